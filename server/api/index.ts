/** The API of DESIGN §6, registered under /api by server/app.ts. */
import type { FastifyInstance } from "fastify";
import type { FormsDatabase } from "../db";
import type { Forward } from "../mailer";
import { limitedRoute, registerRateLimit } from "../rate-limit";
import { contactRoute } from "./contact";
import { newsletterRoute } from "./newsletter";

export interface ApiOptions {
  db: FormsDatabase;
  rateLimitPerMinute: number;
  forward?: Forward;
}

export async function api(app: FastifyInstance, options: ApiOptions): Promise<void> {
  await registerRateLimit(app, options.rateLimitPerMinute);
  newsletterRoute(app, options.db, limitedRoute(options.rateLimitPerMinute));
  contactRoute(app, options.db, options.forward, limitedRoute(options.rateLimitPerMinute));
}

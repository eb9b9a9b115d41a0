/**
 * POST /api/email/register-to-list `{ "email" }`: 201 subscribed, 200 already subscribed,
 * 400 invalid address (`fields.email` holds the reason).
 */
import type { FastifyInstance, RouteShorthandOptions } from "fastify";
import { checkEmail, normaliseEmail } from "../../lib/validation";
import type { FormsDatabase } from "../db";
import { formRoute } from "./form-route";

export function newsletterRoute(
  app: FastifyInstance,
  db: FormsDatabase,
  routeOptions: RouteShorthandOptions,
): void {
  formRoute(
    app,
    "/email/register-to-list",
    routeOptions,
    { subscribed: true },
    async (fields, _request, reply) => {
      const email = checkEmail(fields.email);
      if (!email.ok) {
        return reply.code(400).send({ error: "Invalid email", fields: { email: email.error } });
      }
      const created = await db.subscribe(normaliseEmail(email.value));
      return reply.code(created ? 201 : 200).send({ subscribed: true });
    },
  );
}

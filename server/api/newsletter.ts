/**
 * POST /api/email/register-to-list `{ email, lng?, source?, consent?, website? }`:
 * 201 `{ subscribed: true, status }` for a new address (or one that had unsubscribed),
 * 200 `{ subscribed: true, status }` when it is already pending or confirmed, 400 with
 * `fields` naming each field at fault (`consent: "invalid"` for an unknown version id).
 * `status` is "pending" with double opt-in (SMTP_URL set), else "confirmed".
 */
import type { FastifyInstance, RouteShorthandOptions } from "fastify";
import { apiPaths, routePath } from "../../lib/api-paths";
import { checkSubscription, normaliseEmail } from "../../lib/validation";
import type { Newsletter } from "../newsletter/newsletter";
import { formRoute } from "./form-route";

export interface ConsentCheck {
  isKnown(version: string): Promise<boolean>;
}

export function newsletterRoute(
  app: FastifyInstance,
  newsletter: Newsletter,
  consent: ConsentCheck,
  routeOptions: RouteShorthandOptions,
): void {
  formRoute(
    app,
    routePath(apiPaths.newsletter),
    routeOptions,
    { subscribed: true, status: newsletter.initialStatus },
    async (fields, _request, reply) => {
      const checked = checkSubscription(fields);
      if (!checked.ok) {
        const names = Object.keys(checked.error).join(", ");
        return reply.code(400).send({ error: `Invalid ${names}`, fields: checked.error });
      }
      const request = checked.value;
      if (request.consent !== null && !(await consent.isKnown(request.consent))) {
        return reply.code(400).send({
          error: "Unknown consent text version: reload the page and subscribe again",
          fields: { consent: "invalid" },
        });
      }
      request.email = normaliseEmail(request.email);
      const result = await newsletter.subscribe(request);
      return reply
        .code(result.created ? 201 : 200)
        .send({ subscribed: true, status: result.status });
    },
  );
}

/**
 * POST /api/contact `{ "name", "email", "message" }`: 201 once stored, 400 with an error code
 * per field at fault. Forwarding by e-mail happens after the answer: the message is safe in the
 * database whatever the mail server does, a failure is logged, and the row keeps
 * `forwarded_at` empty so `npm run export -- messages` shows what was not forwarded.
 */
import type { FastifyInstance, RouteShorthandOptions } from "fastify";
import { apiPaths, routePath } from "../../lib/api-paths";
import { checkContact } from "../../lib/validation";
import type { FormsStore } from "../db/store";
import type { Forward } from "../mailer";
import { formRoute } from "./form-route";

export function contactRoute(
  app: FastifyInstance,
  store: FormsStore,
  forward: Forward | undefined,
  routeOptions: RouteShorthandOptions,
): void {
  formRoute(
    app,
    routePath(apiPaths.contact),
    routeOptions,
    { stored: true },
    async (fields, request, reply) => {
      const checked = checkContact(fields);
      if (!checked.ok) {
        return reply.code(400).send({ error: "Invalid contact message", fields: checked.error });
      }
      const id = await store.write("storeMessage", checked.value);
      if (forward) {
        forward(checked.value)
          .then(async () => store.write("markForwarded", id))
          .catch((error: unknown) =>
            request.log.error(
              { err: error, messageId: id },
              "contact: forwarding by e-mail failed",
            ),
          );
      }
      return reply.code(201).send({ stored: true });
    },
  );
}

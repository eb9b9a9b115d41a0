/**
 * POST /api/contact `{ "name", "email", "message" }`: 201 once stored, 400 with an error code
 * per field at fault. Forwarding by e-mail happens after the answer: the message is safe in the
 * database whatever the mail server does, a failure is logged, and the row keeps
 * `forwarded_at` empty so `npm run export -- messages` shows what was not forwarded.
 * A filled honeypot gets the 201 of a success and nothing is stored or sent.
 */
import type { FastifyInstance } from "fastify";
import { checkContact, isBot } from "../../lib/validation";
import type { FormsDatabase } from "../db";
import type { Forward } from "../mailer";
import { fieldsOf, jsonRoute } from "./json-body";

export function contactRoute(
  app: FastifyInstance,
  db: FormsDatabase,
  forward: Forward | undefined,
  routeOptions: object,
): void {
  app.post("/contact", { ...routeOptions, ...jsonRoute }, async (request, reply) => {
    const fields = fieldsOf(request.body);
    if (isBot(fields)) {
      request.log.info("contact: honeypot filled, nothing stored");
      return reply.code(201).send({ stored: true });
    }
    const checked = checkContact(fields);
    if (!checked.ok) {
      return reply.code(400).send({ error: "Invalid contact message", fields: checked.error });
    }
    const id = await db.storeMessage(checked.value);
    if (forward) {
      forward(checked.value)
        .then(() => db.markForwarded(id))
        .catch((error: unknown) =>
          request.log.error({ err: error, messageId: id }, "contact: forwarding by e-mail failed"),
        );
    }
    return reply.code(201).send({ stored: true });
  });
}

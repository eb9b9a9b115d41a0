/**
 * POST /api/email/register-to-list `{ "email" }`: 201 subscribed, 200 already subscribed,
 * 400 invalid address. A filled honeypot gets the 201 of a success and stores nothing, so a bot
 * learns nothing to adapt to.
 */
import type { FastifyInstance } from "fastify";
import { checkEmail, isBot, normaliseEmail } from "../../lib/validation";
import type { FormsDatabase } from "../db";
import { fieldsOf, jsonRoute } from "./json-body";

export function newsletterRoute(
  app: FastifyInstance,
  db: FormsDatabase,
  routeOptions: object,
): void {
  app.post("/email/register-to-list", { ...routeOptions, ...jsonRoute }, async (request, reply) => {
    const fields = fieldsOf(request.body);
    if (isBot(fields)) {
      request.log.info("newsletter: honeypot filled, nothing stored");
      return reply.code(201).send({ subscribed: true });
    }
    const email = checkEmail(fields.email);
    if (!email.ok) {
      return reply.code(400).send({ error: "Invalid email", fields: { email: email.error } });
    }
    const created = await db.subscribe(normaliseEmail(email.value));
    return reply.code(created ? 201 : 200).send({ subscribed: true, new: created });
  });
}

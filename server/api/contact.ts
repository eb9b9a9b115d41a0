/**
 * POST /api/contact `{ "name", "email", "message" }`: 201 once stored, 400 with an error code
 * per field at fault; a browser's own post (no JavaScript) lands on the page that says the same
 * (lib/contact-pages.ts). Forwarding by e-mail happens after the answer: the message is safe in
 * the database whatever the mail server does, a failure is logged, and the row keeps
 * `forwarded_at` empty so `npm run export -- messages` shows what was not forwarded.
 */
import type { FastifyInstance, RouteShorthandOptions } from "fastify";
import { apiPaths, routePath } from "../../lib/api-paths.ts";
import { contactPagePath, type ContactPage } from "../../lib/contact-pages.ts";
import { checkContact } from "../../lib/validation.ts";
import type { FormsStore } from "../db/store.ts";
import type { Forward } from "../mailer.ts";
import { formRoute } from "./form-route.ts";

const SENT = { status: 201, body: { stored: true }, page: "sent" } as const;

export function contactRoute(
  app: FastifyInstance,
  store: FormsStore,
  forward: Forward | undefined,
  routeOptions: RouteShorthandOptions,
) {
  return formRoute<ContactPage>(app, {
    url: routePath(apiPaths.contact),
    routeOptions,
    pagePath: contactPagePath,
    botAnswer: SENT,
    handle: async (fields, request) => {
      const checked = checkContact(fields);
      if (!checked.ok) {
        return {
          status: 400,
          body: { error: "Invalid contact message", fields: checked.error },
          page: "invalid",
        };
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
      return SENT;
    },
  });
}

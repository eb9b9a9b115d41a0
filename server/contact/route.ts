/**
 * POST /api/contact `{ "name", "email", "message" }`: 201 once stored, 400 with an error code
 * per field at fault; a browser's own post (no JavaScript) lands on the page that says the same
 * (lib/contact-pages.ts). With forwarding on, the e-mail is queued in the outbox in the
 * message's own transaction and sent after the answer, with retries (server/outbox/); the
 * row's `forwarded_at` is set once the mail server has taken it.
 */
import type { FastifyInstance, RouteShorthandOptions } from "fastify";
import { apiPaths, routePath } from "../../lib/api-paths.ts";
import { contactPagePath, type ContactPage } from "../../lib/contact-pages.ts";
import { checkContact } from "../../lib/validation.ts";
import type { FormsStore } from "../db/store-types.ts";
import { formRoute } from "../api/form-route.ts";

const SENT = { status: 201, body: { stored: true }, page: "sent" } as const;

export interface ContactOptions {
  store: FormsStore;
  /** SMTP_URL and CONTACT_TO are set: messages are forwarded. */
  forward: boolean;
  /** A forward was queued. */
  queued: () => void;
}

export function contactRoute(
  app: FastifyInstance,
  { store, forward, queued }: ContactOptions,
  routeOptions: RouteShorthandOptions,
) {
  return formRoute<ContactPage>(app, {
    url: routePath(apiPaths.contact),
    routeOptions,
    pagePath: contactPagePath,
    botAnswer: SENT,
    handle: async (fields) => {
      const checked = checkContact(fields);
      if (!checked.ok) {
        return {
          status: 400,
          body: { error: "Invalid contact message", fields: checked.error },
          page: "invalid",
        };
      }
      await store.write("storeMessage", { ...checked.value, forward });
      if (forward) queued();
      return SENT;
    },
  });
}

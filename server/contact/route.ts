/**
 * POST /api/contact `{ "name", "email", "message" }`, optionally with `topic`, `product`,
 * `organisation`, `country` and `configuration` (lib/validation.ts): 201 once stored, 400 with an
 * error code per field at fault. A browser's own post (no JavaScript) lands on the page that says
 * the same (lib/contact-pages.ts); a refused one is answered with the contact page filled in as
 * sent, the errors next to their fields (server/contact/refused-page.ts). With forwarding on, the
 * e-mail is queued in the outbox in the message's own transaction and sent after the answer,
 * with retries (server/outbox/); the row's `forwarded_at` is set once the mail server has taken
 * it.
 */
import type { FastifyInstance, RouteShorthandOptions } from "fastify";
import { apiPaths, routePath } from "../../lib/api-paths.ts";
import { contactPagePath, type ContactPage } from "../../lib/contact-pages.ts";
import { checkContact } from "../../lib/contact-request.ts";
import { contactCopy } from "../copy.ts";
import type { Db } from "../db/schema.ts";
import type { ExportedPages } from "../filled-page.ts";
import { storeMessage } from "./queries.ts";
import { refusedContactPage } from "./refused-page.ts";
import { formRoute } from "../api/form-route.ts";

const SENT = { status: 201, body: { stored: true }, page: "sent" } as const;

export interface ContactOptions {
  db: Db;
  /** SMTP_URL and CONTACT_TO are set: messages are forwarded. */
  forward: boolean;
  /** A forward was queued. */
  queued: () => void;
  /** The export's pages, which a refused post is answered with, filled in. */
  pages: ExportedPages;
}

export function contactRoute(
  app: FastifyInstance,
  { db, forward, queued, pages }: ContactOptions,
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
          // A browser's post gets its form back, filled in as sent, the fields at fault named.
          document: (lng) =>
            refusedContactPage(pages, contactCopy(lng), lng, fields, checked.error),
        };
      }
      await storeMessage(db, { ...checked.value, forward });
      if (forward) queued();
      return SENT;
    },
  });
}

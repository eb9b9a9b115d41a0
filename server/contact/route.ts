import type { FastifyInstance, RouteShorthandOptions } from "fastify";
import { apiPaths, routePath } from "../../lib/api-paths.ts";
import { contactPagePath, type ContactPage } from "../../lib/contact-pages.ts";
import { checkContact } from "../../lib/contact-request.ts";
import { contactT } from "../copy.ts";
import type { Db } from "../db/schema.ts";
import type { ExportedPages } from "../filled-page.ts";
import { storeMessage } from "./queries.ts";
import { refusedContactPage } from "./refused-page.ts";
import { formRoute } from "../api/form-route.ts";

const SENT = { status: 201, body: { stored: true }, page: "sent" } as const;

export interface ContactOptions {
  db: Db;
  forward: boolean;
  queued: () => void;
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
          document: (lng) => refusedContactPage(pages, contactT(lng), lng, fields, checked.error),
        };
      }
      await storeMessage(db, { ...checked.value, forward });
      if (forward) queued();
      return SENT;
    },
  });
}

import type { FastifyInstance } from "fastify";
import { openDatabase } from "../db/database.ts";
import type { ApiSettings } from "../config.ts";
import { editorSignInRoutes } from "../editor/sign-in.ts";
import { forwardMail } from "../contact/mail.ts";
import { message as storedMessage } from "../contact/queries.ts";
import { contactRoute } from "../contact/route.ts";
import { createTransport } from "../mailer.ts";
import { consentVersions, localeConsentTexts } from "../newsletter/consent-texts.ts";
import { linkSecret } from "../newsletter/links.ts";
import { newsletterLinkRoutes } from "../newsletter/link-routes.ts";
import { createNewsletter } from "../newsletter/newsletter.ts";
import { recordConsentTexts } from "../newsletter/queries.ts";
import { newsletterRoute } from "../newsletter/route.ts";
import { startOutbox, type Outbox } from "../outbox/worker.ts";
import { rateLimited } from "../rate-limit.ts";
import { startRetention } from "../retention.ts";
import type { ExportedPages } from "../filled-page.ts";
import { healthRoute } from "./health.ts";
import { allowSiteOrigin, pagesOnTheSite } from "./origins.ts";

export async function api(
  app: FastifyInstance,
  settings: ApiSettings & { pages: ExportedPages },
): Promise<void> {
  await allowSiteOrigin(app, settings.siteUrl);
  if (settings.apiUrl !== undefined) pagesOnTheSite(app, settings.siteUrl);
  const db = await openDatabase(settings.database);
  // Closing order: the outbox starts no new send, requests in flight are answered, its send in
  // progress ends, then the database closes.
  const background: { outbox?: Outbox; retention?: { stop(): void } } = {};
  let outboxStopped: Promise<void> | undefined;
  app.addHook("preClose", async () => {
    outboxStopped = background.outbox?.stop();
  });
  app.addHook("onClose", async () => {
    await outboxStopped;
    background.retention?.stop();
    await db.destroy();
  });

  const texts = localeConsentTexts();
  await recordConsentTexts(db, texts);
  const consent = consentVersions(db, texts);
  background.retention = await startRetention(db, settings, app.log);

  const secret = await linkSecret(db, settings.tokenSecret);
  const mail = settings.mail;
  const queued = () => background.outbox?.wake();
  const newsletter = createNewsletter({
    db,
    siteUrl: settings.siteUrl,
    apiUrl: settings.apiUrl,
    secret,
    confirmExpiryHours: settings.confirmExpiryHours,
    mailFrom: mail?.from,
    queued,
  });
  const contactTo = mail?.contactTo;
  if (mail) {
    background.outbox = startOutbox({
      db,
      transport: createTransport(mail),
      domain: new URL(settings.siteUrl).hostname,
      log: app.log,
      compose: {
        confirmation: (message) => newsletter.confirmationMail(message.subscription_id!),
        contact: async (message) => {
          const row = await storedMessage(db, message.message_id!);
          return row && contactTo ? forwardMail(row, contactTo, mail.contactFrom) : undefined;
        },
      },
    });
  }

  healthRoute(app, db, settings.database);
  const limited = await rateLimited(app, settings.rateLimitPerMinute);
  await newsletterRoute(app, newsletter, consent, limited, settings.pages);
  await newsletterLinkRoutes(app, newsletter, limited);
  await contactRoute(
    app,
    { db, forward: contactTo !== undefined, queued, pages: settings.pages },
    limited,
  );
  editorSignInRoutes(
    app,
    { settings: settings.editorSignIn, siteUrl: settings.apiUrl ?? settings.siteUrl },
    limited,
  );
}

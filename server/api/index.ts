/**
 * The forms' API, registered under /api by server/app.ts: opens the store (and migrates it),
 * records the current consent texts, starts the retention purge, then the routes.
 */
import type { FastifyInstance } from "fastify";
import { openStore } from "../db/store.ts";
import { createForwarder, createTransport } from "../mailer.ts";
import { consentVersions, localeConsentTexts } from "../newsletter/consent-texts.ts";
import { linkSecret } from "../newsletter/links.ts";
import { createNewsletter } from "../newsletter/newsletter.ts";
import { limitedRoute, registerRateLimit } from "../rate-limit.ts";
import { startRetention } from "../retention.ts";
import { contactRoute } from "./contact.ts";
import { newsletterRoute } from "./newsletter.ts";
import { newsletterLinkRoutes } from "./newsletter-links.ts";
import type { ApiSettings } from "./settings.ts";

export async function api(app: FastifyInstance, settings: ApiSettings): Promise<void> {
  const store = await openStore(settings.database);
  app.addHook("onClose", () => store.close());

  const texts = localeConsentTexts();
  await store.write("recordConsentTexts", texts);
  const consent = consentVersions(
    store,
    texts.map((text) => text.version),
  );
  const retention = await startRetention(store, settings.retentionMonths, app.log);
  app.addHook("onClose", async () => retention.stop());

  const secret = await linkSecret(store, settings.tokenSecret);
  const transport = settings.mail && createTransport(settings.mail);
  const newsletter = createNewsletter({
    store,
    siteUrl: settings.siteUrl,
    secret,
    confirmExpiryHours: settings.confirmExpiryHours,
    mail: transport && settings.mail && { transport, from: settings.mail.from },
    logError: (error, subscriptionId) =>
      app.log.error({ err: error, subscriptionId }, "newsletter: confirmation e-mail failed"),
  });

  await registerRateLimit(app, settings.rateLimitPerMinute);
  const limited = limitedRoute(settings.rateLimitPerMinute);
  await newsletterRoute(app, newsletter, consent, limited);
  await newsletterLinkRoutes(app, newsletter, limited);
  const forward = transport && settings.mail && createForwarder(transport, settings.mail);
  await contactRoute(app, store, forward, limited);
}

/**
 * POST /api/email/register-to-list `{ email, lng?, source?, consent?, website? }`:
 * 201 `{ subscribed: true, status }` for a new address (or one that had unsubscribed),
 * 200 `{ subscribed: true, status }` when it is already pending or confirmed, 400 with
 * `fields` naming each field at fault (`consent: "invalid"` for an unknown version id).
 * `status` is "pending" with double opt-in (SMTP_URL set), else "confirmed"; a pending one whose
 * confirmation e-mail is held back because one went to the same inbox a short while ago also has
 * `resendAfter`, when a new one may be asked for (the page says it, without telling which
 * address asked). A browser's own post (no JavaScript) lands on the page that says the same
 * (lib/newsletter-pages.ts), or for a held-back e-mail is answered with that page filled in with
 * the time; the page it was sent from, which a static form cannot write, is then its Referer.
 */
import type { FastifyInstance, RouteShorthandOptions } from "fastify";
import { apiPaths, routePath } from "../../lib/api-paths.ts";
import { formatWait } from "../../lib/format.ts";
import type { Language } from "../../lib/i18n/languages.ts";
import { newsletterPagePath, type NewsletterPage } from "../../lib/newsletter-pages.ts";
import { settings } from "../../lib/settings.ts";
import { checkSubscription, normaliseEmail } from "../../lib/validation.ts";
import { copyIn } from "../copy.ts";
import type { SubscriptionStatus } from "../db/schema.ts";
import { attribute, elements, setText, type ExportedPages } from "../filled-page.ts";
import type { consentVersions } from "./consent-texts.ts";
import type { Newsletter } from "./newsletter.ts";
import { formRoute, isFormPost, refererUrl } from "../api/form-route.ts";

/** The thanks page: a pending subscription also asks to check the inbox. */
const thanksPage = (status: SubscriptionStatus): NewsletterPage =>
  status === "pending" ? "pending" : "subscribed";

/** The page that says a link went to this inbox recently, with when a new one may be asked for. */
function recentlySentPage(pages: ExportedPages, lng: Language, resendAfter: string) {
  const document = pages.open(newsletterPagePath("recentlySent", lng));
  const text =
    document && elements(document, (e) => attribute(e, "data-outcome-text") !== undefined)[0];
  if (!document || !text) return undefined;
  const when = formatWait(new Date(resendAfter), new Date(), lng);
  const t = copyIn(lng).getFixedT(lng, "newsletter");
  setText(text, t("recentlySent.text", { email: settings.email, when }));
  return pages.html(document);
}

export function newsletterRoute(
  app: FastifyInstance,
  newsletter: Newsletter,
  consent: ReturnType<typeof consentVersions>,
  routeOptions: RouteShorthandOptions,
  pages: ExportedPages,
) {
  return formRoute<NewsletterPage>(app, {
    url: routePath(apiPaths.newsletter),
    routeOptions,
    pagePath: newsletterPagePath,
    botAnswer: {
      status: 201,
      body: { subscribed: true, status: newsletter.initialStatus },
      page: thanksPage(newsletter.initialStatus),
    },
    handle: async (fields, request) => {
      const source =
        fields.source ?? (isFormPost(request) ? refererUrl(request)?.pathname : undefined);
      const checked = checkSubscription({ ...fields, source });
      if (!checked.ok) {
        const names = Object.keys(checked.error).join(", ");
        return {
          status: 400,
          body: { error: `Invalid ${names}`, fields: checked.error },
          page: "invalid",
        };
      }
      const subscription = checked.value;
      if (subscription.consent !== null && !(await consent.isKnown(subscription.consent))) {
        return {
          status: 400,
          body: {
            error: "Unknown consent text version: reload the page and subscribe again",
            fields: { consent: "invalid" },
          },
          page: "invalid",
        };
      }
      subscription.email = normaliseEmail(subscription.email);
      const { created, status, resendAfter } = await newsletter.subscribe(subscription);
      return {
        status: created ? 201 : 200,
        body: { subscribed: true, status, ...(resendAfter ? { resendAfter } : {}) },
        page: resendAfter ? "recentlySent" : thanksPage(status),
        document: resendAfter ? (lng) => recentlySentPage(pages, lng, resendAfter) : undefined,
      };
    },
  });
}

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

const thanksPage = (status: SubscriptionStatus): NewsletterPage =>
  status === "pending" ? "pending" : "subscribed";

// It does not say which address asked.
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

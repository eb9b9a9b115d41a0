import type { SendMailOptions } from "nodemailer";
import { fallbackLanguage, type Language } from "../../lib/i18n/languages.ts";
import { newsletterPagePath, type NewsletterPage } from "../../lib/newsletter-pages.ts";
import type { SubscriptionRequest } from "../../lib/validation.ts";
import type { Db, SubscriptionStatus } from "../db/schema.ts";
import {
  confirm,
  subscribe,
  subscription,
  unsubscribe,
  type ConfirmOutcome,
  type SubscribeResult,
  type UnsubscribeOutcome,
} from "./queries.ts";
import { renderConfirmation } from "./confirmation-mail.ts";
import { linkUrl, openLink, unsubscribeUrl, type LinkSigner } from "./links.ts";

export interface NewsletterOptions extends LinkSigner {
  db: Db;
  // Set with SMTP_URL: double opt-in.
  mailFrom?: string;
  confirmExpiryHours: number;
  queued: () => void;
}

const CONFIRM_PAGES: Record<ConfirmOutcome, NewsletterPage> = {
  confirmed: "confirmed",
  "already-confirmed": "alreadyConfirmed",
  unsubscribed: "unsubscribed",
  gone: "linkInvalid", // erased between the link's check and the update
};

export function createNewsletter(options: NewsletterOptions) {
  const { db, mailFrom } = options;

  return {
    initialStatus: (mailFrom ? "pending" : "confirmed") as SubscriptionStatus,

    async subscribe(request: SubscriptionRequest): Promise<SubscribeResult> {
      const result = await subscribe(db, { ...request, doubleOptIn: mailFrom !== undefined });
      if (result.queued) options.queued();
      return result;
    },

    // Rendered when the outbox sends it, so the link's expiry counts from the send.
    async confirmationMail(subscriptionId: number): Promise<SendMailOptions | undefined> {
      const row = await subscription(db, subscriptionId);
      if (!mailFrom || row?.status !== "pending") return undefined;
      const expiresAt = Date.now() + options.confirmExpiryHours * 3_600_000;
      return {
        from: mailFrom,
        ...renderConfirmation({
          to: row.email,
          lng: row.language ?? fallbackLanguage,
          confirmUrl: linkUrl(options, "confirm", row, expiresAt),
          unsubscribeUrl: unsubscribeUrl(options, row),
          expiresAt: new Date(expiresAt),
          siteUrl: options.siteUrl,
        }),
      };
    },

    async confirm(token: unknown, fallback: Language): Promise<string> {
      const link = await openLink(db, options.secret, token, "confirm");
      if (link.kind === "invalid") return newsletterPagePath("linkInvalid", fallback);
      const lng = link.row.language ?? fallback;
      const page = (name: NewsletterPage) => newsletterPagePath(name, lng);
      if (link.row.status === "confirmed") return page("alreadyConfirmed");
      if (link.row.status === "unsubscribed") return page("unsubscribed");
      if (link.kind === "expired") return page("linkExpired");
      return page(CONFIRM_PAGES[await confirm(db, link.row.id)]);
    },

    async unsubscribePage(token: unknown, fallback: Language): Promise<string> {
      const link = await openLink(db, options.secret, token, "unsubscribe");
      if (link.kind === "invalid") return newsletterPagePath("linkInvalid", fallback);
      const lng = link.row.language ?? fallback;
      return link.row.status === "unsubscribed"
        ? newsletterPagePath("unsubscribed", lng)
        : newsletterPagePath("unsubscribe", lng, token as string);
    },

    async holdsToken(token: unknown): Promise<boolean> {
      return (await openLink(db, options.secret, token, "unsubscribe")).kind !== "invalid";
    },

    async unsubscribe(token: unknown): Promise<UnsubscribeOutcome | "invalid"> {
      const link = await openLink(db, options.secret, token, "unsubscribe");
      if (link.kind === "invalid") return "invalid";
      const outcome = await unsubscribe(db, link.row.id);
      return outcome === "gone" ? "invalid" : outcome;
    },
  };
}

export type Newsletter = ReturnType<typeof createNewsletter>;

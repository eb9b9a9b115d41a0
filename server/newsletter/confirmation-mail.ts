import type { SendMailOptions } from "nodemailer";
import { intlLocale } from "../../lib/format.ts";
import type { Copy } from "../../lib/i18n/copy.ts";
import type { Language } from "../../lib/i18n/languages.ts";
import { settings } from "../../lib/settings.ts";
import { escapeHtml } from "../../lib/html.ts";
import { copyIn } from "../copy.ts";

export interface ConfirmationMail {
  to: string;
  lng: Language;
  confirmUrl: string;
  unsubscribeUrl: string;
  expiresAt: Date;
  siteUrl: string;
}

type Emails = Copy["emails"];
type EmailKey =
  `confirm.${keyof Emails["confirm"] & string}` | `footer.${keyof Emails["footer"] & string}`;

function formatExpiry(date: Date, lng: Language): string {
  const format = { dateStyle: "long", timeStyle: "short", timeZone: "UTC" } as const;
  return `${new Intl.DateTimeFormat(intlLocale(lng), format).format(date)} UTC`;
}

export function renderConfirmation(mail: ConfirmationMail): SendMailOptions {
  const t = copyIn(mail.lng).getFixedT(mail.lng, "emails");
  const values = {
    company: settings.companyName,
    email: mail.to,
    siteUrl: mail.siteUrl,
    date: formatExpiry(mail.expiresAt, mail.lng),
    url: mail.unsubscribeUrl,
  };
  const line = (key: EmailKey): string => t(key, values);
  const paragraphs = [line("confirm.greeting"), line("confirm.intro"), line("confirm.action")];
  const after = [line("confirm.expiry"), line("confirm.ignore")];
  const footer = line("footer.sentBy");
  const unsubscribe = line("footer.unsubscribe");

  const text = [
    ...paragraphs,
    mail.confirmUrl,
    ...after,
    `-- \n${footer}\n${line("footer.unsubscribeLink")}`,
  ].join("\n\n");

  const p = (content: string) => `<p>${content}</p>`;
  const link = (href: string, label: string, style = "") =>
    `<a href="${escapeHtml(href)}"${style ? ` style="${style}"` : ""}>${escapeHtml(label)}</a>`;
  const html = `<!DOCTYPE html>
<html lang="${mail.lng}"><head><meta charset="utf-8"><title>${escapeHtml(line("confirm.subject"))}</title></head>
<body style="font-family: Arial, Helvetica, sans-serif; line-height: 1.5; color: #1f2937; max-width: 560px;">
${paragraphs.map((paragraph) => p(escapeHtml(paragraph))).join("\n")}
${p(link(mail.confirmUrl, line("confirm.button"), "display: inline-block; padding: 10px 18px; background: #1d4ed8; color: #ffffff; border-radius: 6px; text-decoration: none; font-weight: bold;"))}
${p(`<small>${link(mail.confirmUrl, mail.confirmUrl)}</small>`)}
${after.map((paragraph) => p(escapeHtml(paragraph))).join("\n")}
<hr style="border: none; border-top: 1px solid #e5e7eb;">
${p(`<small>${escapeHtml(footer)} · ${link(mail.unsubscribeUrl, unsubscribe)}</small>`)}
</body></html>
`;

  return {
    to: mail.to,
    subject: line("confirm.subject"),
    text,
    html,
    list: { unsubscribe: mail.unsubscribeUrl },
    headers: { "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}

/**
 * The e-mail that forwards a contact message to CONTACT_TO, from CONTACT_FROM (default
 * CONTACT_TO), the visitor as the Reply-To; sent by the outbox (server/outbox/).
 */
import type { SendMailOptions } from "nodemailer";
import { encodeWord } from "nodemailer/lib/mime-funcs";
import { countryName } from "../../lib/format.ts";
import {
  contactFields,
  type ContactField,
  type ContactMessage,
  type FieldSpec,
} from "../../lib/contact-fields.ts";

/**
 * Text a visitor typed, for a header, shown as typed: an RFC 2047 encoded word typed as a name
 * (`=?utf-8?q?Bcc=3A…?=`) would be decoded by mail clients, and nodemailer leaves a valid one
 * as it is; such a text goes as encoded words itself, which decode to what was typed.
 */
function headerText(text: string): string {
  return text.includes("=?") ? encodeWord(text, "Q", 52) : text;
}

/** A contact message forwarded to CONTACT_TO, the visitor as the Reply-To. */
export function forwardMail(
  request: ContactMessage,
  to: string,
  from: string | undefined,
): SendMailOptions {
  const { name, email, message, topic } = request;
  // The fields with an e-mail label, one per line above the message, as sales reads them.
  const details = contactFields
    .map(({ name: field, kind, mail }: FieldSpec) => {
      const value = request[field as ContactField];
      if (!mail || !value) return "";
      return `${mail}: ${kind === "country" ? `${countryName(value, "en")} (${value})` : value}\n`;
    })
    .join("");
  const body = [details, message].filter(Boolean).join("\n");
  return {
    from: from ?? to,
    to,
    replyTo: { name: headerText(name), address: email },
    subject: headerText(topic ? `Contact form (${topic}): ${name}` : `Contact form: ${name}`),
    text: `${body}\n\n-- \n${name} <${email}>\n`,
  };
}

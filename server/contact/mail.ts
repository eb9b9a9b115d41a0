/**
 * The e-mail that forwards a contact message to CONTACT_TO, from CONTACT_FROM (default
 * CONTACT_TO), the visitor as the Reply-To; sent by the outbox (server/outbox/).
 */
import type { SendMailOptions } from "nodemailer";
import { countryName } from "../../lib/format.ts";
import type { ContactMessage } from "../../lib/validation.ts";

/** The request's details, one per line, as sales reads them (English: sales' language). */
const DETAILS = [
  ["Topic", "topic"],
  ["Product", "product"],
  ["Organisation", "organisation"],
  ["Country", "country"],
  ["Configuration", "configuration"],
] as const satisfies readonly (readonly [string, keyof ContactMessage])[];

/** A contact message forwarded to CONTACT_TO, the visitor as the Reply-To. */
export function forwardMail(
  request: ContactMessage,
  to: string,
  from: string | undefined,
): SendMailOptions {
  const { name, email, message, topic } = request;
  const details = DETAILS.filter(([, field]) => request[field])
    .map(([label, field]) => {
      const value = request[field] as string;
      return `${label}: ${field === "country" ? `${countryName(value, "en")} (${value})` : value}\n`;
    })
    .join("");
  const body = [details, message].filter(Boolean).join("\n");
  return {
    from: from ?? to,
    to,
    replyTo: { name, address: email },
    subject: topic ? `Contact form (${topic}): ${name}` : `Contact form: ${name}`,
    text: `${body}\n\n-- \n${name} <${email}>\n`,
  };
}

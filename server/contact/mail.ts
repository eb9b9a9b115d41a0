/**
 * The e-mail that forwards a contact message to CONTACT_TO, from CONTACT_FROM (default
 * CONTACT_TO), the visitor as the Reply-To; sent by the outbox (server/outbox/).
 */
import type { SendMailOptions } from "nodemailer";
import type { ContactMessage } from "../../lib/validation.ts";

/** A contact message forwarded to CONTACT_TO, the visitor as the Reply-To. */
export function forwardMail(
  { name, email, message }: ContactMessage,
  to: string,
  from: string | undefined,
): SendMailOptions {
  return {
    from: from ?? to,
    to,
    replyTo: { name, address: email },
    subject: `Contact form: ${name}`,
    text: `${message}\n\n-- \n${name} <${email}>\n`,
  };
}

/**
 * Outgoing e-mail (nodemailer), all of it optional. With SMTP_URL the newsletter sends its
 * confirmation e-mails (double opt-in); with CONTACT_TO as well, contact messages are
 * forwarded. Both go through the outbox (server/outbox/), which sends and retries them.
 */
import nodemailer, { type Transporter } from "nodemailer";
import type { MailSettings } from "./config.ts";

/**
 * The mail server's connection. Its timeouts bound a send well within the outbox's lease (nodemailer
 * would wait up to 10 minutes on a silent socket).
 */
export function createTransport(mail: MailSettings): Transporter {
  return nodemailer.createTransport({
    url: mail.smtpUrl,
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
  });
}

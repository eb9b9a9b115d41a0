/**
 * Outgoing e-mail (nodemailer), all of it optional. With SMTP_URL the newsletter sends its
 * confirmation e-mails (double opt-in) from MAIL_FROM; with CONTACT_TO as well, contact messages
 * are forwarded there, from CONTACT_FROM (default CONTACT_TO), the visitor as the Reply-To.
 * Both go through the outbox (server/outbox/), which sends and retries them.
 */
import nodemailer, { type SendMailOptions, type Transporter } from "nodemailer";
import { settings } from "../lib/settings.ts";
import type { ContactMessage } from "../lib/validation.ts";

export interface MailSettings {
  /** `smtp://user:pass@host:587`, `smtps://host:465`... (nodemailer's connection URL). */
  smtpUrl: string;
  /** Sender of the newsletter's e-mails. */
  from: string;
  /** Where contact messages are forwarded; none: they are only stored. */
  contactTo?: string;
  contactFrom?: string;
}

const defaultFrom = () => `${settings.companyName} <${settings.email}>`;

export function mailSettingsFromEnv(env: NodeJS.ProcessEnv): MailSettings | undefined {
  const smtpUrl = env.SMTP_URL?.trim();
  if (!smtpUrl) return undefined;
  return {
    smtpUrl,
    from: env.MAIL_FROM?.trim() || defaultFrom(),
    contactTo: env.CONTACT_TO?.trim() || undefined,
    contactFrom: env.CONTACT_FROM?.trim() || undefined,
  };
}

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

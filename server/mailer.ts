/**
 * Outgoing e-mail (nodemailer), all of it optional. With SMTP_URL the newsletter sends its
 * confirmation e-mails (double opt-in) from MAIL_FROM; with CONTACT_TO as well, contact messages
 * are forwarded there, from CONTACT_FROM (default CONTACT_TO), the visitor as the Reply-To.
 */
import nodemailer, { type Transporter } from "nodemailer";
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

export type Forward = (message: ContactMessage) => Promise<void>;

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

export function createTransport(mail: MailSettings): Transporter {
  return nodemailer.createTransport(mail.smtpUrl);
}

/** Forwarding of contact messages, when CONTACT_TO is set. */
export function createForwarder(transport: Transporter, mail: MailSettings): Forward | undefined {
  const to = mail.contactTo;
  if (to === undefined) return undefined;
  return async ({ name, email, message }) => {
    await transport.sendMail({
      from: mail.contactFrom ?? to,
      to,
      replyTo: { name, address: email },
      subject: `Contact form: ${name}`,
      text: `${message}\n\n-- \n${name} <${email}>\n`,
    });
  };
}

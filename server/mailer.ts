/**
 * Forwards contact messages by e-mail when SMTP_URL and CONTACT_TO are set (nodemailer).
 * CONTACT_FROM, the sender, defaults to CONTACT_TO; the visitor is the Reply-To.
 */
import nodemailer from "nodemailer";
import type { ContactMessage } from "../lib/validation";

export interface MailSettings {
  /** `smtp://user:pass@host:587`, `smtps://host:465`... (nodemailer's connection URL). */
  smtpUrl: string;
  to: string;
  from?: string;
}

export type Forward = (message: ContactMessage) => Promise<void>;

export function mailSettingsFromEnv(env: NodeJS.ProcessEnv): MailSettings | undefined {
  const smtpUrl = env.SMTP_URL?.trim();
  const to = env.CONTACT_TO?.trim();
  if (!smtpUrl || !to) return undefined;
  return { smtpUrl, to, from: env.CONTACT_FROM?.trim() || undefined };
}

export function createForwarder(settings: MailSettings): Forward {
  const transport = nodemailer.createTransport(settings.smtpUrl);
  return async ({ name, email, message }) => {
    await transport.sendMail({
      from: settings.from ?? settings.to,
      to: settings.to,
      replyTo: { name, address: email },
      subject: `Contact form: ${name}`,
      text: `${message}\n\n-- \n${name} <${email}>\n`,
    });
  };
}

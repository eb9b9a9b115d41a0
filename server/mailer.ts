import nodemailer, { type Transporter } from "nodemailer";
import type { MailSettings } from "./config.ts";

// Within the outbox's lease: nodemailer would wait up to 10 minutes on a silent socket.
export function createTransport(mail: MailSettings): Transporter {
  return nodemailer.createTransport({
    url: mail.smtpUrl,
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
  });
}

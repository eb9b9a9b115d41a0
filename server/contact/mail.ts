import type { SendMailOptions } from "nodemailer";
import { encodeWord } from "nodemailer/lib/mime-funcs";
import { countryName } from "../../lib/format.ts";
import {
  contactFields,
  type ContactField,
  type ContactMessage,
  type FieldSpec,
} from "../../lib/contact-fields.ts";

// A typed RFC 2047 encoded word would be decoded by mail clients (nodemailer leaves a valid one
// as it is): encoding it again shows what was typed.
function headerText(text: string): string {
  return text.includes("=?") ? encodeWord(text, "Q", 52) : text;
}

export function forwardMail(
  request: ContactMessage,
  to: string,
  from: string | undefined,
): SendMailOptions {
  const { name, email, message, topic } = request;
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

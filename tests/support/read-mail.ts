/** A captured e-mail read as the tests need it: parsed by mailparser, headers as sent. */
import { simpleParser } from "mailparser";
import type { CapturedMail } from "./smtp.ts";

export interface Mail {
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
  /** Header lines, unfolded, by lowercase name. */
  headers: Map<string, string>;
  confirmUrl: string;
  unsubscribeUrl: string;
}

export async function readMail(captured: CapturedMail): Promise<Mail> {
  const parsed = await simpleParser(captured.raw);
  const head = captured.raw.slice(0, captured.raw.indexOf("\r\n\r\n")).replace(/\r\n[ \t]+/g, " ");
  const headers = new Map(
    head.split("\r\n").map((line) => {
      const colon = line.indexOf(":");
      return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()] as const;
    }),
  );
  const text = parsed.text ?? "";
  return {
    to: captured.to.join(","),
    from: parsed.from?.value.map(({ name, address }) => `${name} <${address}>`).join(",") ?? "",
    subject: parsed.subject ?? "",
    text,
    html: typeof parsed.html === "string" ? parsed.html : "",
    headers,
    confirmUrl: /(\S+\/api\/newsletter\/confirm\?token=\S+)/.exec(text)?.[1] ?? "",
    unsubscribeUrl: /<([^>]+)>/.exec(headers.get("list-unsubscribe") ?? "")?.[1] ?? "",
  };
}

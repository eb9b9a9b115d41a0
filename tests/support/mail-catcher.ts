/**
 * The end-to-end run's mail server: a real SMTP server (tests/support/smtp.ts) on
 * MAIL_CATCHER_SMTP_PORT for the site's server to send to, and on MAIL_CATCHER_HTTP_PORT
 * `GET /messages?to=<address>` answering the messages sent to that address (JSON array of
 * `CapturedMail`), for the tests to read. Started and stopped by Playwright (playwright.config.ts).
 */
import http from "node:http";
import { portFromEnv } from "../../server/config.ts";
import { startSmtp } from "./smtp.ts";

const smtp = await startSmtp(portFromEnv(process.env, "MAIL_CATCHER_SMTP_PORT"));

const server = http.createServer((request, response) => {
  const url = new URL(request.url ?? "/", "http://localhost");
  if (url.pathname !== "/messages") {
    response.writeHead(404).end();
    return;
  }
  const to = url.searchParams.get("to")?.toLowerCase() ?? "";
  const messages = smtp.received.filter((mail) =>
    mail.to.some((address) => address.toLowerCase() === to),
  );
  response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(messages));
});
server.listen(portFromEnv(process.env, "MAIL_CATCHER_HTTP_PORT"), "127.0.0.1");

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    server.close();
    void smtp.close().then(() => process.exit(0));
  });
}

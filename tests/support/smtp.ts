/**
 * A real SMTP server (the `smtp-server` package) on loopback that keeps what it receives. While
 * `refusing` is set it answers every connection 421 (service not available, try again later),
 * as a mail server that is down for maintenance does. With `delayMs`, it takes that long to
 * accept each message once received, as a slow mail server does.
 */
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface CapturedMail {
  /** The envelope's recipients. */
  to: string[];
  /** The whole message as sent: headers and body. */
  raw: string;
}

/** Listens on `port` (default: any free one). */
export async function startSmtp(port = 0) {
  const received: CapturedMail[] = [];
  const state = { refusing: false, refused: 0, delayMs: 0, receiving: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onConnect(_session, callback) {
      if (!state.refusing) return callback();
      state.refused++;
      callback(
        Object.assign(new Error("Service not available, try again later"), { responseCode: 421 }),
      );
    },
    onData(stream, session, callback) {
      let raw = "";
      stream.setEncoding("utf8");
      state.receiving++;
      stream.on("data", (chunk: string) => (raw += chunk));
      stream.on("end", () => {
        setTimeout(() => {
          received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw });
          callback();
        }, state.delayMs);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const bound = (server.server.address() as AddressInfo).port;
  return {
    received,
    /**
     * `refusing`: refuse every connection (`refused` counts them); `delayMs`: wait that long
     * before accepting a message; `receiving` counts the messages whose data began.
     */
    state,
    url: `smtp://127.0.0.1:${bound}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Polls until `condition` holds (what the server does after answering takes a moment). */
export async function until(
  condition: () => boolean | Promise<boolean>,
  timeoutMs = 5000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * Nothing acknowledged is lost (DESIGN §6): the real server process is killed with SIGKILL in
 * the middle of a burst of subscriptions; after a restart on the same database file, every
 * address that was answered 2xx must be there.
 */
import Database from "better-sqlite3";
import { afterAll, expect, it } from "vitest";
import { makeFixture, post, spawnServer, type Spawned } from "./support/api-server";

const fixture = makeFixture();
let server: Spawned | undefined;

afterAll(() => {
  server?.child.kill("SIGKILL");
  fixture.remove();
});

it("keeps every acknowledged subscription across a SIGKILL", async () => {
  server = await spawnServer(fixture);
  const { base, child } = server;
  const acknowledged: string[] = [];
  let failed = 0;
  let sent = 0;
  let killed = false;

  // 16 clients in parallel, each posting fresh addresses until the server is gone.
  const client = async (n: number) => {
    for (let i = 0; !killed; i++) {
      const email = `crash-${n}-${i}@example.com`;
      sent++;
      try {
        const response = await post(base, "email/register-to-list", { email });
        if (response.status === 201 || response.status === 200) acknowledged.push(email);
        else failed++;
      } catch {
        failed++;
        return;
      }
    }
  };
  const clients = Array.from({ length: 16 }, (_, n) => client(n));
  // Kill once a few hundred are acknowledged, while requests are in flight.
  while (acknowledged.length < 400) await new Promise((resolve) => setTimeout(resolve, 5));
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGKILL");
  killed = true;
  await Promise.all([exited, ...clients]);

  // Restarting runs the migration and WAL recovery on the same file.
  server = await spawnServer(fixture);
  const db = new Database(fixture.databasePath, { readonly: true });
  const stored = new Set(
    (db.prepare("SELECT email FROM subscriptions").all() as { email: string }[]).map(
      (r) => r.email,
    ),
  );
  db.close();
  const lost = acknowledged.filter((email) => !stored.has(email));
  console.log(
    `crash test: ${sent} sent, ${acknowledged.length} acknowledged, ${failed} failed at the kill, ` +
      `${stored.size} stored, ${lost.length} acknowledged but lost`,
  );
  expect(acknowledged.length).toBeGreaterThanOrEqual(400);
  expect(lost).toEqual([]);
  // The restarted server knows them: already subscribed.
  expect(
    (await post(server.base, "email/register-to-list", { email: acknowledged[0] })).status,
  ).toBe(200);
}, 60_000);

/**
 * Nothing acknowledged is lost: the real server process is killed with SIGKILL in the middle of
 * a burst of subscriptions; after a restart on the same database, every address that was
 * answered 2xx must be there. On SQLite (WAL, synchronous=NORMAL: a commit is in the WAL file
 * before the answer) and on PostgreSQL.
 */
import { describe, expect, it } from "vitest";
import { post, serversPerTest } from "./support/server-fixture.ts";
import { backends, sql } from "./support/databases.ts";

describe.each(backends)("on $name", (backend) => {
  const servers = serversPerTest(backend);

  it("keeps every acknowledged subscription across a SIGKILL", async () => {
    const fixture = await servers.fixture();
    let server = await servers.spawn();
    const { base } = server;
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
    const exited = server.kill();
    killed = true;
    await Promise.all([exited, ...clients]);

    // Restarting runs the migrations (and SQLite's WAL recovery) on the same database.
    server = await servers.spawn();
    const stored = new Set(
      (await sql<{ email: string }>(fixture.database, "SELECT email FROM subscriptions")).map(
        (row) => row.email,
      ),
    );
    const lost = acknowledged.filter((email) => !stored.has(email));
    console.log(
      `crash test (${backend.name}): ${sent} sent, ${acknowledged.length} acknowledged, ` +
        `${failed} failed at the kill, ${stored.size} stored, ${lost.length} acknowledged but lost`,
    );
    expect(acknowledged.length).toBeGreaterThanOrEqual(400);
    expect(lost).toEqual([]);
    // The restarted server knows them: already subscribed.
    expect(
      (await post(server.base, "email/register-to-list", { email: acknowledged[0] })).status,
    ).toBe(200);
  }, 60_000);
});

/**
 * Two API instances (two processes) on one PostgreSQL database, as behind a load balancer:
 * the same addresses posted to both at once, in different cases. None may be lost, none
 * duplicated: each address gets one row, one 201 and one 200.
 */
import { afterAll, expect, it } from "vitest";
import {
  makeFixture,
  post,
  spawnServer,
  type Fixture,
  type Spawned,
} from "./support/server-fixture.ts";
import { backends, sql } from "./support/databases.ts";

const ADDRESSES = 300;
const postgres = backends.find((backend) => backend.name === "PostgreSQL")!;

let fixture: Fixture | undefined;
const servers: Spawned[] = [];
afterAll(() => {
  for (const server of servers) server.child.kill("SIGKILL");
  fixture?.remove();
});

it("neither loses nor duplicates a subscription posted to two instances at once", async () => {
  fixture = await makeFixture(postgres);
  // Started together on an empty database: the migration lock lets one migrate, once.
  servers.push(...(await Promise.all([spawnServer(fixture), spawnServer(fixture)])));
  const [one, two] = servers as [Spawned, Spawned];

  const statuses = new Map<string, number[]>();
  const record = (email: string, status: number) =>
    statuses.set(email, [...(statuses.get(email) ?? []), status].sort());
  let next = 0;
  const worker = async () => {
    while (next < ADDRESSES) {
      const email = `both-${next++}@example.com`;
      // The same address, at the same moment, on each instance, spelt differently.
      const [a, b] = await Promise.all([
        post(one.base, "email/register-to-list", { email }),
        post(two.base, "email/register-to-list", { email: email.toUpperCase() }),
      ]);
      record(email, a.status);
      record(email, b.status);
    }
  };
  await Promise.all(Array.from({ length: 12 }, worker));

  const wrong = [...statuses].filter(([, codes]) => codes.join() !== "200,201");
  expect(wrong).toEqual([]);
  const rows = await sql<{ email_key: string }>(
    fixture.database,
    "SELECT email_key FROM subscriptions ORDER BY id",
  );
  expect(rows).toHaveLength(ADDRESSES);
  expect(new Set(rows.map((row) => row.email_key)).size).toBe(ADDRESSES);
  expect(servers.map((server) => server.stderr())).toEqual(["", ""]);
}, 60_000);

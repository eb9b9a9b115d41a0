/**
 * Vitest global setup: one throwaway PostgreSQL server for the whole run (tests/support/postgres.ts),
 * its URL provided to the tests as `postgresUrl`; each test file makes its own databases in it
 * (tests/unit/support/databases.ts). Stopped and deleted when the run ends.
 */
import type { TestProject } from "vitest/node";
import { startPostgres } from "../../support/postgres.ts";

declare module "vitest" {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const postgres = await startPostgres();
  project.provide("postgresUrl", postgres.url);
  return () => postgres.stop();
}

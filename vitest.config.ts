import { defineConfig } from "vitest/config";

// Unit and component tests. Component tests opt into jsdom with a
// `// @vitest-environment jsdom` comment; everything else runs in Node.
export default defineConfig({
  resolve: {
    alias: {
      // Tests render server components' helpers (copy for client components) as the build does.
      "server-only": "next/dist/compiled/server-only/empty.js",
    },
  },
  esbuild: { jsx: "automatic" },
  test: {
    include: ["tests/unit/**/*.test.{ts,tsx}"],
    environment: "node",
    setupFiles: ["tests/unit/setup.ts"],
    // One PostgreSQL server for the run: the API tests run against it and against SQLite.
    globalSetup: ["tests/unit/support/postgres-global.ts"],
    // Generous: the machine may be shared, and a slow run is not a failure (speed is the
    // bench's); a test that hangs still ends.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Every core, in CI too (Vitest's default leaves one idle). Each API test makes its own
    // databases on the run's PostgreSQL (tests/unit/support/databases.ts), so files running at
    // once never share one.
    maxWorkers: "100%",
    // Child processes, not worker threads: a server started in a test thread would run its
    // SQLite checkpoints in a thread nested in that one, and better-sqlite3 loading in a nested
    // thread can abort the whole run ("FATAL ERROR: Error::New napi_get_last_error_info"). In
    // production the server runs on a process's main thread, and so it does in the tests.
    pool: "forks",
    // For people, and for scripts/test-timings.ts: each file's seconds.
    reporters: ["default", "json"],
    outputFile: { json: "test-reports/vitest.json" },
  },
});

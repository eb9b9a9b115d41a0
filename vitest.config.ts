import path from "node:path";
import { defineConfig } from "vitest/config";

// Unit and component tests. Component tests opt into jsdom with a
// `// @vitest-environment jsdom` comment; everything else runs in Node.
export default defineConfig({
  resolve: {
    alias: {
      "@": path.resolve(import.meta.dirname),
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
    testTimeout: 20_000,
  },
});

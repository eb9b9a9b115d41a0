import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    // One way to import: a relative path naming the file, which Node runs as it is
    // (docs/decisions/0022-production-runtime.md).
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["@/*"], message: "Import by a relative path with the file's extension." },
          ],
        },
      ],
      "import/extensions": ["error", "always", { ignorePackages: true, checkTypeImports: true }],
    },
  },
  globalIgnores([
    ".next/**",
    "out/**",
    "out-api-origin/**",
    "bench/.floor/**",
    "bench/results/**",
    "next-env.d.ts",
    "public/locales/**",
    "test-results/**",
    "test-reports/**",
    "playwright-report/**",
  ]),
]);

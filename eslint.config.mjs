import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([".next/**", "out/**", "out-api-origin/**", "bench/.floor/**", "bench/results/**", "next-env.d.ts", "public/locales/**", "test-results/**", "test-reports/**", "playwright-report/**"]),
]);

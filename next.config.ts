import type { NextConfig } from "next";
import { PHASE_DEVELOPMENT_SERVER } from "next/constants";
import { fallbackLanguage, languages } from "./lib/i18n/languages.ts";

const nextConfig: NextConfig = {
  output: "export",
  // No image optimiser exists in a static export; our images are SVG anyway.
  images: { unoptimized: true },
  poweredByHeader: false,
  reactStrictMode: true,
  // The stylesheet goes in each page's <style>: no render-blocking request before the first
  // paint (docs/decisions/0013-first-paint.md).
  experimental: { inlineCss: true },
  // Bundles the head script at build time; it must run from node_modules, not be bundled.
  serverExternalPackages: ["esbuild"],
  // The build names its output after its sources (builder/sources.ts `buildId`), so that the
  // same sources give the same pages, which the build cache then reuses; Next's own id is random.
  generateBuildId: async () => process.env.EPIDERMA_BUILD_ID ?? null,
  // The build type-checks before next build, with TypeScript 7 (builder/typecheck.ts).
  typescript: { ignoreBuildErrors: true },
};

/**
 * The preview (`npm run dev`) answers at the export's URLs: the build moves the default language
 * from /en to the root, so the development server rewrites every path outside the languages' (and Next's own, the
 * locale files', the API's) to /en. Only without `output: "export"`, which the build alone
 * needs: with it, the development server refuses a rewritten path as missing from
 * generateStaticParams (docs/decisions/0020-dev-preview.md).
 */
export default function config(phase: string): NextConfig {
  if (phase !== PHASE_DEVELOPMENT_SERVER) return nextConfig;
  return {
    ...nextConfig,
    output: undefined,
    async rewrites() {
      return [
        { source: "/", destination: `/${fallbackLanguage}` },
        {
          source: `/:path((?!${languages.map((lng) => `${lng}(?:/|$)|`).join("")}_next/|locales/|api/).*)`,
          destination: `/${fallbackLanguage}/:path`,
        },
      ];
    },
  };
}

import type { NextConfig } from "next";

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
};

export default nextConfig;

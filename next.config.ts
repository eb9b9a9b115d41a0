import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  output: "export",
  // No image optimiser exists in a static export; our images are SVG anyway.
  images: { unoptimized: true },
  poweredByHeader: false,
  reactStrictMode: true,
  // Bundles the head script at build time; it must run from node_modules, not be bundled.
  serverExternalPackages: ["esbuild"],
};

export default nextConfig;

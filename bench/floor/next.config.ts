import type { NextConfig } from "next";

/** Same export settings as the site, nothing else. */
const nextConfig: NextConfig = {
  output: "export",
  images: { unoptimized: true },
  poweredByHeader: false,
  reactStrictMode: true,
};

export default nextConfig;

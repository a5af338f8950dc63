import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // The gateway relays upstream SSE bytes untouched; compression would buffer them.
  compress: false,
};

export default nextConfig;

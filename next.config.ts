import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // The gateway relays upstream SSE bytes untouched; compression would buffer them.
  compress: false,
  // Lets a benchmark or a second checkout build beside the usual output without clobbering it.
  distDir: process.env.NEXT_DIST_DIR || ".next",
};

export default nextConfig;

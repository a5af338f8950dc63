import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // The gateway relays upstream SSE bytes untouched; compression would buffer them.
  compress: false,
  // Lets a benchmark or a second checkout build beside the usual output without clobbering it.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // `npm test` type-checks the whole project (tests included) first; the build need not repeat it.
  typescript: { ignoreBuildErrors: true },
};

export default nextConfig;

import { withSerwist } from "@serwist/turbopack";
import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Pages, RSC payloads and scripts go out compressed. Event streams do not: the gateway marks them
  // `Cache-Control: no-transform`, which Next's compression honours, so they stay unbuffered and
  // byte-for-byte what upstream sent (e2e/specs/compression.spec.ts).
  compress: true,
  // Pages get the full set (proxy.ts, with the CSP); API answers and static files at least this.
  async headers() {
    return [{ source: "/:path*", headers: [{ key: "X-Content-Type-Options", value: "nosniff" }] }];
  },
  // `.next/standalone` holds a server.js with only the files it needs: what the Docker image ships
  // (Dockerfile). `npm start` (next start) still serves the same build.
  output: "standalone",
  // Lets a benchmark or a second checkout build beside the usual output without clobbering it.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // `npm test` type-checks the whole project (tests included) first; the build need not repeat it.
  typescript: { ignoreBuildErrors: true },
};

// Keeps esbuild, which builds the service worker (app/serwist/[path]/route.ts), out of the server bundle.
export default withSerwist(nextConfig);

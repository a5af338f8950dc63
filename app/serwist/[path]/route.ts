import { createSerwistRoute } from "@serwist/turbopack";

// The service worker (lib/pwa/sw.ts), bundled by esbuild while `next build` prerenders this route,
// with the list of this build's files to precache injected: /serwist/sw.js and its source map.
// Serwist's Turbopack integration works through a route because Turbopack takes no build plugins.

// The same directory next.config.ts builds into.
const distDir = `${process.env.NEXT_DIST_DIR || ".next"}/`;

export const { dynamic, dynamicParams, revalidate, generateStaticParams, GET } = createSerwistRoute({
  swSrc: "lib/pwa/sw.ts",
  useNativeEsbuild: true,
  // A classic worker: module workers are newer than some browsers that run the app.
  esbuildOptions: { format: "iife" },
  // Scripts, stylesheets and the KaTeX fonts (woff2: every browser with service workers reads it).
  globPatterns: [`${distDir}static/**/*.{js,css,woff2}`],
});

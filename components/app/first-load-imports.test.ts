import path from "node:path";
import { build, type Metafile } from "esbuild";
import { describe, expect, it } from "vitest";

// The chat page's first load is what its client entries import statically; everything else arrives
// through import(). One stray static import (a helper from a module that also builds zod schemas)
// pulls a whole library into the first load, as the isRecord import of lib/protocol/schemas/common
// once did with zod (31 KiB gzip). esbuild's metafile gives the import graph; the bench
// (e2e/bench/browser-first-load.ts) measures the bytes.

const ROOT = path.resolve(__dirname, "../..");

/** The client modules the root layout and the chat page (/) render. */
const ENTRIES = ["components/app/providers.tsx", "components/app/chat-app.tsx", "app/error.tsx", "app/global-error.tsx"];

/** Libraries the chat page loads on demand (or only in workers and on the server). */
const ON_DEMAND = [
  // The query library comes with the views that read data (lib/chat/hooks/query-client.ts).
  "@tanstack/react-query",
  "@tanstack/query-core",
  "zod",
  "dexie",
  "@zip.js/zip.js",
  "ajv",
  "mathjs",
  "shiki",
  "@shikijs",
  "katex",
  "react-markdown",
  "micromark",
  "remark-gfm",
  "@tanstack/react-virtual",
  "eventsource-parser",
  "partial-json",
  "@noble/ciphers",
  "uplot",
  "serwist",
  "pdfjs-dist",
  "mammoth",
  "@modelcontextprotocol/sdk",
];

/**
 * The app's own modules that load with the reply or the engine, never with the page: each protocol's
 * engine adapter (requests, streams), its accumulators, the view derivation. The protocol adapters the
 * page does load (lib/protocol/adapters.ts: usage for the header) must not pull them in.
 */
const ON_DEMAND_MODULES = [/^lib\/chat\/adapters\//, /^lib\/protocol\/[^/]+\/accumulator/, /^lib\/protocol\/view\/derive-/, /^lib\/chat\/engine\/(engine|stream-turn|summarise)\.ts$/];

/**
 * Parts of Next the chat page's first load does without: next/dynamic (1.4 KiB gzip; React.lazy with
 * components/ui/client-only.tsx instead) and next/link (2.5 KiB; components/ui/router-link.tsx).
 */
const NEXT_ON_DEMAND = ["next/dynamic", "next/link"];

/** Every file the entries reach through static imports, each with the file that first imported it. */
async function staticImports(): Promise<{ reached: Map<string, string | null>; inputs: Metafile["inputs"] }> {
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: ENTRIES,
    bundle: true,
    write: false,
    metafile: true,
    splitting: true,
    format: "esm",
    outdir: "out",
    platform: "browser",
    jsx: "automatic",
    logLevel: "silent",
    external: ["next", "next/*", "react", "react/*", "react-dom", "react-dom/*"],
    loader: { ".css": "empty" },
  });
  const inputs: Metafile["inputs"] = result.metafile.inputs;
  const reached = new Map<string, string | null>();
  const stack: [string, string | null][] = ENTRIES.map((entry) => [entry, null]);
  while (stack.length > 0) {
    const [file, importer] = stack.pop() as [string, string | null];
    if (reached.has(file)) continue;
    reached.set(file, importer);
    for (const link of inputs[file]?.imports ?? []) {
      if (link.kind === "import-statement" && !link.external) stack.push([link.path, file]);
    }
  }
  return { reached, inputs };
}

/** "zod" for node_modules/zod/v4/core/api.js; null for the app's own files. */
function packageOf(file: string): string | null {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file);
  return match ? match[1] : null;
}

/** "zod <- lib/protocol/schemas/common.ts <- … <- components/app/chat-app.tsx": how the app reached it. */
function chain(reached: Map<string, string | null>, file: string): string {
  const steps: string[] = [];
  for (let at = reached.get(file) ?? null; at !== null; at = reached.get(at) ?? null) {
    if (packageOf(at) === null) steps.push(at);
  }
  return [packageOf(file), ...steps].join(" <- ");
}

describe("the chat page's first load", () => {
  it("imports no on-demand library statically", async () => {
    const { reached } = await staticImports();
    const early = new Map<string, string>();
    for (const file of reached.keys()) {
      const name = packageOf(file);
      if (name === null || early.has(name)) continue;
      if (ON_DEMAND.some((lib) => name === lib || name.startsWith(`${lib}/`))) early.set(name, chain(reached, file));
    }
    expect([...early.values()]).toEqual([]);
  });

  it("imports no protocol's stream, request or view code statically", async () => {
    const { reached } = await staticImports();
    const early = [...reached.keys()].filter((file) => ON_DEMAND_MODULES.some((pattern) => pattern.test(file)));
    // chain() names the package first; an app module is named by its own path.
    expect(early.map((file) => `${file}${chain(reached, file)}`)).toEqual([]);
  });

  it("uses neither next/dynamic nor next/link", async () => {
    const { reached, inputs } = await staticImports();
    const early = [...reached.keys()].flatMap((file) =>
      (inputs[file]?.imports ?? [])
        .filter((link) => link.kind === "import-statement" && NEXT_ON_DEMAND.includes(link.path))
        .map((link) => `${link.path} in ${file}`),
    );
    expect(early).toEqual([]);
  });
});

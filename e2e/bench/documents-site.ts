// A one-page site for the documents bench, served from a temporary folder on a free port: the page
// (documents-page.ts) and the app's documents worker (lib/chat/documents/extract.worker.ts), both
// bundled, minified and split by esbuild. The reader creates its worker with
// `new URL("./extract.worker.ts", import.meta.url)`, which esbuild leaves as it is, so that address
// serves the worker's bundle. Until the composer attaches documents, no page of the app creates this
// worker, so the built app (Turbopack) has no chunk of it to measure.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { build } from "esbuild";

export interface DocumentsSite {
  url: string;
  close(): Promise<void>;
}

const HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Documents bench</title></head>
<body>
<label>Document <input id="file" type="file"></label>
<progress id="progress" max="1" value="0" aria-label="Reading"></progress>
<output id="label"></output>
<script type="module" src="/page.js"></script>
</body></html>`;

const TYPES: Record<string, string> = { ".js": "text/javascript", ".html": "text/html" };

export async function startDocumentsSite(): Promise<DocumentsSite> {
  const outdir = mkdtempSync(path.join(tmpdir(), "moonlit-documents-bench-"));
  await build({
    entryPoints: { page: "e2e/bench/documents-page.ts", "extract.worker": "lib/chat/documents/extract.worker.ts" },
    outdir,
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "browser",
    target: "es2022",
    minify: true,
    logLevel: "error",
    define: { "process.env.NODE_ENV": '"production"' },
  });
  const server = createServer((request, response) => {
    const pathname = new URL(request.url ?? "/", "http://localhost").pathname;
    const file = pathname === "/" ? null : pathname === "/extract.worker.ts" ? "extract.worker.js" : path.basename(pathname);
    try {
      const body = file === null ? HTML : readFileSync(path.join(outdir, file));
      response.writeHead(200, { "content-type": TYPES[file === null ? ".html" : path.extname(file)] ?? "application/octet-stream" });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          rmSync(outdir, { recursive: true, force: true });
          resolve();
        });
      }),
  };
}

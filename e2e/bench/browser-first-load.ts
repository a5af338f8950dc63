import { gzipSync } from "node:zlib";
import type { Browser, Response } from "@playwright/test";

// The chat page's first-load JavaScript: the scripts the HTML of a cold load of `/` names (those the
// page cannot start without; the noModule polyfill, which modern browsers skip, left out), each body
// gzipped with zlib's default level, summed. Chunks the app fetches on its own after start-up (the
// database code, the reply renderers at idle) are reported apart, as "later".

export interface ScriptSize {
  url: string;
  bytes: number;
  gzipBytes: number;
  /** The body as it came over the wire, in whatever encoding the server chose (none, gzip, br). */
  wireBytes: number;
}

export interface FirstLoadFigures {
  /** Named by the HTML: the first load. */
  scripts: ScriptSize[];
  /** Fetched after start-up, by network idle. */
  later: ScriptSize[];
  laterGzipBytes: number;
  bytes: number;
  gzipBytes: number;
  /** What the first-load scripts cost on the wire from this server (its compression, or none). */
  wireBytes: number;
  /** The HTML document, gzipped (inline RSC payload and styles live here), for context. */
  documentGzipBytes: number;
}

export async function measureFirstLoad(browser: Browser, baseUrl: string): Promise<FirstLoadFigures> {
  const context = await browser.newContext();
  const pending: Promise<ScriptSize | null>[] = [];
  let documentGzipBytes = 0;
  const named = new Set<string>();
  const read = async (response: Response): Promise<ScriptSize | null> => {
    const type = response.request().resourceType();
    if (type === "document" && response.url().startsWith(baseUrl)) {
      const html = await response.body();
      documentGzipBytes = gzipSync(html).length;
      for (const src of scriptSources(html.toString("utf8"))) named.add(new URL(src, baseUrl).href);
      return null;
    }
    if (type !== "script") return null;
    const body = await response.body();
    const { responseBodySize } = await response.request().sizes();
    return { url: response.url(), bytes: body.length, gzipBytes: gzipSync(body).length, wireBytes: responseBodySize };
  };
  try {
    const page = await context.newPage();
    page.on("response", (response) => pending.push(read(response).catch(() => null)));
    await page.goto(`${baseUrl}/`, { waitUntil: "load" });
    await page.waitForLoadState("networkidle");
    const all = (await Promise.all(pending)).filter((s): s is ScriptSize => s !== null);
    all.sort((a, b) => b.gzipBytes - a.gzipBytes);
    const scripts = all.filter((s) => named.has(s.url));
    const later = all.filter((s) => !named.has(s.url));
    return {
      scripts,
      later,
      laterGzipBytes: later.reduce((sum, s) => sum + s.gzipBytes, 0),
      bytes: scripts.reduce((sum, s) => sum + s.bytes, 0),
      gzipBytes: scripts.reduce((sum, s) => sum + s.gzipBytes, 0),
      wireBytes: scripts.reduce((sum, s) => sum + s.wireBytes, 0),
      documentGzipBytes,
    };
  } finally {
    await context.close();
  }
}

/** `src` of each `<script>` tag in the HTML, except `noModule` ones. */
export function scriptSources(html: string): string[] {
  const sources: string[] = [];
  for (const tag of html.matchAll(/<script\b[^>]*>/gi)) {
    if (/\snomodule\b/i.test(tag[0])) continue;
    const src = /\ssrc="([^"]+)"/i.exec(tag[0]);
    if (src) sources.push(src[1].replace(/&amp;/g, "&"));
  }
  return sources;
}

import { gzipSync } from "node:zlib";
import type { Browser, Response } from "@playwright/test";

// The chat page's first-load JavaScript: every script response of a cold load of `/` up to `load`
// and network idle, each body gzipped with zlib's default level, summed.

export interface ScriptSize {
  url: string;
  bytes: number;
  gzipBytes: number;
}

export interface FirstLoadFigures {
  scripts: ScriptSize[];
  bytes: number;
  gzipBytes: number;
  /** The HTML document, gzipped (inline RSC payload and styles live here), for context. */
  documentGzipBytes: number;
}

export async function measureFirstLoad(browser: Browser, baseUrl: string): Promise<FirstLoadFigures> {
  const context = await browser.newContext();
  const pending: Promise<ScriptSize | null>[] = [];
  let documentGzipBytes = 0;
  const read = async (response: Response): Promise<ScriptSize | null> => {
    const type = response.request().resourceType();
    if (type === "document" && response.url().startsWith(baseUrl)) {
      documentGzipBytes = gzipSync(await response.body()).length;
      return null;
    }
    if (type !== "script") return null;
    const body = await response.body();
    return { url: response.url(), bytes: body.length, gzipBytes: gzipSync(body).length };
  };
  try {
    const page = await context.newPage();
    page.on("response", (response) => pending.push(read(response).catch(() => null)));
    await page.goto(`${baseUrl}/`, { waitUntil: "load" });
    await page.waitForLoadState("networkidle");
    const scripts = (await Promise.all(pending)).filter((s): s is ScriptSize => s !== null);
    scripts.sort((a, b) => b.gzipBytes - a.gzipBytes);
    return {
      scripts,
      bytes: scripts.reduce((sum, s) => sum + s.bytes, 0),
      gzipBytes: scripts.reduce((sum, s) => sum + s.gzipBytes, 0),
      documentGzipBytes,
    };
  } finally {
    await context.close();
  }
}

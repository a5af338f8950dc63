// The app shell: the HTML of "/", kept per build so the chat opens without a network. A shell may
// be kept only if every script and stylesheet it names is in this build's precache; otherwise,
// offline, it would name code the worker does not have (a newer deployment's, say).

/** Same-origin `/_next/static/…` scripts and stylesheets an HTML page loads. */
export function shellAssets(html: string): string[] {
  const found = new Set<string>();
  for (const tag of html.matchAll(/<(?:script|link)\b[^>]*>/gi)) {
    const attribute = /\s(?:src|href)="([^"]+)"/i.exec(tag[0]);
    if (!attribute) continue;
    const isScript = /^<script/i.test(tag[0]);
    const isStylesheet = /\srel="stylesheet"/i.test(tag[0]);
    if (!isScript && !isStylesheet) continue;
    const url = attribute[1].replace(/&amp;/g, "&");
    if (url.startsWith("/_next/static/")) found.add(url.split(/[?#]/)[0]);
  }
  return [...found];
}

/** Whether a page needs nothing beyond `precached` (absolute paths like `/_next/static/chunks/a.js`). */
export function fitsPrecache(html: string, precached: ReadonlySet<string>): boolean {
  const assets = shellAssets(html);
  return assets.length > 0 && assets.every((asset) => precached.has(asset));
}

/** A short, stable name for a build, from its precache list (FNV-1a over the URLs and revisions). */
export function buildVersion(entries: ReadonlyArray<string | { url: string; revision?: string | null }>): string {
  let hash = 0x811c9dc5;
  const text = entries.map((entry) => (typeof entry === "string" ? entry : `${entry.url}@${entry.revision ?? ""}`)).join("\n");
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

export const SHELL_CACHE_PREFIX = "moonlit-shell-";

export function shellCacheName(version: string): string {
  return `${SHELL_CACHE_PREFIX}${version}`;
}

/** Whether a response may become the shell: the page itself, not an error or a redirect (to /unlock, say). */
export function isShellResponse(response: Pick<Response, "ok" | "redirected" | "headers">): boolean {
  return response.ok && !response.redirected && (response.headers.get("content-type") ?? "").includes("text/html");
}

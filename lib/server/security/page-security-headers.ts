import "server-only";

// The headers every page goes out with. The Content-Security-Policy allows only what the app uses:
// its own scripts (Next's inline bootstrap carries this response's nonce, and scripts those load are
// trusted through 'strict-dynamic'), inline scripts known by hash (the sandbox of Run JavaScript,
// whose srcdoc document inherits this policy), workers from the app or from blobs, requests to this
// server only, and no framing by anyone. No 'unsafe-eval': ajv, which compiles each JSON Schema into
// a function, runs in a worker (lib/chat/structured/schema-checker.ts) whose script comes from
// /_next/static, which this policy does not cover. Images and videos may come from other sites over
// https, except on a shared page before its reader allows them (lib/protocol/share/remote-image-consent.ts):
// there the policy refuses them too, so an image some renderer draws without asking still loads nothing.

export interface PageSecurityOptions {
  /** Fresh per response, base64. */
  nonce: string;
  /** Served over https (directly or through a trusted proxy): HSTS is sent. */
  https: boolean;
  /** 'sha256-…' sources of inline scripts that cannot carry the nonce. */
  scriptHashes: readonly string[];
  /** Images and videos from other sites (https) may load: false on a shared page its reader has not allowed them on. */
  remoteImages: boolean;
}

export function contentSecurityPolicy({ nonce, scriptHashes, remoteImages }: PageSecurityOptions): string {
  const scripts = ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'", ...scriptHashes.map((hash) => `'${hash}'`)];
  const media = remoteImages ? "'self' data: blob: https:" : "'self' data: blob:";
  return [
    "default-src 'self'",
    `script-src ${scripts.join(" ")}`,
    // Inline style attributes: the virtual lists' positions, KaTeX's layout.
    "style-src 'self' 'unsafe-inline'",
    // Images and videos may be sent by address, and are shown from blobs and data URLs.
    `img-src ${media}`,
    `media-src ${media}`,
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "frame-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

export function pageSecurityHeaders(options: PageSecurityOptions): Record<string, string> {
  const headers: Record<string, string> = {
    "content-security-policy": contentSecurityPolicy(options),
    "x-content-type-options": "nosniff",
    // Shared links carry their id in the path: no page tells another site where it was.
    "referrer-policy": "no-referrer",
    "cross-origin-opener-policy": "same-origin",
    "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=()",
    // Over plain http, Chromium looks up the host of every link in the page ahead of a click: a
    // shared conversation's links would tell their domains' name servers that someone is reading it.
    "x-dns-prefetch-control": "off",
  };
  if (options.https) headers["strict-transport-security"] = "max-age=63072000; includeSubDomains";
  return headers;
}

// Which requests the service worker answers, and how. Everything it does not name goes to the
// network untouched (no respondWith at all): the gateway's event streams, share fetches, the
// worker's own script, other origins, every non-GET.

export type RequestKind =
  /** A page load of the chat app: the network, or the cached shell when the network fails. */
  | "shell"
  /** An icon or the manifest: served from cache, refreshed in the background. */
  | "app-asset"
  /** Left alone. */
  | "pass";

export interface RequestFacts {
  url: URL;
  method: string;
  mode: RequestMode;
}

/** Never touched, even when one of the rules below would otherwise match. */
const BYPASS = [/^\/api(\/|$)/, /^\/s(\/|$)/, /^\/serwist(\/|$)/];

/** The pages that render the chat app from IndexedDB: the new chat and one conversation. */
export function isShellPath(pathname: string): boolean {
  return pathname === "/" || /^\/c\/[^/]+\/?$/.test(pathname);
}

const APP_ASSET = /^\/(?:icon\.svg|apple-icon(?:\.png)?|manifest\.webmanifest|icons\/[\w.-]+\.png)$/;

export function classifyRequest({ url, method, mode }: RequestFacts, origin: string): RequestKind {
  if (method !== "GET" || url.origin !== origin) return "pass";
  if (BYPASS.some((pattern) => pattern.test(url.pathname))) return "pass";
  if (mode === "navigate") return isShellPath(url.pathname) ? "shell" : "pass";
  return APP_ASSET.test(url.pathname) ? "app-asset" : "pass";
}

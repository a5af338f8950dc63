// A plain object (not null, not an array). Its own module, free of zod, so the page's first-load code
// (the reply view's readers) can use it without pulling in the request schemas.

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

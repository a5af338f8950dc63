import { holdsEventBytes } from "./sse-comments";

// The one client both paths use: a fetch that reads the body to the end, timing the headers, the
// first byte of a real event (comments the gateway adds do not count) and the last byte.

export interface StreamReading {
  status: number;
  contentType: string;
  headers: Headers;
  bytes: Buffer;
  chunks: number;
  headersMs: number;
  firstEventMs: number;
  totalMs: number;
}

export async function readStream(url: string, body: unknown, headers: Record<string, string>): Promise<StreamReading> {
  const started = performance.now();
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  const headersMs = performance.now() - started;
  const parts: Uint8Array[] = [];
  let firstEventMs = Number.NaN;
  let prefix = "";
  if (response.body) {
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parts.push(value);
      if (Number.isNaN(firstEventMs)) {
        // Only the short prefix before the first event is decoded; later chunks are just kept.
        prefix += Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString("latin1");
        if (holdsEventBytes(prefix)) firstEventMs = performance.now() - started;
      }
    }
  }
  const totalMs = performance.now() - started;
  return {
    status: response.status,
    contentType: response.headers.get("content-type") ?? "",
    headers: response.headers,
    bytes: Buffer.concat(parts),
    chunks: parts.length,
    headersMs,
    firstEventMs,
    totalMs,
  };
}

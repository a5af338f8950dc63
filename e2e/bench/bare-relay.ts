import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";

// The floor the gateway is measured against: the least a Node relay can do. It forwards the request
// body with undici's fetch (Node's global fetch) and pipes the upstream body into the node:http
// response, with no checks, no comments, no redaction. It answers the gateway's paths
// (/api/anthropic/…, /api/openai/…) so one client drives both.

const PREFIXES = ["/api/anthropic", "/api/openai"];

function upstreamPath(url: string): string {
  const prefix = PREFIXES.find((p) => url.startsWith(p + "/"));
  return prefix ? url.slice(prefix.length) : url;
}

async function relay(upstream: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const parts: Buffer[] = [];
  for await (const part of req) parts.push(part as Buffer);
  const abort = new AbortController();
  res.once("close", () => abort.abort());
  const answer = await fetch(upstream + upstreamPath(req.url ?? "/"), {
    method: "POST",
    headers: { "content-type": req.headers["content-type"] ?? "application/json" },
    body: Buffer.concat(parts),
    signal: abort.signal,
  });
  res.writeHead(answer.status, { "content-type": answer.headers.get("content-type") ?? "application/octet-stream" });
  if (!answer.body) return void res.end();
  Readable.fromWeb(answer.body as NodeReadableStream<Uint8Array>)
    .on("error", () => res.destroy())
    .pipe(res);
}

export function bareRelayServer(upstream: string): Server {
  return createServer((req, res) => {
    if (req.method === "GET" && req.url === "/health") return void res.end("ok");
    relay(upstream, req, res).catch(() => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
  });
}

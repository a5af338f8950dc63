import "server-only";
import http from "node:http";
import type { AddressInfo } from "node:net";

// A real HTTP upstream for the gateway's tests: each request takes the next queued reply and is
// recorded with its raw body bytes and a promise that settles when its socket closes.

export type FakeReply =
  | {
      kind: "sse";
      body: Uint8Array | string;
      /** Bytes per write; the whole body in one write if absent. */
      chunkSize?: number;
      dripMs?: number;
      headersDelayMs?: number;
      /** Wait between the headers and the first body byte. */
      bodyDelayMs?: number;
      /** Leave the response open after the body (a stream that goes silent). */
      keepOpen?: boolean;
    }
  | { kind: "json"; status: number; body: string; headers?: Record<string, string>; headersDelayMs?: number }
  | { kind: "hang" }
  | { kind: "reset" };

export interface RecordedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  /** Settles when the connection of this request closes (for example when the gateway aborts it). */
  closed: Promise<void>;
}

export interface FakeUpstream {
  url: string;
  requests: RecordedRequest[];
  enqueue(reply: FakeReply): void;
  /** Forgets recorded requests and unused replies. */
  reset(): void;
  close(): Promise<void>;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function writeSse(res: http.ServerResponse, reply: Extract<FakeReply, { kind: "sse" }>) {
  if (reply.headersDelayMs) await wait(reply.headersDelayMs);
  res.writeHead(200, { "content-type": "text/event-stream; charset=utf-8", "cache-control": "no-cache" });
  res.flushHeaders();
  if (reply.bodyDelayMs) await wait(reply.bodyDelayMs);
  const bytes = typeof reply.body === "string" ? Buffer.from(reply.body) : Buffer.from(reply.body);
  const size = reply.chunkSize ?? Math.max(1, bytes.byteLength);
  for (let offset = 0; offset < bytes.byteLength && !res.destroyed; offset += size) {
    res.write(bytes.subarray(offset, offset + size));
    if (reply.dripMs) await wait(reply.dripMs);
  }
  if (!reply.keepOpen) res.end();
}

async function answer(req: http.IncomingMessage, res: http.ServerResponse, reply: FakeReply | undefined) {
  if (!reply) {
    res.writeHead(500, { "content-type": "application/json" }).end('{"error":"no reply queued"}');
    return;
  }
  switch (reply.kind) {
    case "sse":
      return writeSse(res, reply);
    case "json":
      if (reply.headersDelayMs) await wait(reply.headersDelayMs);
      res.writeHead(reply.status, { "content-type": "application/json", ...reply.headers }).end(reply.body);
      return;
    case "hang":
      return;
    case "reset":
      req.socket.destroy();
      return;
  }
}

export async function startFakeUpstream(): Promise<FakeUpstream> {
  const queue: FakeReply[] = [];
  const requests: RecordedRequest[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    const closed = new Promise<void>((resolve) => res.on("close", () => resolve()));
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      requests.push({ method: req.method ?? "", path: req.url ?? "", headers: req.headers, body: Buffer.concat(chunks), closed });
      void answer(req, res, queue.shift());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    enqueue: (reply) => queue.push(reply),
    reset: () => {
      requests.splice(0);
      queue.splice(0);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** An address nothing listens on: connecting to it fails at once. */
export async function unusedUrl(): Promise<string> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

import { createServer, type Server, type Socket } from "node:net";
import { longStreamFrames } from "../test-upstream/long-stream";

// The load part's upstream: many long replies at once, each paced at a set number of tokens per
// second (one content event per token), on plain sockets so it stays cheap next to what it feeds.
// Every event goes out as its own HTTP chunk, as a real upstream sends it; one timer serves every
// stream, and on each tick a stream's due events leave in one socket write. The bytes of a reply
// are those of the test upstream's "long" reply, so the client knows exactly what to expect.
//   POST /v1/messages?tokens=2000&rate=200 (or /v1/chat/completions) answers a paced stream;
//   GET /health answers "ok". Connections are kept alive between requests.

type Protocol = "anthropic" | "openai";

const PATHS: Record<string, Protocol> = { "/v1/messages": "anthropic", "/v1/chat/completions": "openai" };

const HEAD =
  "HTTP/1.1 200 OK\r\ncontent-type: text/event-stream; charset=utf-8\r\ncache-control: no-cache\r\n" +
  "transfer-encoding: chunked\r\nconnection: keep-alive\r\n\r\n";
const LAST_CHUNK = Buffer.from("0\r\n\r\n");
const HEAD_END = Buffer.from("\r\n\r\n");

/** One SSE event framed as one HTTP chunk. */
const frame = (event: Buffer) => Buffer.concat([Buffer.from(`${event.length.toString(16)}\r\n`), event, Buffer.from("\r\n")]);

/** The framed deltas, cycled, laid out twice over so any run of up to one cycle is one subarray. */
interface DeltaRing {
  bytes: Buffer;
  /** offsets[i] = where delta i (0 ≤ i ≤ 2 × cycle) starts in `bytes`. */
  offsets: number[];
  cycle: number;
}

function deltaRing(protocol: Protocol): DeltaRing {
  const deltas = longStreamFrames(protocol).deltas.map(frame);
  const twice = [...deltas, ...deltas];
  const offsets = [0];
  for (const delta of twice) offsets.push(offsets[offsets.length - 1] + delta.length);
  return { bytes: Buffer.concat(twice), offsets, cycle: deltas.length };
}

const RINGS: Record<Protocol, DeltaRing> = { anthropic: deltaRing("anthropic"), openai: deltaRing("openai") };

interface PacedStream {
  socket: Socket;
  protocol: Protocol;
  tokens: number;
  /** Tokens per millisecond. */
  rate: number;
  startedAt: number;
  sent: number;
  done: () => void;
}

export interface PacedUpstreamOptions {
  /** How often due events are written (ms): each stream's events within a tick share a write. */
  tickMs: number;
}

function writeDeltas(stream: PacedStream, until: number): void {
  const ring = RINGS[stream.protocol];
  stream.socket.cork();
  while (stream.sent < until) {
    const from = stream.sent % ring.cycle;
    const count = Math.min(until - stream.sent, ring.cycle);
    stream.socket.write(ring.bytes.subarray(ring.offsets[from], ring.offsets[from + count]));
    stream.sent += count;
  }
  stream.socket.uncork();
}

function finish(stream: PacedStream): void {
  const tail = longStreamFrames(stream.protocol).tail(stream.tokens).map(frame);
  stream.socket.write(Buffer.concat([...tail, LAST_CHUNK]));
  stream.done();
}

/** Parses one request from the start of `buffer`: its line and how many bytes it spans, or null if incomplete. */
function parseRequest(buffer: Buffer): { line: string; length: number } | null {
  const headEnd = buffer.indexOf(HEAD_END);
  if (headEnd < 0) return null;
  const head = buffer.subarray(0, headEnd).toString("latin1");
  const lines = head.split("\r\n");
  const lengthLine = lines.find((line) => line.toLowerCase().startsWith("content-length:"));
  const bodyLength = lengthLine ? Number(lengthLine.slice(lengthLine.indexOf(":") + 1).trim()) : 0;
  const length = headEnd + HEAD_END.length + bodyLength;
  return buffer.length < length ? null : { line: lines[0], length };
}

export function pacedUpstreamServer(options: PacedUpstreamOptions): Server {
  const active = new Set<PacedStream>();
  let ticker: ReturnType<typeof setInterval> | undefined;

  const tick = () => {
    const now = performance.now();
    for (const stream of active) {
      const due = Math.min(stream.tokens, Math.floor((now - stream.startedAt) * stream.rate));
      if (due > stream.sent) writeDeltas(stream, due);
      if (stream.sent >= stream.tokens) {
        active.delete(stream);
        finish(stream);
      }
    }
    if (active.size === 0) {
      clearInterval(ticker);
      ticker = undefined;
    }
  };

  /** Answers one request; calls `next` once the socket may take the next request. */
  const serve = (socket: Socket, line: string, next: () => void): PacedStream | null => {
    const [method, target] = line.split(" ");
    const url = new URL(target, "http://upstream");
    if (method === "GET" && url.pathname === "/health") {
      socket.write("HTTP/1.1 200 OK\r\ncontent-length: 2\r\nconnection: keep-alive\r\n\r\nok");
      next();
      return null;
    }
    const protocol = PATHS[url.pathname];
    const tokens = Number(url.searchParams.get("tokens") ?? 2000);
    const rate = Number(url.searchParams.get("rate") ?? 200);
    if (method !== "POST" || !protocol || !(tokens > 0) || !(rate > 0)) {
      socket.end("HTTP/1.1 404 Not Found\r\ncontent-length: 0\r\nconnection: close\r\n\r\n");
      return null;
    }
    const { head } = longStreamFrames(protocol);
    socket.write(Buffer.concat([Buffer.from(HEAD, "latin1"), ...head.map(frame)]));
    const stream: PacedStream = { socket, protocol, tokens, rate: rate / 1000, startedAt: performance.now(), sent: 0, done: next };
    active.add(stream);
    ticker ??= setInterval(tick, options.tickMs);
    return stream;
  };

  return createServer({ noDelay: true }, (socket) => {
    let pending: Buffer = Buffer.alloc(0);
    let busy = false;
    let current: PacedStream | null = null;
    const advance = () => {
      busy = false;
      current = null;
      const request = parseRequest(pending);
      if (!request) return;
      pending = pending.subarray(request.length);
      busy = true;
      current = serve(socket, request.line, advance);
    };
    socket.on("data", (chunk: Buffer) => {
      pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
      if (!busy) advance();
    });
    socket.on("error", () => socket.destroy());
    socket.on("close", () => {
      if (current) active.delete(current);
    });
  });
}

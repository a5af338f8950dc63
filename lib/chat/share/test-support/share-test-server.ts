// A real HTTP server speaking the share API of the contract (app/api/share), in memory, for the
// engine's tests: the client code runs its real fetch against it. Its clock is the real one even
// while a test fakes Date, so a test can move the browser's clock alone.

import http from "node:http";
import type { AddressInfo } from "node:net";
import { createHash, randomBytes } from "node:crypto";
import { SHARE_EXPIRIES, SHARE_EXPIRY_CHOICES } from "@/lib/protocol/share/share-api";

const realNow = Date.now.bind(Date);

export interface TestShareRecord {
  ciphertext: string;
  createdAt: number;
  expiresAt: number | null;
  deleteTokenHash: string;
  state: "live" | "revoked";
}

export interface ShareTestServer {
  origin: string;
  /** What the server keeps, by id: what a test reads to check it holds nothing readable. */
  records: Map<string, TestShareRecord>;
  /** Every request's method and path, in order. */
  requests: string[];
  /** The next request gets this error answer instead. */
  failNext(status: number, kind: string, headers?: Record<string, string>): void;
  close(): Promise<void>;
}

export interface ShareTestServerOptions {
  maxBytes?: number;
  available?: boolean;
}

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

function send(res: http.ServerResponse, status: number, body?: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { "cache-control": "no-store", ...(body === undefined ? {} : { "content-type": "application/json" }), ...headers });
  res.end(body === undefined ? undefined : JSON.stringify(body));
}

function fail(res: http.ServerResponse, status: number, kind: string, headers?: Record<string, string>): void {
  send(res, status, { error: { kind, message: `test server: ${kind}` } }, headers);
}

/** The body, or null when it passes `maxBytes` (the rest is read and dropped, so the answer arrives). */
async function readBody(req: http.IncomingMessage, maxBytes: number): Promise<string | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size <= maxBytes) chunks.push(chunk);
  }
  return size > maxBytes ? null : Buffer.concat(chunks).toString("utf8");
}

export async function startShareTestServer(options: ShareTestServerOptions = {}): Promise<ShareTestServer> {
  const maxBytes = options.maxBytes ?? 10 * 1024 * 1024;
  const records = new Map<string, TestShareRecord>();
  const requests: string[] = [];
  let forced: { status: number; kind: string; headers?: Record<string, string> } | null = null;

  async function create(req: http.IncomingMessage, res: http.ServerResponse) {
    if (!(req.headers["content-type"] ?? "").startsWith("application/json")) return fail(res, 415, "unsupported_media_type");
    const text = await readBody(req, maxBytes);
    if (text === null) return fail(res, 413, "too_large");
    let body: { ciphertext?: unknown; expires?: unknown };
    try {
      body = JSON.parse(text) as typeof body;
    } catch {
      return fail(res, 400, "bad_request");
    }
    const expiry = SHARE_EXPIRY_CHOICES.find((choice) => choice === body.expires);
    const lifetime = expiry === undefined ? undefined : SHARE_EXPIRIES[expiry];
    if (typeof body.ciphertext !== "string" || !/^[A-Za-z0-9_-]+$/.test(body.ciphertext) || lifetime === undefined) return fail(res, 400, "bad_request");
    const id = randomBytes(16).toString("base64url");
    const deleteToken = randomBytes(32).toString("base64url");
    const createdAt = realNow();
    const expiresAt = lifetime === null ? null : createdAt + lifetime;
    records.set(id, { ciphertext: body.ciphertext, createdAt, expiresAt, deleteTokenHash: sha256(deleteToken), state: "live" });
    send(res, 201, { id, deleteToken, expiresAt });
  }

  /** Why `record` cannot be read or revoked, if it cannot. */
  function refusal(record: TestShareRecord | undefined): [number, string] | null {
    if (!record) return [404, "not_found"];
    if (record.state === "revoked") return [410, "revoked"];
    if (record.expiresAt !== null && record.expiresAt <= realNow()) return [410, "expired"];
    return null;
  }

  const server = http.createServer((req, res) => {
    const method = req.method ?? "GET";
    const path = new URL(req.url ?? "/", "http://test").pathname;
    requests.push(`${method} ${path}`);
    if (forced) {
      const { status, kind, headers } = forced;
      forced = null;
      req.resume();
      return fail(res, status, kind, headers);
    }
    if (path === "/api/share") {
      if (method === "GET") return send(res, 200, options.available === false ? { available: false, problem: "needs-redis", maxBytes } : { available: true, maxBytes });
      if (method === "POST") return void create(req, res);
      return fail(res, 405, "bad_request");
    }
    const match = /^\/api\/share\/([^/]+)$/.exec(path);
    if (!match) return fail(res, 404, "not_found");
    const id = decodeURIComponent(match[1]);
    const record = records.get(id);
    const refused = refusal(record);
    if (refused || !record) return fail(res, ...(refused ?? [404, "not_found"]));
    if (method === "GET") return send(res, 200, { ciphertext: record.ciphertext, createdAt: record.createdAt, expiresAt: record.expiresAt });
    if (method === "DELETE") {
      const token = req.headers["x-delete-token"];
      if (typeof token !== "string" || sha256(token) !== record.deleteTokenHash) return fail(res, 403, "forbidden");
      record.state = "revoked";
      return send(res, 204);
    }
    return fail(res, 405, "bad_request");
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    records,
    requests,
    failNext(status, kind, headers) {
      forced = { status, kind, headers };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

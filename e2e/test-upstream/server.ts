import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

import { isRecord } from "@/lib/protocol/is-record";
import { createPromptCache } from "./prompt-cache";
import { checkReply, resolveReply } from "./replies";
import { isTitleRequest, titleAnswer } from "./titles";
import type { RecordedRequest, Script, TestUpstream } from "./types";
import { writeReply } from "./writer";

// A fake EvoLink for tests: POST /v1/messages and /v1/chat/completions answered from a script queue
// (or the simulator), every request recorded, and /__control/* so another process can drive it. The
// app's title requests are answered apart (titles.ts).

const UPSTREAM_PATHS = new Set(["/v1/messages", "/v1/chat/completions"]);

interface Queued {
  script: Script;
  left: number;
}

export async function startTestUpstream(opts: { port?: number; host?: string } = {}): Promise<TestUpstream> {
  const host = opts.host ?? "127.0.0.1";
  const queue: Queued[] = [];
  const requests: RecordedRequest[] = [];
  const titleRequests: RecordedRequest[] = [];
  let title: string | null = null;

  const enqueue = (...scripts: Script[]) => {
    for (const script of scripts) checkReply(script.reply);
    for (const script of scripts) queue.push({ script, left: script.times ?? 1 });
  };
  const cache = createPromptCache();
  const reset = () => {
    queue.length = 0;
    requests.length = 0;
    titleRequests.length = 0;
    title = null;
    cache.clear();
  };
  const take = (path: string): Script => {
    const at = queue.findIndex((q) => !q.script.path || q.script.path === path);
    if (at < 0) return { reply: { kind: "simulate" } };
    const queued = queue[at];
    if (--queued.left <= 0) queue.splice(at, 1);
    return queued.script;
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) sendJson(res, 500, { error: { message: `test upstream: ${String(error)}` } });
      else res.destroy();
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = (req.url ?? "/").split("?")[0];
    const body = await readBody(req);
    if (path.startsWith("/__control/")) return control(req.method ?? "GET", path, body, res);

    const json = parseJson(body);
    const record: RecordedRequest = { method: req.method ?? "GET", path, headers: flatHeaders(req), body, json, at: Date.now() };
    if (req.method === "POST" && isTitleRequest(path, json)) {
      titleRequests.push(record);
      return sendJson(res, 200, titleAnswer(title));
    }
    requests.push(record);
    // Whether the client (the gateway) stayed to the end: a stopped reply must abort upstream.
    res.once("close", () => (record.ended = res.writableFinished ? "complete" : "aborted"));
    if (req.method !== "POST" || !UPSTREAM_PATHS.has(path)) {
      return sendJson(res, 404, { error: { message: `test upstream: no route for ${req.method} ${path}`, type: "not_found" } });
    }
    const script = take(path);
    const resolved = resolveReply(script.reply, path, json, cache);
    if (resolved.kind === "hang") return;
    if (resolved.kind === "reset") {
      req.socket.destroy();
      return;
    }
    const spread = script.reply.kind !== "long";
    await writeReply(res, resolved.status, resolved.headers, resolved.events, script, { spread });
  }

  function control(method: string, path: string, body: string, res: ServerResponse): void {
    if (method === "POST" && path === "/__control/enqueue") {
      try {
        const parsed = JSON.parse(body) as Script | Script[];
        const scripts = Array.isArray(parsed) ? parsed : [parsed];
        enqueue(...scripts);
        return sendJson(res, 200, { queued: scripts.length });
      } catch (error) {
        return sendJson(res, 400, { error: { message: String(error) } });
      }
    }
    if (method === "GET" && path === "/__control/requests") return sendJson(res, 200, requests);
    if (method === "GET" && path === "/__control/title-requests") return sendJson(res, 200, titleRequests);
    if (method === "POST" && path === "/__control/title") {
      const asked = parseJson(body);
      title = isRecord(asked) && typeof asked.title === "string" ? asked.title : null;
      return sendJson(res, 200, { title });
    }
    if (method === "POST" && path === "/__control/reset") {
      reset();
      return sendJson(res, 200, { ok: true });
    }
    if (method === "GET" && path === "/__control/health") return sendJson(res, 200, { ok: true });
    sendJson(res, 404, { error: { message: `test upstream: no control route ${method} ${path}` } });
  }

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(opts.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const urlHost = host.includes(":") ? `[${host}]` : host;

  return {
    url: `http://${urlHost}:${port}`,
    requests,
    enqueue,
    reset,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function flatHeaders(req: IncomingMessage): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) out[name] = Array.isArray(value) ? value.join(", ") : value;
  }
  return out;
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { "content-type": "application/json", "content-length": Buffer.byteLength(text) });
  res.end(text);
}

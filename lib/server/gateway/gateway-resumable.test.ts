import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createResumableReplies } from "@/lib/server/replies/resumable-replies";
import { createRepliesHandler } from "@/lib/server/replies/replies-handler";
import { CONNECTED, minimalBody, post, readAll, testEnv, testHandler, withTimeout } from "./test-support/harness";
import { startFakeUpstream, type FakeUpstream } from "./test-support/fake-upstream";

// Resumable replies: a browser that asks for one (x-moonlit-resume-id) may leave and come back;
// upstream is read to its end meanwhile, and the reply is resumed from the byte the page has.
// Without the header nothing changes: a client that leaves still aborts upstream.

let up: FakeUpstream;
beforeAll(async () => void (up = await startFakeUpstream()));
afterAll(() => up.close());
beforeEach(() => up.reset());

const vars = () => ({ EVOLINK_BASE_URL: up.url, EVOLINK_FALLBACK_BASE_URL: "" });
const streamBody = JSON.stringify(minimalBody("anthropic", { stream: true }));
const EVENTS = Array.from({ length: 40 }, (_, i) => `event: content_block_delta\ndata: {"n":${i}}\n\n`).join("");
const ID = "resumable-reply-id-0001";
const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);


function setup() {
  const replies = createResumableReplies({ maxReplyBytes: 1 << 20, maxTotalBytes: 1 << 22, maxReplies: 100, ttlMs: 60_000 });
  // What the host is asked to keep working on after a response ends (Next's `after` in a route).
  const outlived: Promise<unknown>[] = [];
  const gateway = testHandler("anthropic", vars(), { replies, outlive: (work) => void outlived.push(work) });
  const picker = createRepliesHandler({ env: () => testEnv(vars()), replies });
  const pick = (id: string, offset: number) => picker.GET(new Request(`http://127.0.0.1/api/replies/${id}?offset=${offset}`), id);
  return { replies, gateway, picker, pick, outlived };
}

describe("resumable replies", () => {
  it("keep reading upstream after the client leaves, and hand the rest over from the page's offset", async () => {
    const { replies, gateway, pick, outlived } = setup();
    up.enqueue({ kind: "sse", body: EVENTS, chunkSize: 60, dripMs: 5 });
    const leaving = new AbortController();
    const response = await gateway(post("anthropic", streamBody, { signal: leaving.signal, headers: { "x-moonlit-resume-id": ID } }));
    expect(response.headers.get("x-moonlit-resume-id")).toBe(ID);
    const reader = response.body!.getReader();
    let received = "";
    while (received.length < 200) received += decode((await reader.read()).value!);
    leaving.abort();
    await reader.cancel();

    // Upstream is read to its end all the same: its connection closes only once the body is done.
    await withTimeout(up.requests[0].closed);
    // The reading was handed to the host to outlive the response (on Vercel, waitUntil), and ends with the reply.
    expect(outlived).toHaveLength(1);
    await withTimeout(outlived[0]);
    expect(replies.state(ID)).toBe("complete");

    const rest = await pick(ID, Buffer.byteLength(received));
    expect(rest.status).toBe(200);
    expect(received + decode(await readAll(rest))).toBe(CONNECTED + EVENTS);
    expect(up.requests).toHaveLength(1);
  });

  it("stop on purpose aborts upstream; a request without the header still aborts it by leaving", async () => {
    const { gateway, picker } = setup();
    up.enqueue({ kind: "sse", body: 'event: ping\ndata: {"type":"ping"}\n\n', keepOpen: true });
    const response = await gateway(post("anthropic", streamBody, { headers: { "x-moonlit-resume-id": ID } }));
    await response.body!.getReader().read();
    const stopped = await picker.DELETE(new Request(`http://127.0.0.1/api/replies/${ID}`, { method: "DELETE" }), ID);
    expect(stopped.status).toBe(204);
    await withTimeout(up.requests[0].closed);

    up.enqueue({ kind: "sse", body: 'event: ping\ndata: {"type":"ping"}\n\n', keepOpen: true });
    const plain = await gateway(post("anthropic", streamBody));
    expect(plain.headers.get("x-moonlit-resume-id")).toBeNull();
    const reader = plain.body!.getReader();
    await reader.read();
    await reader.cancel();
    await withTimeout(up.requests[1].closed);
  });

  it("say why a reply cannot be resumed: unknown, or an offset past it", async () => {
    const { gateway, pick } = setup();
    expect((await pick("never-made-reply-id-0000", 0)).status).toBe(404);
    up.enqueue({ kind: "sse", body: EVENTS });
    await readAll(await gateway(post("anthropic", streamBody, { headers: { "x-moonlit-resume-id": ID } })));
    const past = await pick(ID, 10_000_000);
    expect(past.status).toBe(400);
    expect((await past.json()).error.type).toBe("reply_offset_invalid");
  });
});

describe("resumable replies past the number kept at once", () => {
  it("are answered all the same, only not kept: no id, and a client that leaves aborts upstream", async () => {
    const replies = createResumableReplies({ maxReplyBytes: 1 << 20, maxTotalBytes: 1 << 22, maxReplies: 1, ttlMs: 60_000 });
    const gateway = testHandler("anthropic", vars(), { replies, outlive: () => undefined });
    up.enqueue({ kind: "sse", body: EVENTS });
    await readAll(await gateway(post("anthropic", streamBody, { headers: { "x-moonlit-resume-id": ID } })));
    expect(replies.state(ID)).toBe("complete");

    up.enqueue({ kind: "sse", body: 'event: ping\ndata: {"type":"ping"}\n\n', keepOpen: true });
    const leaving = new AbortController();
    const other = "resumable-reply-id-0002";
    const response = await gateway(post("anthropic", streamBody, { signal: leaving.signal, headers: { "x-moonlit-resume-id": other } }));
    expect(response.status).toBe(200);
    expect(response.headers.get("x-moonlit-resume-id")).toBeNull();
    expect(replies.state(other)).toBeUndefined();
    const reader = response.body!.getReader();
    await reader.read();
    leaving.abort();
    await reader.cancel();
    await withTimeout(up.requests[1].closed);
  });
});

describe("resumable replies with a store that cannot keep them (Redis unreachable)", () => {
  it("are relayed as any other: no id in the answer, and a client that leaves aborts upstream", async () => {
    const replies = { ...createResumableReplies({ maxReplyBytes: 1 << 20, maxTotalBytes: 1 << 22, maxReplies: 100, ttlMs: 60_000 }), start: async () => false };
    const gateway = testHandler("anthropic", vars(), { replies, outlive: () => undefined });
    up.enqueue({ kind: "sse", body: 'event: ping\ndata: {"type":"ping"}\n\n', keepOpen: true });
    const leaving = new AbortController();
    const response = await gateway(post("anthropic", streamBody, { signal: leaving.signal, headers: { "x-moonlit-resume-id": ID } }));
    expect(response.headers.get("x-moonlit-resume-id")).toBeNull();
    const reader = response.body!.getReader();
    await reader.read();
    leaving.abort();
    await reader.cancel();
    await withTimeout(up.requests[0].closed);
  });
});

import "fake-indexeddb/auto";
import { describe, expect, it, vi } from "vitest";
import { defaultSettings } from "@/lib/db/default-settings";
import type { AssistantNode } from "@/lib/protocol/message";
import { anthropicStream } from "@/lib/protocol/test-support/scripted-streams";
import { createConversation, getConversation, setActiveLeaf } from "@/lib/db/conversations";
import type { MoonlitDB } from "@/lib/db/database";
import { createFakeLocks } from "@/lib/db/test-support/fake-locks";
import { addMessage, getMessage } from "@/lib/db/messages";
import { holdReplyLock } from "@/lib/db/reply-locks";
import { anthropicNode, userNode } from "@/lib/db/test-support/stored-nodes";
import { engineHarness } from "./test-support/harness";

const REPLY = anthropicStream([{ type: "text", text: "A reply that outlives its connection." }]);
const bytes = new TextEncoder().encode(REPLY);
const CUT = 200;

/** The gateway as it is for a resumable reply: the first answer breaks at CUT, the rest is kept. */
function keepingGateway() {
  const calls: string[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = String(input);
    calls.push(`${init?.method ?? "GET"} ${url}`);
    if (init?.method === "POST") {
      const id = new Headers(init.headers).get("x-moonlit-resume-id");
      expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
      let sent = false;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (!sent) {
            sent = true;
            return controller.enqueue(bytes.slice(0, CUT));
          }
          controller.error(new TypeError("network error"));
        },
      });
      return new Response(body, { status: 200, headers: { "content-type": "text/event-stream" } });
    }
    const offset = Number(new URL(url, "http://x").searchParams.get("offset"));
    return new Response(bytes.slice(offset), { status: 200, headers: { "content-type": "text/event-stream" } });
  };
  return { fetch: fetch as typeof globalThis.fetch, calls };
}

describe("engine: a reply whose connection breaks", () => {
  it("is resumed from the byte it broke at and ends whole, with one request upstream", async () => {
    const gateway = keepingGateway();
    const h = engineHarness({ fetch: gateway.fetch });
    const id = await h.engine.send(null, { text: "Go on", settings: defaultSettings() });
    await h.engine.settled(id);
    const leaf = await getMessage(h.db, (await getConversation(h.db, id))!.activeLeafId!);
    expect(leaf).toMatchObject({ role: "assistant", status: "complete" });
    expect(JSON.stringify(leaf)).toContain("A reply that outlives its connection.");
    expect(gateway.calls.filter((call) => call.startsWith("POST"))).toHaveLength(1);
    expect(gateway.calls.at(-1)).toMatch(new RegExp(`^GET /api/replies/[A-Za-z0-9_-]{22}\\?offset=${CUT}$`));
  });
});

const RESUME_ID = "a-reply-the-page-lost-000";

/** A conversation as a page left it mid-reply: the reply's row "streaming" with its id, and a batch. */
async function leftMidReply(db: MoonlitDB) {
  await createConversation(db, { settings: defaultSettings(), title: "t", id: "c" });
  await addMessage(db, userNode("u", "c", null, "Go on", 1));
  const empty: AssistantNode = { ...anthropicNode("a", "c", "u", "", 2, "streaming"), resumeId: RESUME_ID };
  if (empty.turn.protocol === "anthropic") empty.turn.message.content = [];
  await addMessage(db, empty);
  await db.partials.put({ ...anthropicNode("a", "c", "u", "A reply that", 2, "streaming"), resumeId: RESUME_ID });
  await setActiveLeaf(db, "c", "a");
}

/** The gateway holding that reply (or, with `status`, refusing to give it). */
function resumableReply(status = 200) {
  const calls: string[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    calls.push(`${init?.method ?? "GET"} ${String(input)}`);
    if (status !== 200) return Response.json({ type: "error", error: { type: "reply_not_found", message: "No reply with this id is kept here." } }, { status });
    const offset = Number(new URL(String(input), "http://x").searchParams.get("offset"));
    return new Response(bytes.slice(offset), { status: 200, headers: { "content-type": "text/event-stream" } });
  };
  return { fetch: fetch as typeof globalThis.fetch, calls };
}

describe("engine: a resumable reply a page left streaming (a reload, a closed tab)", () => {
  it("is read again from the gateway's first byte into the stored turn, whole, without asking upstream again", async () => {
    const gateway = resumableReply();
    const h = engineHarness({ fetch: gateway.fetch });
    await leftMidReply(h.db);
    await h.engine.resumeReplies();
    await h.engine.settled("c");
    const node = await getMessage(h.db, "a");
    expect(node).toMatchObject({ role: "assistant", status: "complete" });
    expect(node && "resumeId" in node).toBe(false);
    expect(JSON.stringify(node)).toContain("A reply that outlives its connection.");
    expect(await h.db.partials.count()).toBe(0);
    expect(gateway.calls).toEqual([`GET /api/replies/${RESUME_ID}?offset=0`]);
  });

  it("keeps the partial and says why when the gateway no longer has it", async () => {
    const gateway = resumableReply(404);
    const h = engineHarness({ fetch: gateway.fetch });
    await leftMidReply(h.db);
    await h.engine.resumeReplies();
    await h.engine.settled("c");
    const node = await getMessage(h.db, "a");
    expect(node).toMatchObject({ status: "error", error: { kind: "reply_lost", retryable: true, message: "No reply with this id is kept here." } });
    expect(JSON.stringify(node)).toContain("A reply that");
    expect(node && "resumeId" in node).toBe(false);
  });

  it("is left alone while another tab holds its lock", async () => {
    const gateway = resumableReply();
    const locks = createFakeLocks();
    const h = engineHarness({ fetch: gateway.fetch, locks });
    await leftMidReply(h.db);
    const release = await holdReplyLock(locks, "a");
    await h.engine.resumeReplies();
    await h.engine.settled("c");
    expect(await getMessage(h.db, "a")).toMatchObject({ status: "streaming" });
    expect(gateway.calls).toEqual([]);
    release();
  });

  it("is stopped on purpose by Stop: the gateway is told, and the reply ends stopped", async () => {
    const calls: string[] = [];
    const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
      calls.push(`${init?.method ?? "GET"} ${String(input)}`);
      if (init?.method === "DELETE") return new Response(null, { status: 204 });
      // The rest of the reply never comes: it waits for Stop.
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(bytes.slice(0, CUT));
          init?.signal?.addEventListener("abort", () => controller.error(new DOMException("aborted", "AbortError")));
        },
      });
      return new Response(body, { status: 200, headers: { "content-type": "text/event-stream" } });
    };
    const h = engineHarness({ fetch: fetch as typeof globalThis.fetch });
    await leftMidReply(h.db);
    await h.engine.resumeReplies();
    await vi.waitFor(() => expect(h.engine.isRunning("c")).toBe(true));
    h.engine.stop("c");
    await h.engine.settled("c");
    expect(await getMessage(h.db, "a")).toMatchObject({ status: "stopped" });
    expect(calls).toContain(`DELETE /api/replies/${RESUME_ID}`);
  });
});

describe("engine: a prompt after a reply another tab is streaming", () => {
  it("is refused while that tab holds the reply, with nothing stored, and sent once it has let go", async () => {
    const gateway = resumableReply();
    const locks = createFakeLocks();
    const h = engineHarness({ fetch: gateway.fetch, locks });
    await leftMidReply(h.db);
    const otherTab = await holdReplyLock(locks, "a");
    await expect(h.engine.send("c", { text: "And then?" })).rejects.toMatchObject({ name: "EngineError", kind: "other-tab-streaming" });
    expect(await h.db.messages.count()).toBe(2);
    expect(gateway.calls).toEqual([]);

    // That tab ends the reply and lets it go: the prompt follows it.
    const ended: AssistantNode = { ...((await getMessage(h.db, "a")) as AssistantNode), status: "complete" };
    await h.db.messages.put(ended);
    otherTab();
    await expect(h.engine.send("c", { text: "And then?" })).resolves.toBe("c");
    const prompts = (await h.db.messages.toArray()).filter((node) => node.role === "user");
    expect(prompts.map((node) => node.parentId).sort()).toEqual(["a", null]);
    h.engine.stop("c");
    await h.engine.settled("c");
  });
});

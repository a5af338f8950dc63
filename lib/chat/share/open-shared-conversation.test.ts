import "fake-indexeddb/auto";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { AssistantNode, MessageNode, UserNode } from "@/lib/protocol/message";
import { sealShare } from "@/lib/chat/share/cipher/share-seal";
import { fromBase64Url, toBase64Url } from "@/lib/chat/share/cipher/base64url";
import { getConversation } from "@/lib/db/conversations";
import { getPath } from "@/lib/db/message-tree";
import { importSharedConversation } from "@/lib/db/share-import";
import { storeSharedFixture } from "@/lib/db/test-support/shared-conversation";
import { freshDb } from "@/lib/db/test-support/fresh-db";
import { createShareLink, type CreateShareOptions } from "./create-share-link";
import { openSharedConversation } from "./open-shared-conversation";
import { startShareTestServer, type ShareTestServer } from "./test-support/share-test-server";

let server: ShareTestServer;
beforeAll(async () => {
  server = await startShareTestServer();
});
afterAll(() => server.close());
afterEach(() => vi.useRealTimers());

/** A share of the fixture made in one browser, and what its link holds. */
async function share(options: Partial<CreateShareOptions> = {}) {
  const owner = freshDb();
  const fixture = await storeSharedFixture(owner);
  const link = await createShareLink(owner, "c1", { expires: "7d", images: true, thinking: true, ...options }, server.origin);
  const url = new URL(link.url);
  return { owner, fixture, link, id: url.pathname.split("/").at(-1)!, key: url.hash.slice(1) };
}

async function opened(id: string, key: string) {
  const result = await openSharedConversation(id, key, server.origin);
  if (!result.ok) throw new Error(`expected the share to open, got ${result.kind}`);
  return result;
}

/** A message as JSON without its ids, which an import renews. */
function withoutIds(node: MessageNode): string {
  const attachments = node.role === "user" ? { attachments: node.attachments.map((a) => ({ ...a, id: "" })) } : {};
  return JSON.stringify({ ...node, id: "", conversationId: "", parentId: "", ...attachments });
}

describe("openSharedConversation", () => {
  it("opens a link in another browser, which continues it as its own conversation, byte-for-byte", async () => {
    const { owner, fixture, link, id, key } = await share();
    const result = await opened(id, key);
    expect(result.expiresAt).toBe(link.expiresAt);
    expect(result.snapshot.messages.map((m) => m.id)).toEqual(fixture.branch);

    const visitor = freshDb();
    const conversationId = await importSharedConversation(visitor, result.snapshot);
    const conversation = (await getConversation(visitor, conversationId))!;
    const copied = await getPath(visitor, conversationId, conversation.activeLeafId);
    const original = await getPath(owner, "c1", "a2");
    expect(copied.map(withoutIds)).toEqual(original.map(withoutIds));
    copied.forEach((node, i) => {
      expect(node.id).not.toBe(original[i].id);
      if (node.role === "assistant") {
        // Same bytes, keys in the same order.
        expect(JSON.stringify(node.turn)).toBe(JSON.stringify((original[i] as AssistantNode).turn));
      }
    });
    expect(await visitor.messages.count()).toBe(fixture.branch.length);
    const fileId = (copied[0] as UserNode).attachments[0].id;
    expect((await visitor.attachments.get(fileId))!.size).toBe(3000);
  });

  it("carries what the owner chose to leave out: thinking, images", async () => {
    const noThinking = await share({ thinking: false });
    const text = JSON.stringify((await opened(noThinking.id, noThinking.key)).snapshot);
    expect(text).not.toContain("Let me search");
    expect(text).not.toContain("full reasoning");
    expect(text).toContain("The moon is bright");

    const noImages = await share({ images: false });
    const { snapshot } = await opened(noImages.id, noImages.key);
    expect(snapshot.attachments).toEqual([]);
    expect((snapshot.messages[0] as UserNode).attachments).toEqual([]);
    expect(JSON.stringify(snapshot)).not.toContain('"type":"image"');
  });

  it("needs the key and does not ask the server without one", async () => {
    const { id } = await share();
    const asked = server.requests.length;
    expect(await openSharedConversation(id, undefined, server.origin)).toEqual({ ok: false, kind: "missing-key" });
    expect(await openSharedConversation(id, "", server.origin)).toEqual({ ok: false, kind: "missing-key" });
    expect(server.requests).toHaveLength(asked);
  });

  it("opens a share on a plain-http page, where the browser offers no WebCrypto", async () => {
    const { id, key } = await share();
    vi.stubGlobal("crypto", { getRandomValues: crypto.getRandomValues.bind(crypto) });
    try {
      expect(await openSharedConversation(id, key, server.origin)).toMatchObject({ ok: true });
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("says wrong-key for another link's key or a key cut short", async () => {
    const first = await share();
    const second = await share();
    expect(await openSharedConversation(first.id, second.key, server.origin)).toEqual({ ok: false, kind: "wrong-key" });
    expect(await openSharedConversation(first.id, first.key.slice(0, 30), server.origin)).toEqual({ ok: false, kind: "wrong-key" });
  });

  it("says damaged for a record cut short or one that opens to something not a shared conversation", async () => {
    const { id, key } = await share();
    const record = server.records.get(id)!;
    const whole = record.ciphertext;
    record.ciphertext = toBase64Url(fromBase64Url(whole)!.subarray(0, 20));
    expect(await openSharedConversation(id, key, server.origin)).toEqual({ ok: false, kind: "damaged" });
    record.ciphertext = `${whole.slice(0, 10)}!${whole.slice(11)}`;
    expect(await openSharedConversation(id, key, server.origin)).toEqual({ ok: false, kind: "damaged" });

    const other = await sealShare({ format: "moonlit-export", version: 1, exportedAt: "", conversations: [], messages: [], attachments: [] });
    record.ciphertext = other.ciphertext;
    expect(await openSharedConversation(id, other.key, server.origin)).toEqual({ ok: false, kind: "damaged" });
    record.ciphertext = whole;
    expect((await openSharedConversation(id, key, server.origin)).ok).toBe(true);
  });

  it("treats a share past its time by the browser's clock as expired, whatever the server says", async () => {
    const { id, key } = await share({ expires: "1d" });
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 86_400_000 + 1000);
    const asked = server.requests.length;
    expect(await openSharedConversation(id, key, server.origin)).toEqual({ ok: false, kind: "expired" });
    // The server (on its own clock) still answered with the record.
    expect(server.requests.slice(asked)).toEqual([`GET /api/share/${id}`]);
    vi.useRealTimers();
    expect((await openSharedConversation(id, key, server.origin)).ok).toBe(true);
  });

  it("keeps a share that never expires open at any time", async () => {
    const { id, key } = await share({ expires: "never" });
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 10 * 365 * 86_400_000);
    expect(await opened(id, key)).toMatchObject({ expiresAt: null });
  });

  it("names the server's answers: expired, revoked, not found, unavailable, and no answer", async () => {
    const { id, key } = await share();
    const record = server.records.get(id)!;
    record.expiresAt = Date.now() - 1;
    expect(await openSharedConversation(id, key, server.origin)).toEqual({ ok: false, kind: "expired" });
    record.expiresAt = null;
    record.state = "revoked";
    expect(await openSharedConversation(id, key, server.origin)).toEqual({ ok: false, kind: "revoked" });
    expect(await openSharedConversation("AAAAAAAAAAAAAAAAAAAAAA", key, server.origin)).toEqual({ ok: false, kind: "not-found" });
    server.failNext(503, "unavailable");
    expect(await openSharedConversation(id, key, server.origin)).toEqual({ ok: false, kind: "unavailable" });
    const gone = await startShareTestServer();
    await gone.close();
    expect(await openSharedConversation(id, key, gone.origin)).toEqual({ ok: false, kind: "network" });
  });
});

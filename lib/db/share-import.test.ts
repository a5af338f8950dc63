import "fake-indexeddb/auto";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { MessageNode, ToolResultNode, UserNode } from "@/lib/protocol/message";
import { blobToBase64 } from "./base64";
import { getConversation } from "./conversations";
import { ImportError } from "./import-validation";
import { getPath } from "./message-tree";
import { importSharedConversation } from "./share-import";
import { buildShareSnapshot } from "./share-snapshot";
import { storeSharedFixture } from "./test-support/shared-conversation";
import { listTools, saveTool } from "./tools";
import { toolDefinition } from "./tool-library-format";
import { freshDb } from "./test-support/fresh-db";

const ALL = { images: true, thinking: true };

/** What crosses the wire: the snapshot as JSON, parsed again. */
async function sharedCopy(db = freshDb()) {
  await storeSharedFixture(db);
  const { snapshot } = await buildShareSnapshot(db, "c1", ALL);
  return { db, snapshot: JSON.parse(JSON.stringify(snapshot)) as Record<string, unknown> & { conversations: Record<string, unknown>[]; messages: Record<string, unknown>[] } };
}

async function importError(work: Promise<unknown>): Promise<string> {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ImportError);
  return (error as Error).message;
}

afterEach(() => vi.useRealTimers());

describe("importSharedConversation", () => {
  it("stores the shared branch as a new conversation with fresh ids, turns byte-for-byte", async () => {
    const { db, snapshot } = await sharedCopy();
    const original = await getPath(db, "c1", "a2");
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(1_800_000_000_000);

    const target = freshDb();
    const id = await importSharedConversation(target, snapshot);
    const conversation = (await getConversation(target, id))!;
    expect(id).not.toBe("c1");
    expect(conversation).toMatchObject({ title: "Moon talk", createdAt: 1_800_000_000_000, updatedAt: 1_800_000_000_000, pinned: false });
    expect(conversation.settings.system).toBe("Speak of the moon.");
    expect(conversation.preview).toBe((await db.conversations.get("c1"))!.preview);
    expect(conversation.preview).not.toBe("");

    const path = await getPath(target, id, conversation.activeLeafId);
    expect(path.map((m) => m.role)).toEqual(original.map((m) => m.role));
    const oldIds = new Set(original.map((m) => m.id));
    path.forEach((node, i) => {
      expect(oldIds.has(node.id)).toBe(false);
      expect(node.conversationId).toBe(id);
      expect(node.parentId).toBe(i === 0 ? null : path[i - 1].id);
      expect(node.createdAt).toBe(original[i].createdAt);
      // Apart from the ids, every message is what was shared, keys in the same order.
      const strip = (m: MessageNode) => JSON.stringify({ ...m, id: "", conversationId: "", parentId: "", ...(m.role === "user" ? { attachments: m.attachments.map((a) => ({ ...a, id: "" })) } : {}) });
      expect(strip(node)).toBe(strip(original[i]));
      if (node.role === "assistant" && original[i].role === "assistant") expect(JSON.stringify(node.turn)).toBe(JSON.stringify(original[i].turn));
    });
    // Tool results keep upstream's toolUseIds.
    expect((path[2] as ToolResultNode).results[0].toolUseId).toBe("toolu_01");

    // The stored attachment moved under a fresh id that its ref names; the linked image got one too.
    const [stored, linked] = (path[0] as UserNode).attachments;
    expect([stored.id, linked.id]).not.toContain("f1");
    expect(linked.id).not.toBe("l1");
    expect(linked.url).toBe("https://example.com/moon.png");
    const attachment = (await target.attachments.get(stored.id))!;
    expect(attachment.conversationId).toBe(id);
    expect(await blobToBase64(attachment.blob)).toBe(await blobToBase64((await db.attachments.get("f1"))!.blob));
    expect(await blobToBase64(attachment.original!)).toBe(await blobToBase64((await db.attachments.get("f1"))!.original!));
    expect(await target.messages.count()).toBe(4);
    expect(await target.attachments.count()).toBe(1);
  });

  it("lets the owner continue their own share beside the original", async () => {
    const { db, snapshot } = await sharedCopy();
    const first = await importSharedConversation(db, snapshot);
    const second = await importSharedConversation(db, JSON.stringify(snapshot));
    expect(new Set([first, second, "c1"]).size).toBe(3);
    expect(await db.messages.where("conversationId").equals("c1").count()).toBe(6);
    expect(await db.messages.where("conversationId").equals(first).count()).toBe(4);
    expect(await db.attachments.where("conversationId").equals("c1").count()).toBe(2);
  });

  it("brings the author's tools in turned off: their own tools go to the library unchecked, built-ins, web search and the tool choice are off", async () => {
    const { snapshot } = await sharedCopy();
    Object.assign(snapshot.conversations[0].settings as Record<string, unknown>, {
      tools: [
        // What the snapshot holds beyond the export schema (the strict flag) comes along.
        { name: "get_weather", description: "The weather in a city.", inputSchema: { type: "object" }, strict: true },
        { name: "mine", inputSchema: { type: "object", properties: { their: { type: "string" } } } },
        // Names no request could carry are left out.
        { name: "calculator", inputSchema: { type: "object" } },
        { name: "not a name", inputSchema: { type: "object" } },
      ],
      toolChoice: { type: "tool", name: "get_weather" },
      builtinTools: ["run_javascript", "calculator"],
      webSearch: true,
    });
    const target = freshDb();
    // The reader's own tool of a name the share also has stays as it is.
    await saveTool(target, { name: "mine", inputSchema: { type: "object" } });

    const id = await importSharedConversation(target, snapshot);
    expect((await getConversation(target, id))!.settings).toMatchObject({
      system: "Speak of the moon.",
      tools: [],
      toolChoice: { type: "auto" },
      builtinTools: [],
      webSearch: false,
    });
    expect((await listTools(target)).map(toolDefinition)).toEqual([
      { name: "get_weather", description: "The weather in a city.", inputSchema: { type: "object" }, strict: true },
      { name: "mine", inputSchema: { type: "object" } },
    ]);
    // Continuing it again adds nothing twice.
    await importSharedConversation(target, snapshot);
    expect(await target.tools.count()).toBe(2);
  });

  it("refuses what is not one whole conversation, naming the problem, and writes nothing", async () => {
    const target = freshDb();
    const { snapshot } = await sharedCopy();

    const two = structuredClone(snapshot);
    two.conversations.push({ ...two.conversations[0], id: "c2" });
    expect(await importError(importSharedConversation(target, two))).toMatch(/exactly one conversation; this one holds 2/);

    const none = { ...structuredClone(snapshot), conversations: [], messages: [], attachments: [] };
    expect(await importError(importSharedConversation(target, none))).toMatch(/holds 0/);

    const stranger = structuredClone(snapshot);
    stranger.messages[1].conversationId = "elsewhere";
    expect(await importError(importSharedConversation(target, stranger))).toMatch(/messages\[1\] belongs to conversation elsewhere/);

    const orphan = structuredClone(snapshot);
    orphan.messages[2].parentId = "gone";
    expect(await importError(importSharedConversation(target, orphan))).toMatch(/messages\[2\] has parent gone/);

    const twice = structuredClone(snapshot);
    twice.messages[3].id = twice.messages[2].id;
    expect(await importError(importSharedConversation(target, twice))).toMatch(/messages\[3\] repeats the id/);

    const leafless = structuredClone(snapshot);
    leafless.conversations[0].activeLeafId = "nowhere";
    expect(await importError(importSharedConversation(target, leafless))).toMatch(/nowhere is not in the share/);

    const badBytes = structuredClone(snapshot);
    (badBytes.attachments as { base64: string }[])[0].base64 = "not base64!";
    expect(await importError(importSharedConversation(target, badBytes))).toMatch(/attachments\[0\].*not valid base64/);

    expect(await importError(importSharedConversation(target, "{oops"))).toMatch(/not valid JSON/);
    expect(await importError(importSharedConversation(target, { format: "other" }))).toMatch(/not a Moonlit export/);

    expect(await target.conversations.count()).toBe(0);
    expect(await target.messages.count()).toBe(0);
    expect(await target.attachments.count()).toBe(0);
  });
});

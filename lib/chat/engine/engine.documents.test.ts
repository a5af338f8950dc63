import "fake-indexeddb/auto";
import { describe, expect, it } from "vitest";
import { defaultSettings } from "@/lib/db/default-settings";
import type { OutgoingDocument } from "@/lib/chat/attachments/outgoing";
import { anthropicStream } from "@/lib/protocol/test-support/scripted-streams";
import { CONTEXT_WINDOW } from "@/lib/view/context-size";
import { engineHarness, sseResponse } from "./test-support/harness";

const document = (name: string, text: string, tokens: number): OutgoingDocument => ({
  type: "document",
  name,
  text: new Blob([text], { type: "text/plain" }),
  info: { tokens, pages: 1 },
});

type Body = { messages: Array<{ content: unknown }> };

describe("engine: documents", () => {
  it("stores a document's text and sends it named, before the question", async () => {
    const h = engineHarness();
    h.gateway.reply(sseResponse(anthropicStream([{ type: "text", text: "Read." }])));
    const id = await h.engine.send(null, { text: "Summarise", attachments: [document("a.txt", "Alpha text.", 3)], settings: defaultSettings() });
    await h.engine.settled(id);
    expect((h.gateway.requests[0].body as Body).messages[0].content).toEqual([
      { type: "text", text: '<document name="a.txt" pages="1">\nAlpha text.\n</document>' },
      { type: "text", text: "Summarise" },
    ]);
    const user = (await h.db.messages.where("conversationId").equals(id).toArray()).find((node) => node.role === "user");
    expect(user?.role === "user" && user.attachments[0]).toMatchObject({ kind: "document", mediaType: "text/plain", name: "a.txt", document: { tokens: 3, pages: 1 } });
  });

  it("refuses documents that would take the conversation past the window, storing nothing", async () => {
    const h = engineHarness();
    const half = Math.ceil(CONTEXT_WINDOW / 2) + 1;
    const attempt = h.engine.send(null, { text: "Both", attachments: [document("1.txt", "x", half), document("2.txt", "y", half)], settings: defaultSettings() });
    await expect(attempt).rejects.toMatchObject({ kind: "too-long", message: expect.stringContaining("would not fit") });
    expect(await h.db.conversations.count()).toBe(0);
    expect(await h.db.attachments.count()).toBe(0);
    expect(h.gateway.requests).toHaveLength(0);
  });
});

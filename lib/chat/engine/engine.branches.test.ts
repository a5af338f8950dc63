import "fake-indexeddb/auto";
import { describe, expect, it } from "vitest";
import { getConversation } from "@/lib/db/conversations";
import { childrenOf, getPath, listMessages } from "@/lib/db/message-tree";
import { loadFixture } from "@/lib/protocol/fixtures/load";
import type { AssistantNode, UserNode } from "@/lib/protocol/message";
import { CONTINUE_PROMPT } from "./engine";
import { engineHarness, sseResponse } from "./test-support/harness";

const p01 = () => loadFixture("p01_anthropic_plain_text").sse;

async function started() {
  const h = engineHarness();
  h.gateway.reply(sseResponse(p01()));
  const id = await h.engine.send(null, { text: "Tell me a story" });
  await h.engine.settled(id);
  const [user, reply] = (await listMessages(h.db, id)) as [UserNode, AssistantNode];
  return { h, id, user, reply };
}

const activePath = async (h: ReturnType<typeof engineHarness>, id: string) =>
  getPath(h.db, id, (await getConversation(h.db, id))!.activeLeafId);

/** Ids of the message and its siblings (the branches beside it), oldest first. */
async function siblingIds(h: ReturnType<typeof engineHarness>, messageId: string): Promise<string[]> {
  const node = (await h.db.messages.get(messageId))!;
  return (await childrenOf(h.db, node.conversationId, node.parentId)).map((child) => child.id);
}

describe("engine: branches", () => {
  it("regenerate adds a sibling reply and shows it; selectBranch goes back", async () => {
    const { h, id, user, reply } = await started();
    h.gateway.reply(sseResponse(p01()));
    await h.engine.regenerate(reply.id);
    await h.engine.settled(id);

    const path = await activePath(h, id);
    expect(path.map((n) => n.id)[0]).toBe(user.id);
    expect(path[1].id).not.toBe(reply.id);
    expect(await siblingIds(h, reply.id)).toEqual([reply.id, path[1].id]);
    expect(h.gateway.requests[1].body).toEqual(h.gateway.requests[0].body);

    await h.engine.selectBranch(id, reply.id);
    expect((await getConversation(h.db, id))?.activeLeafId).toBe(reply.id);
  });

  it("retry after an error keeps the failed reply as a branch", async () => {
    const h = engineHarness();
    h.gateway.reply(sseResponse(p01(), { stopAfter: 8, then: "fail" }));
    const id = await h.engine.send(null, { text: "hi" });
    await h.engine.settled(id);
    const failed = (await listMessages(h.db, id))[1] as AssistantNode;
    expect(failed.status).toBe("error");

    h.gateway.reply(sseResponse(p01()));
    await h.engine.retry(failed.id);
    await h.engine.settled(id);
    const path = await activePath(h, id);
    expect((path[1] as AssistantNode).status).toBe("complete");
    expect(await siblingIds(h, failed.id)).toHaveLength(2);
  });

  it("editing a user message branches beside it, keeping its attachments, and sends only that branch", async () => {
    const { h, id } = await started();
    h.gateway.reply(sseResponse(p01()));
    await h.engine.send(id, { text: "Another one, please" });
    await h.engine.settled(id);
    const second = (await activePath(h, id))[2] as UserNode;

    h.gateway.reply(sseResponse(p01()));
    await h.engine.editUserMessage(second.id, "A shorter one, please");
    await h.engine.settled(id);

    const path = await activePath(h, id);
    expect(path.map((n) => n.role)).toEqual(["user", "assistant", "user", "assistant"]);
    const edited = path[2] as UserNode;
    expect(edited).toMatchObject({ parentId: second.parentId, text: "A shorter one, please", attachments: second.attachments });
    expect(await siblingIds(h, second.id)).toEqual([second.id, edited.id]);
    const messages = (h.gateway.requests[2].body as { messages: Array<{ role: string; content: unknown }> }).messages;
    expect(messages.at(-1)).toEqual({ role: "user", content: "A shorter one, please" });
    expect(messages).toHaveLength(3);
  });

  it("stores attachments with the prompt and sends their bytes", async () => {
    const h = engineHarness();
    h.gateway.reply(sseResponse(p01()));
    const png = new File([new Uint8Array([137, 80, 78, 71])], "dot.png", { type: "image/png" });
    const id = await h.engine.send(null, { text: "", attachments: [{ type: "file", file: png }] });
    await h.engine.settled(id);
    const [user] = (await listMessages(h.db, id)) as [UserNode];
    expect(user.attachments).toMatchObject([{ kind: "image", mediaType: "image/png", name: "dot.png", size: 4 }]);
    expect((await getConversation(h.db, id))?.title).toBe("dot.png");
    const content = (h.gateway.requests[0].body as { messages: Array<{ content: unknown }> }).messages[0].content;
    expect(content).toEqual([{ type: "image", source: { type: "base64", media_type: "image/png", data: "iVBORw==" } }]);
  });

  it("continueReply after max_tokens asks the model to go on", async () => {
    const h = engineHarness();
    h.gateway.reply(sseResponse(loadFixture("p06_anthropic_max_tokens").sse));
    const id = await h.engine.send(null, { text: "Write a long poem" });
    await h.engine.settled(id);
    const cut = (await listMessages(h.db, id))[1] as AssistantNode;
    expect(cut.turn.protocol === "anthropic" && cut.turn.message.stop_reason).toBe("max_tokens");

    h.gateway.reply(sseResponse(p01()));
    await h.engine.continueReply(cut.id);
    await h.engine.settled(id);
    const path = await activePath(h, id);
    expect(path.map((n) => n.role)).toEqual(["user", "assistant", "user", "assistant"]);
    expect(path[2]).toMatchObject({ text: CONTINUE_PROMPT, parentId: cut.id });
  });

  it("deleting a streaming reply stops it first and moves the shown branch", async () => {
    const h = engineHarness();
    const paused = new Promise<void>((resolve) => {
      h.gateway.reply(sseResponse(p01(), { stopAfter: 10, then: "hang", onPause: resolve }));
    });
    const id = await h.engine.send(null, { text: "hi" });
    await paused;
    const nodeId = h.liveStream.getState().streams[id]!.nodeId;
    await h.engine.deleteMessage(nodeId);
    await h.engine.settled(id);
    const nodes = await listMessages(h.db, id);
    expect(nodes.map((n) => n.role)).toEqual(["user"]);
    expect((await getConversation(h.db, id))?.activeLeafId).toBe(nodes[0].id);
    expect(h.errors).toEqual([]);
  });
});

import "fake-indexeddb/auto";
import { describe, expect, it } from "vitest";
import { openDatabase } from "@/lib/db/database";
import { getConversation } from "@/lib/db/conversations";
import { listMessages } from "@/lib/db/message-tree";
import { createFakeLocks } from "@/lib/db/test-support/fake-locks";
import { heldReplyIds } from "@/lib/db/reply-locks";
import { markInterruptedStreams } from "@/lib/db/streaming-replies";
import { defaultSettings } from "@/lib/db/default-settings";
import { loadErrorFixture, loadFixture } from "@/lib/protocol/fixtures/load";
import type { AssistantNode, MessageNode } from "@/lib/protocol/message";
import { engineHarness, jsonResponse, splitEvents, sseResponse } from "./test-support/harness";

const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
const assistants = (nodes: MessageNode[]) => nodes.filter((n): n is AssistantNode => n.role === "assistant");
const textOf = (node: AssistantNode) =>
  node.turn.protocol === "anthropic"
    ? node.turn.message.content.map((b) => (b.type === "text" ? b.text : "")).join("")
    : (node.turn.result.message.content ?? "");

describe("engine: one turn", () => {
  it("sends a prompt, streams p01 and stores the reply complete, exactly as accumulated", async () => {
    const p01 = loadFixture("p01_anthropic_plain_text");
    const h = engineHarness();
    h.gateway.reply(sseResponse(p01.sse));
    const versions: number[] = [];
    h.liveStream.subscribe((s) => Object.values(s.streams).forEach((e) => versions.push(e.version)));

    const id = await h.engine.send(null, { text: "  Tell me about the lantern festival\nin Vell Harbor", settings: { ...p01Settings() } });
    await h.engine.settled(id);

    const conversation = await getConversation(h.db, id);
    expect(conversation?.title).toBe("Tell me about the lantern festival");
    const nodes = await listMessages(h.db, id);
    expect(nodes.map((n) => n.role)).toEqual(["user", "assistant"]);
    const [reply] = assistants(nodes);
    expect(reply.status).toBe("complete");
    expect(reply.error).toBeUndefined();
    expect(reply.turn).toEqual({ protocol: "anthropic", message: p01.expected });
    expect(reply.parentId).toBe(nodes[0].id);
    expect(conversation?.activeLeafId).toBe(reply.id);
    expect(h.gateway.requests[0].url).toBe("/api/anthropic/v1/messages");
    expect(h.gateway.requests[0].body).toMatchObject({ model: "kimi-k3", stream: true, messages: [{ role: "user" }] });
    expect(Math.max(...versions)).toBeGreaterThan(10);
    expect(h.liveStream.getState().streams[id]).toBeUndefined();
    expect(h.engine.isRunning(id)).toBe(false);
  });

  it("records the structured output a reply was asked for, and nothing for text", async () => {
    const p05 = loadFixture("p05_anthropic_structured_output");
    const schema = p05.meta.request.output_config.format.schema;
    const h = engineHarness();
    h.gateway.reply(sseResponse(p05.sse));
    const structured = { ...p01Settings(), model: "kimi-k3.1-pro" as const, outputFormat: "json_schema" as const, structuredOutput: { name: "dragonfly", strict: true, schema } };
    const id = await h.engine.send(null, { text: "Invent a dragonfly", settings: structured });
    await h.engine.settled(id);
    const [reply] = assistants(await listMessages(h.db, id));
    expect(reply.format).toEqual({ type: "json_schema", schema });
    expect(reply.turn).toEqual({ protocol: "anthropic", message: p05.expected });
    expect(h.gateway.requests[0].body).toMatchObject({ output_config: { format: { type: "json_schema", schema } } });

    h.gateway.reply(sseResponse(loadFixture("p01_anthropic_plain_text").sse));
    const plain = await h.engine.send(null, { text: "Hello", settings: p01Settings() });
    await h.engine.settled(plain);
    expect(assistants(await listMessages(h.db, plain))[0]).not.toHaveProperty("format");
  });

  it("records how long each thinking block took, from its start to its stop", async () => {
    const p02 = loadFixture("p02_anthropic_thinking_then_text");
    const h = engineHarness();
    h.gateway.reply(sseResponse(p02.sse, { clock: h.clock, stepMs: 100 }));
    const id = await h.engine.send(null, { text: "How many gears?" });
    await h.engine.settled(id);

    const events = splitEvents(decode(p02.sse));
    const start = events.findIndex((e) => e.includes('"content_block_start","index":0'));
    const stop = events.findIndex((e) => e.includes('"content_block_stop","index":0'));
    const [reply] = assistants(await listMessages(h.db, id));
    expect(reply.turn).toEqual({ protocol: "anthropic", message: p02.expected });
    expect(reply.thinkingDurations).toEqual({ 0: (stop - start) * 100 });
  });

  it("times OpenAI reasoning as thinking block 0, until the answer starts", async () => {
    const p07 = loadFixture("p07_openai_reasoning_content");
    const h = engineHarness();
    h.gateway.reply(sseResponse(p07.sse, { clock: h.clock, stepMs: 100 }));
    const id = await h.engine.send(null, { text: "How fast?", settings: { ...p01Settings(), model: "kimi-k3.1-pro", protocol: "openai" } });
    await h.engine.settled(id);

    const events = splitEvents(decode(p07.sse));
    const start = events.findIndex((e) => e.includes('"reasoning_content":'));
    const answer = events.findIndex((e) => /"content":"[^"]/.test(e));
    const [reply] = assistants(await listMessages(h.db, id));
    expect(reply.turn).toEqual({ protocol: "openai", result: p07.expected });
    expect(reply.thinkingDurations).toEqual({ 0: (answer - start) * 100 });
  });

  it("keeps the partial text and a retryable error when the stream fails with event: error", async () => {
    const p01 = decode(loadFixture("p01_anthropic_plain_text").sse);
    const events = splitEvents(p01);
    const cut = events.findIndex((e) => e.includes("text_delta")) + 3;
    const body =
      events.slice(0, cut).join("") +
      'event: error\ndata: {"type":"error","error":{"type":"overloaded_error","message":"Overloaded"}}\n\n';
    const h = engineHarness();
    h.gateway.reply(sseResponse(body));
    const id = await h.engine.send(null, { text: "hi" });
    await h.engine.settled(id);

    const [reply] = assistants(await listMessages(h.db, id));
    expect(reply.status).toBe("error");
    expect(reply.error).toEqual({ kind: "overloaded", message: "Overloaded", retryable: true });
    expect(textOf(reply).length).toBeGreaterThan(0);
    expect(p01).toContain(textOf(reply).slice(0, 5));
  });

  it("turns HTTP 429 with retry-after into a retryable TurnError with its wait", async () => {
    const fixture = loadErrorFixture("a429_rate_limit");
    const h = engineHarness();
    h.gateway.reply(jsonResponse(429, fixture.body, { "retry-after": "7" }));
    const id = await h.engine.send(null, { text: "hi" });
    await h.engine.settled(id);
    const [reply] = assistants(await listMessages(h.db, id));
    expect(reply.status).toBe("error");
    expect(reply.error).toEqual({
      kind: "rate_limit",
      message: "Rate limit exceeded or insufficient quota",
      status: 429,
      retryAfterSeconds: 7,
      retryable: true,
    });
  });

  it("reads OpenAI error bodies too, and does not mark 400 retryable", async () => {
    const h = engineHarness();
    h.gateway.reply(jsonResponse(400, loadErrorFixture("o400_invalid_request").body));
    const id = await h.engine.send(null, { text: "hi", settings: { ...p01Settings(), model: "kimi-k3.1-pro", protocol: "openai" } });
    await h.engine.settled(id);
    const [reply] = assistants(await listMessages(h.db, id));
    expect(h.gateway.requests[0].url).toBe("/api/openai/v1/chat/completions");
    expect(reply.turn.protocol).toBe("openai");
    expect(reply.error).toMatchObject({ kind: "invalid_request", status: 400, retryable: false });
    expect(reply.error?.message).not.toBe("");
  });

  it("keeps the partial and reports a network error when the connection drops", async () => {
    const h = engineHarness();
    h.gateway.reply(sseResponse(loadFixture("p01_anthropic_plain_text").sse, { stopAfter: 12, then: "fail" }));
    const id = await h.engine.send(null, { text: "hi" });
    await h.engine.settled(id);
    const [reply] = assistants(await listMessages(h.db, id));
    expect(reply.status).toBe("error");
    expect(reply.error).toMatchObject({ kind: "network", retryable: true });
    expect(textOf(reply)).not.toBe("");
  });

  it("stop aborts the request and keeps the partial as stopped", async () => {
    const h = engineHarness();
    let signal: AbortSignal | undefined;
    const paused = new Promise<void>((resolve) => {
      const responder = sseResponse(loadFixture("p01_anthropic_plain_text").sse, { stopAfter: 12, then: "hang", onPause: resolve });
      h.gateway.reply((s) => ((signal = s), responder(s)));
    });
    const id = await h.engine.send(null, { text: "hi" });
    await paused;
    expect(h.liveStream.getState().streams[id]?.node.status).toBe("streaming");
    h.engine.stop(id);
    await h.engine.settled(id);
    expect(signal?.aborted).toBe(true);
    const [reply] = assistants(await listMessages(h.db, id));
    expect(reply.status).toBe("stopped");
    expect(reply.error).toBeUndefined();
    expect(textOf(reply)).not.toBe("");
  });

  it("after a reload mid-stream, a reply the gateway cannot give back keeps its saved partial, with the reason", async () => {
    const h = engineHarness();
    const paused = new Promise<void>((resolve) => {
      h.gateway.reply(sseResponse(loadFixture("p01_anthropic_plain_text").sse, { stopAfter: 15, then: "hang", onPause: resolve }));
    });
    const id = await h.engine.send(null, { text: "hi" });
    await paused;
    const reloaded = openDatabase(h.db.name);
    // A batch of the partial reply has been saved (beside the message row, until the reply ends).
    await expect.poll(async () => (await reloaded.partials.toArray()).map(textOf)[0] ?? "").not.toBe("");

    // Resumable: not marked at start-up, but left to the reloaded page's engine, which asks the
    // gateway for it; this fake gateway keeps no replies.
    expect(await markInterruptedStreams(reloaded)).toBe(0);
    const reloadedTab = engineHarness({ db: reloaded });
    await reloadedTab.engine.resumeReplies();
    await reloadedTab.engine.settled(id);
    const [saved] = assistants(await listMessages(reloaded, id));
    expect(saved.status).toBe("error");
    expect(saved.error).toMatchObject({ kind: "reply_lost", message: "The server could not be reached." });
    expect(textOf(saved)).not.toBe("");
    h.engine.stop(id);
    await h.engine.settled(id);
    reloaded.close();
  });

  it("a tab opening mid-stream leaves a reply another tab is writing alone, and the reply completes", async () => {
    const locks = createFakeLocks();
    const h = engineHarness({ locks });
    let resume = () => {};
    const paused = new Promise<void>((resolve) => {
      const until = new Promise<void>((r) => (resume = r));
      h.gateway.reply(sseResponse(loadFixture("p01_anthropic_plain_text").sse, { stopAfter: 15, resume: until, onPause: resolve }));
    });
    const id = await h.engine.send(null, { text: "hi" });
    await paused;
    const secondTab = openDatabase(h.db.name);
    await expect.poll(async () => (await secondTab.partials.toArray()).map(textOf)[0] ?? "").not.toBe("");

    expect(await markInterruptedStreams(secondTab, locks)).toBe(0);
    expect((await secondTab.partials.toArray()).length).toBe(1);
    expect(assistants(await listMessages(secondTab, id))[0].status).toBe("streaming");

    resume();
    await h.engine.settled(id);
    const [reply] = assistants(await listMessages(secondTab, id));
    expect(reply.status).toBe("complete");
    expect(textOf(reply)).toBe(textOf(assistants(await listMessages(h.db, id))[0]));
    // The stream is over and its lock freed: a later start-up finds nothing to mark.
    expect(await heldReplyIds(locks)).toEqual(new Set());
    expect(await markInterruptedStreams(secondTab, locks)).toBe(0);
    secondTab.close();
  });
});

function p01Settings() {
  return defaultSettings({ model: "kimi-k3", maxTokens: 1024 });
}

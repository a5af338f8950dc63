import "fake-indexeddb/auto";
import { describe, expect, it } from "vitest";
import { defaultSettings } from "@/lib/db/default-settings";
import { getConversation } from "@/lib/db/conversations";
import { getPath, listMessages } from "@/lib/db/message-tree";
import { loadFixture } from "@/lib/protocol/fixtures/load";
import type { ConversationSettings, ToolDefinition, ToolResultNode } from "@/lib/protocol/message";
import { engineHarness, sseResponse } from "./test-support/harness";

const SEARCH_ARGS = '{"search_result":{"search_id":"srch-7f3a"},"usage":{"total_tokens":1711}}';

function chunk(delta: Record<string, unknown>, finish: string | null = null): string {
  const data = { id: "chatcmpl-ws", object: "chat.completion.chunk", model: "kimi-k3.1-pro", choices: [{ index: 0, delta, finish_reason: finish }] };
  return `data: ${JSON.stringify(data)}\n\n`;
}

const searchCall =
  chunk({ role: "assistant", reasoning_content: "Look it up." }) +
  chunk({ tool_calls: [{ index: 0, id: "$web_search:0", type: "builtin_function", function: { name: "$web_search", arguments: "" } }] }) +
  chunk({ tool_calls: [{ index: 0, function: { arguments: SEARCH_ARGS.slice(0, 20) } }] }) +
  chunk({ tool_calls: [{ index: 0, function: { arguments: SEARCH_ARGS.slice(20) } }] }) +
  chunk({}, "tool_calls") +
  "data: [DONE]\n\n";

const answer =
  chunk({ role: "assistant", reasoning_content: "Found it." }) + chunk({ content: "The ferry leaves at 07:30." }) + chunk({}, "stop") + "data: [DONE]\n\n";

function toolsOf(request: { tools: Array<{ name: string; description: string; input_schema: Record<string, unknown> }> }): ToolDefinition[] {
  return request.tools.map((t) => ({ name: t.name, description: t.description, inputSchema: t.input_schema }));
}

describe("engine: tools", () => {
  it("answers OpenAI $web_search calls by itself and sends the next turn", async () => {
    const h = engineHarness();
    h.gateway.reply(sseResponse(searchCall));
    h.gateway.reply(sseResponse(answer));
    const settings: ConversationSettings = { ...defaultSettings(), protocol: "openai", webSearch: true };
    const id = await h.engine.send(null, { text: "When does the ferry leave?", settings });
    await h.engine.settled(id);

    const conversation = await getConversation(h.db, id);
    const path = await getPath(h.db, id, conversation!.activeLeafId);
    expect(path.map((n) => n.role)).toEqual(["user", "assistant", "tool", "assistant"]);
    const tool = path[2] as ToolResultNode;
    expect(tool.results).toEqual([{ toolUseId: "$web_search:0", name: "$web_search", content: SEARCH_ARGS }]);
    expect(path[3]).toMatchObject({ status: "complete", turn: { result: { message: { content: "The ferry leaves at 07:30." } } } });

    expect(h.gateway.requests).toHaveLength(2);
    const second = h.gateway.requests[1].body as { messages: unknown[]; tools: unknown[] };
    expect(second.tools).toEqual([{ type: "web_search" }]);
    expect(second.messages.slice(1)).toEqual([
      {
        role: "assistant",
        content: null,
        reasoning_content: "Look it up.",
        tool_calls: [{ id: "$web_search:0", type: "builtin_function", function: { name: "$web_search", arguments: SEARCH_ARGS } }],
      },
      { role: "tool", tool_call_id: "$web_search:0", name: "$web_search", content: SEARCH_ARGS },
    ]);
  });

  it("keeps the conversation marked running between $web_search rounds, and clears it after", async () => {
    const h = engineHarness();
    h.gateway.reply(sseResponse(searchCall));
    h.gateway.reply(sseResponse(answer));
    const atStreamEnd: boolean[] = [];
    const unsubscribe = h.liveStream.subscribe((state, previous) => {
      for (const id of Object.keys(previous.streams)) {
        if (!(id in state.streams)) atStreamEnd.push(h.running.getState().running[id] === true);
      }
    });
    const settings: ConversationSettings = { ...defaultSettings(), protocol: "openai", webSearch: true };
    const id = await h.engine.send(null, { text: "When does the ferry leave?", settings });
    expect(h.running.getState().running[id]).toBe(true);
    await h.engine.settled(id);
    unsubscribe();

    // Both turns ended while the run (and so the Stop button) was still on: no gap between them.
    expect(atStreamEnd).toEqual([true, true]);
    expect(h.running.getState().running).toEqual({});
    expect(h.engine.isRunning(id)).toBe(false);
  });

  it("stops after a bounded number of automatic search rounds", async () => {
    const h = engineHarness();
    for (let i = 0; i < 3; i++) h.gateway.reply(sseResponse(searchCall));
    const settings: ConversationSettings = { ...defaultSettings(), protocol: "openai", webSearch: true, maxToolRounds: 2 };
    const id = await h.engine.send(null, { text: "search forever", settings });
    await h.engine.settled(id);
    expect(h.gateway.requests).toHaveLength(3);
    expect((await listMessages(h.db, id)).map((n) => n.role)).toEqual(["user", "assistant", "tool", "assistant", "tool", "assistant"]);
  });

  it("waits at a custom tool call, then sends p03's follow_up_request byte-for-byte after the result", async () => {
    const p03 = loadFixture("p03_anthropic_tool_use_split_json");
    const request = p03.meta.request;
    const settings: ConversationSettings = {
      ...defaultSettings(),
      model: "kimi-k3.1-pro",
      effort: "low",
      maxTokens: request.max_tokens,
      tools: toolsOf(request),
    };
    const h = engineHarness();
    h.gateway.reply(sseResponse(p03.sse));
    const id = await h.engine.send(null, { text: request.messages[0].content, settings });
    await h.engine.settled(id);

    expect(h.gateway.requests[0].body).toEqual(request);
    const nodes = await listMessages(h.db, id);
    expect(nodes.map((n) => n.role)).toEqual(["user", "assistant"]);
    expect(nodes[1]).toMatchObject({ status: "complete", turn: { protocol: "anthropic", message: p03.expected } });

    h.gateway.reply(sseResponse(loadFixture("p01_anthropic_plain_text").sse));
    const resultBlock = p03.meta.follow_up_request.messages[2].content[0];
    await h.engine.submitToolResults(id, [{ toolUseId: resultBlock.tool_use_id, name: "book_greenhouse_slot", content: resultBlock.content }]);
    await h.engine.settled(id);

    expect(h.gateway.requests[1].body).toEqual(p03.meta.follow_up_request);
    const roles = (await listMessages(h.db, id)).map((n) => n.role);
    expect(roles).toEqual(["user", "assistant", "tool", "assistant"]);
  });

  it("sends p08's follow_up_request after results for both parallel OpenAI calls", async () => {
    const p08 = loadFixture("p08_openai_parallel_tool_calls");
    const request = p08.meta.request;
    const settings: ConversationSettings = {
      ...defaultSettings(),
      protocol: "openai",
      effort: "low",
      maxTokens: request.max_completion_tokens,
      tools: request.tools.map((t: { function: { name: string; description: string; parameters: Record<string, unknown> } }) => ({
        name: t.function.name,
        description: t.function.description,
        inputSchema: t.function.parameters,
      })),
    };
    const h = engineHarness();
    h.gateway.reply(sseResponse(p08.sse));
    const id = await h.engine.send(null, { text: request.messages[0].content, settings });
    await h.engine.settled(id);
    expect(h.gateway.requests[0].body).toEqual(request);
    expect((await listMessages(h.db, id))[1]).toMatchObject({ status: "complete", turn: { protocol: "openai", result: p08.expected } });

    h.gateway.reply(sseResponse(loadFixture("p07_openai_reasoning_content").sse));
    const toolMessages = p08.meta.follow_up_request.messages.slice(2);
    const names = ["get_tide_table", "get_ferry_schedule"];
    await h.engine.submitToolResults(
      id,
      toolMessages.map((m: { tool_call_id: string; content: string }, i: number) => ({ toolUseId: m.tool_call_id, name: names[i], content: m.content })),
    );
    await h.engine.settled(id);
    expect(h.gateway.requests[1].body).toEqual(p08.meta.follow_up_request);
  });

  it("refuses tool results when the shown reply is not an assistant turn", async () => {
    const h = engineHarness();
    h.gateway.reply(sseResponse(loadFixture("p01_anthropic_plain_text").sse));
    const id = await h.engine.send(null, { text: "hi" });
    await h.engine.settled(id);
    const [user] = await listMessages(h.db, id);
    await h.engine.deleteMessage((await listMessages(h.db, id))[1].id);
    expect((await getConversation(h.db, id))?.activeLeafId).toBe(user.id);
    await expect(h.engine.submitToolResults(id, [])).rejects.toMatchObject({ name: "EngineError", kind: "invalid-state" });
  });
});

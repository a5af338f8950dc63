import "fake-indexeddb/auto";
import { describe, expect, it, vi } from "vitest";
import { defaultSettings } from "@/lib/db/default-settings";
import { takesObject } from "@/lib/chat/tools/takes-object";
import type { ToolOutcome } from "@/lib/chat/tools/tool-outcome";
import type { BuiltinSource } from "@/lib/chat/tools/tool-runner";
import type { BuiltinToolName } from "@/lib/protocol/tool-settings";
import { getConversation } from "@/lib/db/conversations";
import { getPath, listMessages } from "@/lib/db/message-tree";
import type { AssistantNode, ConversationSettings, ToolResultNode } from "@/lib/protocol/message";
import { anthropicStream, openAIStream } from "@/lib/protocol/test-support/scripted-streams";
import { createEngine } from "./engine";
import { engineHarness, sseResponse } from "./test-support/harness";

const calculatorCall = (id: string, expression = "6 * 7") =>
  anthropicStream([
    { type: "thinking", thinking: "Work it out.", signature: `sig-${id}` },
    { type: "tool_use", id, name: "calculator", input: { expression } },
  ]);
const answer = (text: string) => anthropicStream([{ type: "text", text }]);

const withBuiltins = (extra: Partial<ConversationSettings> = {}): ConversationSettings => ({
  ...defaultSettings(),
  builtinTools: ["calculator", "date_time"],
  ...extra,
});

type BuiltinRun = (name: BuiltinToolName, input: Record<string, unknown>, signal: AbortSignal) => Promise<ToolOutcome>;

/** A fake runner that answers each built-in by name, and records its calls. */
function fakeRunner(answers: Record<string, string> = { calculator: "42" }) {
  const run = vi.fn<BuiltinRun>(async (name) => ({ content: answers[name] ?? "?", isError: false }));
  return run;
}

/** The engine's built-in runner as `run`, which gets each call's input read as the real one reads it. */
const builtins = (run: BuiltinRun) => ({
  toolRunners: { builtin: takesObject<BuiltinSource>((call, input, signal) => run(call.source.name, input, signal)) },
});

type Body = { tools?: Array<{ name: string }>; messages: Array<{ role: string; content: unknown }> };
const bodyOf = (h: ReturnType<typeof engineHarness>, index: number) => h.gateway.requests[index].body as Body;

async function activePath(h: ReturnType<typeof engineHarness>, id: string) {
  return getPath(h.db, id, (await getConversation(h.db, id))!.activeLeafId);
}

describe("engine: built-in tools", () => {
  it("runs a built-in call by itself, stores its result and sends the next turn with it", async () => {
    const run = fakeRunner();
    const h = engineHarness(builtins(run));
    h.gateway.reply(sseResponse(calculatorCall("toolu_1")));
    h.gateway.reply(sseResponse(answer("It is 42.")));
    const id = await h.engine.send(null, { text: "What is 6 times 7?", settings: withBuiltins() });
    await h.engine.settled(id);

    expect(run).toHaveBeenCalledOnce();
    expect(run.mock.calls[0].slice(0, 2)).toEqual(["calculator", { expression: "6 * 7" }]);
    expect(bodyOf(h, 0).tools?.map((tool) => tool.name)).toEqual(["calculator", "date_time"]);
    expect(bodyOf(h, 1).messages.at(-1)).toEqual({ role: "user", content: [{ type: "tool_result", tool_use_id: "toolu_1", content: "42" }] });

    const path = await activePath(h, id);
    expect(path.map((n) => n.role)).toEqual(["user", "assistant", "tool", "assistant"]);
    expect((path[2] as ToolResultNode).results).toEqual([{ toolUseId: "toolu_1", name: "calculator", content: "42" }]);
    // The turn's unfinished mark, set while the tool ran, is gone.
    expect((path[1] as AssistantNode).stoppedAt).toBeUndefined();
    expect(h.engine.isRunning(id)).toBe(false);
  });

  it("sends a built-in's error as an error result", async () => {
    const run = vi.fn<BuiltinRun>(async () => ({ content: "Could not evaluate: Undefined symbol x", isError: true }));
    const h = engineHarness(builtins(run));
    h.gateway.reply(sseResponse(calculatorCall("toolu_1", "x + 1")));
    h.gateway.reply(sseResponse(answer("x is unknown.")));
    const id = await h.engine.send(null, { text: "x + 1?", settings: withBuiltins() });
    await h.engine.settled(id);
    expect(bodyOf(h, 1).messages.at(-1)?.content).toEqual([
      { type: "tool_result", tool_use_id: "toolu_1", content: "Could not evaluate: Undefined symbol x", is_error: true },
    ]);
  });

  it("answers OpenAI function calls to built-ins as tool messages", async () => {
    const run = fakeRunner({ date_time: '{"date":"2031-04-18"}' });
    const h = engineHarness(builtins(run));
    h.gateway.reply(sseResponse(openAIStream({ reasoning: "Check the date.", calls: [{ id: "functions.date_time:0", name: "date_time", arguments: "{}" }] })));
    h.gateway.reply(sseResponse(openAIStream({ reasoning: "Got it.", content: "It is 18 April." })));
    const id = await h.engine.send(null, { text: "What day is it?", settings: withBuiltins({ protocol: "openai" }) });
    await h.engine.settled(id);
    expect(run).toHaveBeenCalledWith("date_time", {}, expect.any(AbortSignal));
    expect(bodyOf(h, 1).messages.at(-1)).toEqual({ role: "tool", tool_call_id: "functions.date_time:0", content: '{"date":"2031-04-18"}' });
  });

  it("leaves a call to a built-in that is off for the person, like any tool of theirs", async () => {
    const run = fakeRunner();
    const h = engineHarness(builtins(run));
    h.gateway.reply(sseResponse(calculatorCall("toolu_1")));
    const id = await h.engine.send(null, { text: "6 times 7?", settings: withBuiltins({ builtinTools: ["date_time"] }) });
    await h.engine.settled(id);
    expect(run).not.toHaveBeenCalled();
    expect(h.gateway.requests).toHaveLength(1);
  });

  it("waits at a mix of built-in and own calls, then runs the built-in beside the person's results", async () => {
    const run = fakeRunner();
    const own = { name: "book_slot", description: "Books a slot.", inputSchema: { type: "object" } };
    const h = engineHarness(builtins(run));
    h.gateway.reply(
      sseResponse(
        anthropicStream([
          { type: "tool_use", id: "toolu_calc", name: "calculator", input: { expression: "6 * 7" } },
          { type: "tool_use", id: "toolu_book", name: "book_slot", input: { slot: 42 } },
        ]),
      ),
    );
    const id = await h.engine.send(null, { text: "Book slot 6 times 7", settings: withBuiltins({ tools: [own] }) });
    await h.engine.settled(id);
    expect(run).not.toHaveBeenCalled();
    expect((await listMessages(h.db, id)).map((n) => n.role)).toEqual(["user", "assistant"]);

    h.gateway.reply(sseResponse(answer("Booked slot 42.")));
    await h.engine.submitToolResults(id, [{ toolUseId: "toolu_book", name: "book_slot", content: "booked" }]);
    await h.engine.settled(id);
    expect(run).toHaveBeenCalledOnce();
    expect(bodyOf(h, 1).messages.at(-1)?.content).toEqual([
      { type: "tool_result", tool_use_id: "toolu_calc", content: "42" },
      { type: "tool_result", tool_use_id: "toolu_book", content: "booked" },
    ]);
  });

  it("stops at the round limit, says so on the turn, and Continue goes on with a fresh limit", async () => {
    const run = fakeRunner();
    const h = engineHarness(builtins(run));
    for (let i = 1; i <= 3; i++) h.gateway.reply(sseResponse(calculatorCall(`toolu_${i}`)));
    const id = await h.engine.send(null, { text: "Keep counting", settings: withBuiltins({ maxToolRounds: 2 }) });
    await h.engine.settled(id);

    expect(h.gateway.requests).toHaveLength(3);
    expect(run).toHaveBeenCalledTimes(2);
    const stopped = (await activePath(h, id)).at(-1) as AssistantNode;
    expect(stopped.role).toBe("assistant");
    expect(stopped.stoppedAt).toEqual({ reason: "tool-rounds", rounds: 2 });

    h.gateway.reply(sseResponse(answer("Done counting.")));
    await h.engine.continueToolLoop(stopped.id);
    await h.engine.settled(id);
    expect(run).toHaveBeenCalledTimes(3);
    expect(bodyOf(h, 3).messages.at(-1)?.content).toEqual([{ type: "tool_result", tool_use_id: "toolu_3", content: "42" }]);
    const path = await activePath(h, id);
    expect(path.map((n) => n.role)).toEqual(["user", "assistant", "tool", "assistant", "tool", "assistant", "tool", "assistant"]);
    await expect(h.engine.continueToolLoop(stopped.id)).rejects.toMatchObject({ kind: "invalid-state" });
  });

  it("answers calls left at the limit 'not run' when the person sends a new prompt instead", async () => {
    const h = engineHarness(builtins(fakeRunner()));
    h.gateway.reply(sseResponse(calculatorCall("toolu_1")));
    h.gateway.reply(sseResponse(calculatorCall("toolu_2")));
    const id = await h.engine.send(null, { text: "Count", settings: withBuiltins({ maxToolRounds: 1 }) });
    await h.engine.settled(id);

    h.gateway.reply(sseResponse(answer("Fine.")));
    await h.engine.send(id, { text: "Never mind" });
    await h.engine.settled(id);
    const messages = bodyOf(h, 2).messages;
    expect(messages.slice(-2)).toEqual([
      { role: "assistant", content: expect.any(Array) },
      {
        role: "user",
        content: [
          { type: "tool_result", tool_use_id: "toolu_2", content: "The tool was not run.", is_error: true },
          { type: "text", text: "Never mind" },
        ],
      },
    ]);
  });

  it("a built-in cut short by Stop leaves the turn marked, and another engine (a reload) can finish it", async () => {
    let release: () => void = () => undefined;
    const slow = vi.fn<BuiltinRun>(
      (_name, _input, signal) =>
        new Promise((resolve) => {
          release = () => resolve({ content: "late", isError: false });
          signal.addEventListener("abort", () => resolve({ content: "Stopped", isError: true }));
        }),
    );
    const h = engineHarness(builtins(slow));
    h.gateway.reply(sseResponse(calculatorCall("toolu_1")));
    const id = await h.engine.send(null, { text: "Slow sum", settings: withBuiltins() });
    await vi.waitFor(() => expect(slow).toHaveBeenCalled());
    h.engine.stop(id);
    await h.engine.settled(id);
    release();

    const [, turn, ...rest] = await listMessages(h.db, id);
    expect(rest).toEqual([]);
    expect((turn as AssistantNode).stoppedAt).toEqual({ reason: "tools-unfinished" });

    const reloaded = createEngine({ db: h.db, fetch: h.gateway.fetch, liveStream: h.liveStream, ...builtins(fakeRunner()), saveIntervalMs: 5 });
    h.gateway.reply(sseResponse(answer("42 it is.")));
    await reloaded.continueToolLoop(turn.id);
    await reloaded.settled(id);
    const path = await activePath(h, id);
    expect(path.map((n) => n.role)).toEqual(["user", "assistant", "tool", "assistant"]);
    expect((path[1] as AssistantNode).stoppedAt).toBeUndefined();
    expect(bodyOf(h, 1).messages.at(-1)?.content).toEqual([{ type: "tool_result", tool_use_id: "toolu_1", content: "42" }]);
  });
});

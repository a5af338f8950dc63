import { describe, expect, it } from "vitest";
import { createOpenAIAccumulator } from "@/lib/stream/openai/accumulator";
import type { SseEvent } from "@/lib/stream/sse";

const chunk = (fields: Record<string, unknown>): SseEvent => ({
  data: JSON.stringify({ id: "chatcmpl-1", object: "chat.completion.chunk", model: "kimi-k3.1-pro", ...fields }),
});
const delta = (d: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  chunk({ choices: [{ index: 0, delta: d, finish_reason: null, ...extra }] });
const DONE: SseEvent = { data: "[DONE]" };
const usage = { prompt_tokens: 3, completion_tokens: 4, total_tokens: 7 };

function run(events: SseEvent[]) {
  const acc = createOpenAIAccumulator();
  const changes = events.map((e) => acc.push(e));
  return { acc, changes };
}

describe("createOpenAIAccumulator", () => {
  it("reports the changes of each chunk in order", () => {
    const { changes } = run([
      delta({ role: "assistant", content: "" }),
      delta({ reasoning_content: "r" }),
      delta({ content: "c" }),
      delta({ tool_calls: [{ index: 0, id: "functions.f:0", type: "function", function: { name: "f", arguments: "" } }] }),
      delta({ tool_calls: [{ index: 0, function: { arguments: "{}" } }] }),
      delta({}, { finish_reason: "tool_calls", usage }),
      DONE,
    ]);
    expect(changes).toEqual([
      [{ kind: "start" }, { kind: "content", delta: "" }],
      [{ kind: "reasoning", delta: "r" }],
      [{ kind: "content", delta: "c" }],
      [{ kind: "tool-call-start", index: 0 }, { kind: "tool-call-arguments", index: 0, delta: "" }],
      [{ kind: "tool-call-arguments", index: 0, delta: "{}" }],
      [{ kind: "finish", reason: "tool_calls" }, { kind: "usage" }],
      [{ kind: "done" }],
    ]);
  });

  it("keeps content null until a string delta arrives, and keeps an empty one", () => {
    const none = run([delta({ role: "assistant" }), delta({ content: null }), DONE]);
    expect(none.acc.result?.message).toEqual({ role: "assistant", content: null });
    const empty = run([delta({ role: "assistant", content: "" }), DONE]);
    expect(empty.acc.result?.message).toEqual({ role: "assistant", content: "" });
  });

  it("concatenates every reasoning piece and adds the field only when one arrives", () => {
    const { acc } = run([delta({ reasoning_content: "" }), delta({ reasoning_content: "a" }), delta({ reasoning_content: "b" })]);
    expect(acc.result?.message.reasoning_content).toBe("ab");
    expect("reasoning_content" in (run([delta({ content: "x" })]).acc.result?.message ?? {})).toBe(false);
  });

  it("groups tool-call fragments by index, interleaved or sharing a chunk", () => {
    const { acc } = run([
      delta({
        tool_calls: [
          { index: 0, id: "functions.a:0", type: "function", function: { name: "a", arguments: "" } },
          { index: 1, id: "functions.$web_search:1", type: "builtin_function", function: { name: "$web_search", arguments: '{"x"' } },
        ],
      }),
      delta({ tool_calls: [{ index: 1, function: { arguments: ":1}" } }, { index: 0, function: { arguments: "{}" } }] }),
    ]);
    expect(acc.result?.message.tool_calls).toEqual([
      { id: "functions.a:0", type: "function", function: { name: "a", arguments: "{}" } },
      { id: "functions.$web_search:1", type: "builtin_function", function: { name: "$web_search", arguments: '{"x":1}' } },
    ]);
  });

  it("reads usage from a final choices: [] chunk and ignores earlier nulls", () => {
    const { acc, changes } = run([
      chunk({ choices: [{ index: 0, delta: { content: "hi" }, finish_reason: "stop" }], usage: null }),
      chunk({ choices: [], usage }),
      DONE,
    ]);
    expect(changes[1]).toEqual([{ kind: "usage" }]);
    expect(acc.finish()).toEqual({
      result: { id: "chatcmpl-1", model: "kimi-k3.1-pro", message: { role: "assistant", content: "hi" }, finish_reason: "stop", usage },
      error: null,
    });
  });

  it("accumulates only the choice whose index is 0, wherever it sits", () => {
    const { acc } = run([
      chunk({
        choices: [
          { index: 1, delta: { content: "other" } },
          { index: 0, delta: { content: "mine" } },
        ],
      }),
    ]);
    expect(acc.result?.message.content).toBe("mine");
  });

  it("recognises [DONE] by its data value and ignores what follows", () => {
    const { acc, changes } = run([delta({ content: "a" }), { data: "[DONE]\r" }, delta({ content: "b" })]);
    expect(acc.done).toBe(true);
    expect(changes[2]).toEqual([]);
    expect(acc.result?.message.content).toBe("a");
  });

  it("surfaces a mid-stream error and keeps the partial", () => {
    const body = { error: { message: "reset", type: "server_error", code: null } };
    const { acc, changes } = run([delta({ content: "part" }), { data: "{bad" }, { data: JSON.stringify(body) }]);
    expect(changes[2]).toEqual([{ kind: "error", error: { kind: "upstream", body } }]);
    expect(acc.finish()).toEqual({
      result: expect.objectContaining({ message: { role: "assistant", content: "part" } }),
      error: { kind: "upstream", body },
    });
  });
});

describe("protocol errors", () => {
  it.each([
    ["malformed-json", { data: "{oops" }],
    ["malformed-json", { data: "[1,2]" }],
    ["unexpected-chunk", chunk({ choices: {} })],
    ["unexpected-chunk", chunk({ choices: [{ index: 0, delta: "text" }] })],
    ["unexpected-chunk", delta({ tool_calls: ["x"] })],
  ] as Array<[string, SseEvent]>)("names %s without throwing", (code, event) => {
    const { acc, changes } = run([delta({ content: "kept" }), event]);
    expect(acc.error).toMatchObject({ kind: "protocol", code });
    expect(changes[1]).toContainEqual(expect.objectContaining({ kind: "error" }));
    expect(acc.result?.message.content).toBe("kept");
  });

  it("reports truncation when [DONE] never came", () => {
    const { acc } = run([delta({ content: "a" }, { finish_reason: "stop" })]);
    expect(acc.finish().error).toMatchObject({ kind: "protocol", code: "truncated" });
    expect(createOpenAIAccumulator().finish()).toMatchObject({ result: null, error: { code: "truncated" } });
  });
});

describe("a long reply", () => {
  // Its cost per event is measured by `npm run bench` (the browser part's streaming runs), not timed here.
  it("applies 200,000 content and argument deltas", () => {
    const acc = createOpenAIAccumulator();
    acc.push(delta({ tool_calls: [{ index: 0, id: "functions.f:0", type: "function", function: { name: "f", arguments: "" } }] }));
    const text = delta({ content: "token " });
    const args = delta({ tool_calls: [{ index: 0, function: { arguments: "ab" } }] });
    for (let i = 0; i < 100_000; i++) {
      acc.push(text);
      acc.push(args);
    }
    expect(acc.result?.message.content).toHaveLength(600_000);
    expect(acc.result?.message.tool_calls?.[0].function.arguments).toHaveLength(200_000);
  });
});

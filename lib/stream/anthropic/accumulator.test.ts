import { describe, expect, it } from "vitest";
import { createAnthropicAccumulator } from "@/lib/stream/anthropic/accumulator";
import type { SseEvent } from "@/lib/stream/sse";

const ev = (type: string, fields: Record<string, unknown> = {}): SseEvent => ({
  event: type,
  data: JSON.stringify({ type, ...fields }),
});
const start = (usage: Record<string, unknown> = { input_tokens: 10, output_tokens: 1 }) =>
  ev("message_start", {
    message: { id: "msg_1", type: "message", role: "assistant", model: "kimi-k3", content: [], stop_reason: null, stop_sequence: null, usage },
  });
const blockStart = (index: number, block: Record<string, unknown>) => ev("content_block_start", { index, content_block: block });
const delta = (index: number, d: Record<string, unknown>) => ev("content_block_delta", { index, delta: d });
const text = (index: number, t: string) => delta(index, { type: "text_delta", text: t });
const json = (index: number, partial_json: string) => delta(index, { type: "input_json_delta", partial_json });
const stop = (index: number) => ev("content_block_stop", { index });
const tool = { type: "tool_use", id: "toolu_1", name: "f", input: {} };

function run(events: SseEvent[]) {
  const acc = createAnthropicAccumulator();
  const changes = events.map((e) => acc.push(e));
  return { acc, changes };
}

describe("createAnthropicAccumulator", () => {
  it("reports at most one small change per event", () => {
    const { changes } = run([
      ev("ping"),
      start(),
      blockStart(0, { type: "thinking", thinking: "", signature: "" }),
      delta(0, { type: "thinking_delta", thinking: "hm" }),
      delta(0, { type: "signature_delta", signature: "sig" }),
      stop(0),
      blockStart(1, { type: "text", text: "", citations: [] }),
      delta(1, { type: "citations_delta", citation: { type: "web_search_result_location", url: "u" } }),
      text(1, "hi"),
      stop(1),
      blockStart(2, tool),
      json(2, '{"a":'),
      ev("message_delta", { delta: { stop_reason: "end_turn", stop_sequence: null }, usage: { output_tokens: 5 } }),
      ev("message_stop"),
    ]);
    expect(changes).toEqual([
      [],
      [{ kind: "message-start" }],
      [{ kind: "block-start", index: 0 }],
      [{ kind: "thinking", index: 0, delta: "hm" }],
      [{ kind: "signature", index: 0 }],
      [{ kind: "block-stop", index: 0 }],
      [{ kind: "block-start", index: 1 }],
      [{ kind: "citation", index: 1, citation: { type: "web_search_result_location", url: "u" } }],
      [{ kind: "text", index: 1, delta: "hi" }],
      [{ kind: "block-stop", index: 1 }],
      [{ kind: "block-start", index: 2 }],
      [{ kind: "input-json", index: 2, delta: '{"a":' }],
      [{ kind: "message-delta" }],
      [{ kind: "message-stop" }],
    ]);
  });

  it("mutates the live message in place", () => {
    const acc = createAnthropicAccumulator();
    acc.push(start());
    const message = acc.message;
    acc.push(blockStart(0, { type: "text", text: "" }));
    const block = acc.message?.content[0];
    acc.push(text(0, "a"));
    acc.push(text(0, "b"));
    expect(acc.message).toBe(message);
    expect(acc.message?.content[0]).toBe(block);
    expect(block).toEqual({ type: "text", text: "ab" });
  });

  it("ignores ping, unknown events, unknown delta types and events without an event line", () => {
    const { acc, changes } = run([
      start(),
      blockStart(0, { type: "text", text: "" }),
      ev("ping"),
      { event: "vendor_thing", data: "not json" },
      delta(0, { type: "future_delta", x: 1 }),
      { data: JSON.stringify({ type: "content_block_delta", index: 0, delta: { type: "text_delta", text: "lost" } }) },
      text(0, "kept"),
    ]);
    expect(changes.slice(2, 6)).toEqual([[], [], [], []]);
    expect(acc.message?.content).toEqual([{ type: "text", text: "kept" }]);
    expect(acc.error).toBeNull();
  });

  it("adds a citations array only to a block that receives a citation", () => {
    const { acc } = run([
      start(),
      blockStart(0, { type: "text", text: "" }),
      delta(0, { type: "citations_delta", citation: { type: "web_search_result_location", url: "u" } }),
      blockStart(1, { type: "text", text: "" }),
      text(1, "plain"),
    ]);
    expect(acc.message?.content).toEqual([
      { type: "text", text: "", citations: [{ type: "web_search_result_location", url: "u" }] },
      { type: "text", text: "plain" },
    ]);
    expect("citations" in (acc.message?.content[1] ?? {})).toBe(false);
  });

  it("writes each non-null message_delta usage field over message_start usage", () => {
    const { acc } = run([
      start({ input_tokens: 2311, cache_read_input_tokens: 40, cache_creation: { ephemeral_1h_input_tokens: 7 }, output_tokens: 1 }),
      ev("message_delta", {
        delta: { stop_reason: "pause_turn", stop_sequence: null },
        usage: { input_tokens: 6120, cache_read_input_tokens: null, output_tokens: 9, server_tool_use: { web_search_requests: 2 } },
      }),
      ev("message_delta", { delta: {}, usage: { output_tokens: 12 } }),
    ]);
    expect(acc.message?.usage).toEqual({
      input_tokens: 6120,
      cache_read_input_tokens: 40,
      cache_creation: { ephemeral_1h_input_tokens: 7 },
      output_tokens: 12,
      server_tool_use: { web_search_requests: 2 },
    });
    expect(acc.message?.stop_reason).toBe("pause_turn");
  });

  it("parses tool input once at block stop; all-empty pieces give {}", () => {
    const { acc } = run([start(), blockStart(0, tool), json(0, ""), json(0, '{"q": "tr'), json(0, 'ue"}'), stop(0)]);
    expect(acc.message?.content[0]).toEqual({ ...tool, input: { q: "true" } });
    const empty = run([start(), blockStart(0, tool), json(0, ""), json(0, ""), stop(0)]);
    expect(empty.acc.message?.content[0]).toEqual(tool);
  });

  it("reports each raw input piece as it arrives", () => {
    const { changes } = run([start(), blockStart(0, tool), json(0, '{"a"'), json(0, ":1")]);
    expect(changes.slice(2)).toEqual([[{ kind: "input-json", index: 0, delta: '{"a"' }], [{ kind: "input-json", index: 0, delta: ":1" }]]);
  });

  it("ignores events after message_stop", () => {
    const { acc, changes } = run([start(), ev("message_stop"), blockStart(0, tool), ev("error", { error: { type: "x", message: "m" } })]);
    expect(changes.slice(2)).toEqual([[], []]);
    expect(acc.finish()).toEqual({ message: expect.objectContaining({ content: [] }), error: null });
  });
});

describe("protocol errors", () => {
  it("records malformed JSON, keeps the partial and goes on", () => {
    const { acc, changes } = run([start(), blockStart(0, { type: "text", text: "" }), text(0, "a"), { event: "content_block_delta", data: "{oops" }, text(0, "b")]);
    expect(changes[3]).toEqual([{ kind: "error", error: expect.objectContaining({ kind: "protocol", code: "malformed-json" }) }]);
    expect(acc.error).toMatchObject({ kind: "protocol", code: "malformed-json" });
    expect(acc.message?.content[0]).toEqual({ type: "text", text: "ab" });
  });

  it.each([
    ["event-type-mismatch", [start(), { event: "content_block_stop", data: JSON.stringify({ type: "content_block_delta", index: 0 }) }]],
    ["unknown-index", [start(), text(3, "x")]],
    ["unknown-index", [start(), stop(0)]],
    ["unexpected-event", [text(0, "x")]],
    ["unexpected-event", [start(), start()]],
    ["unexpected-event", [start(), blockStart(0, tool), blockStart(0, tool)]],
    ["unexpected-event", [start(), blockStart(0, { type: "text", text: "" }), stop(0), text(0, "late")]],
    ["unexpected-event", [start(), ev("content_block_start", { index: 0 })]],
    ["delta-mismatch", [start(), blockStart(0, { type: "text", text: "" }), delta(0, { type: "thinking_delta", thinking: "x" })]],
    ["delta-mismatch", [start(), blockStart(0, { type: "text", text: "" }), json(0, "{}")]],
    ["invalid-tool-input", [start(), blockStart(0, tool), json(0, '{"a":'), stop(0)]],
    ["invalid-tool-input", [start(), blockStart(0, tool), json(0, "[1]"), stop(0)]],
    ["malformed-json", [start(), { event: "message_delta", data: "[1]" }]],
  ] as Array<[string, SseEvent[]]>)("names %s without throwing", (code, events) => {
    const { acc, changes } = run(events);
    expect(acc.error).toMatchObject({ kind: "protocol", code });
    expect(changes.at(-1)).toMatchObject([{ kind: "error", error: { code } }]);
  });

  it("keeps a tool's starting input when its pieces do not parse", () => {
    const { acc } = run([start(), blockStart(0, tool), json(0, '{"a":'), stop(0)]);
    expect(acc.message?.content[0]).toEqual(tool);
  });

  it("lets an upstream error replace a protocol error, not the reverse", () => {
    const upstream = { type: "error", error: { type: "overloaded_error", message: "Overloaded" } };
    const { acc } = run([start(), text(9, "x"), { event: "error", data: JSON.stringify(upstream) }, text(9, "y")]);
    expect(acc.error).toEqual({ kind: "upstream", body: upstream });
    expect(acc.finish().error).toEqual({ kind: "upstream", body: upstream });
    expect(acc.done).toBe(false);
  });

  it("takes an error event whose body lacks a type as an upstream error", () => {
    const hybrid = { error: { type: "<nil>", message: "quota exhausted" } };
    const { acc } = run([start(), { event: "error", data: JSON.stringify(hybrid) }]);
    expect(acc.error).toEqual({ kind: "upstream", body: hybrid });
  });
});

describe("finish", () => {
  it("parses open tool inputs that parse, else {}, and reports truncation", () => {
    const { acc } = run([
      start(),
      blockStart(0, tool),
      json(0, '{"city": "Vell"}'),
      blockStart(1, { ...tool, id: "toolu_2" }),
      json(1, '{"city": "Ske'),
    ]);
    const { message, error } = acc.finish();
    expect(message?.content).toEqual([
      { ...tool, input: { city: "Vell" } },
      { ...tool, id: "toolu_2", input: {} },
    ]);
    expect(error).toMatchObject({ kind: "protocol", code: "truncated" });
    expect(acc.finish()).toEqual({ message, error });
    expect(acc.push(ev("message_stop"))).toEqual([]);
  });

  it("returns a null message when nothing started", () => {
    expect(createAnthropicAccumulator().finish()).toMatchObject({ message: null, error: { code: "truncated" } });
  });
});

describe("a long reply", () => {
  // Its cost per event is measured by `npm run bench` (the browser part's streaming runs), not timed here.
  it("applies 200,000 text deltas", () => {
    const acc = createAnthropicAccumulator();
    acc.push(start());
    acc.push(blockStart(0, { type: "text", text: "" }));
    const piece = text(0, "token ");
    for (let i = 0; i < 200_000; i++) acc.push(piece);
    expect((acc.message?.content[0] as { text: string }).text).toHaveLength(1_200_000);
  });
});

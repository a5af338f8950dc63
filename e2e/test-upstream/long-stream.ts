// The benchmark's "long" reply: a valid text stream of N content deltas. Every event is a prebuilt
// Buffer (a few distinct deltas cycled), so writing 200,000 of them costs no JSON or encoding work.

const WORDS = ["Moonlit ", "streams ", "long ", "replies ", "without ", "dropping ", "a ", "byte. "];
const MODEL = "kimi-k3.1-pro";

export interface Frames {
  head: Buffer[];
  deltas: Buffer[];
  tail: (events: number) => Buffer[];
}

const anthropicSse = (data: Record<string, unknown>) => Buffer.from(`event: ${String(data.type)}\ndata: ${JSON.stringify(data)}\n\n`);
const openaiSse = (data: unknown) => Buffer.from(`data: ${typeof data === "string" ? data : JSON.stringify(data)}\n\n`);

function anthropicFrames(): Frames {
  const usage = { input_tokens: 12, cache_creation_input_tokens: 0, cache_read_input_tokens: 0, output_tokens: 1 };
  return {
    head: [
      anthropicSse({
        type: "message_start",
        message: { id: "msg_long_benchmark", type: "message", role: "assistant", model: MODEL, content: [], stop_reason: null, stop_sequence: null, usage },
      }),
      anthropicSse({ type: "content_block_start", index: 0, content_block: { type: "text", text: "" } }),
    ],
    deltas: WORDS.map((text) => anthropicSse({ type: "content_block_delta", index: 0, delta: { type: "text_delta", text } })),
    tail: (events) => [
      anthropicSse({ type: "content_block_stop", index: 0 }),
      anthropicSse({ type: "message_delta", delta: { stop_reason: "end_turn", stop_sequence: null }, usage: { ...usage, output_tokens: events } }),
      anthropicSse({ type: "message_stop" }),
    ],
  };
}

function openaiFrames(): Frames {
  const base = { id: "chatcmpl-longbenchmark", object: "chat.completion.chunk", created: 1_900_000_000, model: MODEL };
  const chunk = (delta: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
    openaiSse({ ...base, choices: [{ index: 0, delta, finish_reason: null, ...extra }] });
  return {
    head: [chunk({ role: "assistant", content: "" })],
    deltas: WORDS.map((content) => chunk({ content })),
    tail: (events) => [
      chunk({}, { finish_reason: "stop", usage: { prompt_tokens: 12, completion_tokens: events, total_tokens: 12 + events } }),
      openaiSse("[DONE]"),
    ],
  };
}

const frames = { anthropic: anthropicFrames(), openai: openaiFrames() };

/** The events a long reply is made of, for writers that pace them out themselves. */
export function longStreamFrames(protocol: "anthropic" | "openai"): Frames {
  return frames[protocol];
}

export function* longStream(protocol: "anthropic" | "openai", events: number): Generator<Buffer> {
  const { head, deltas, tail } = frames[protocol];
  yield* head;
  for (let i = 0; i < events; i++) yield deltas[i % deltas.length];
  yield* tail(events);
}

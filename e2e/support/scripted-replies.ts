// Streams the specs script themselves, in the exact wire format: an Anthropic reply whose text
// arrives in pieces, as a structured reply's JSON does (PROTOCOL §5: "The JSON arrives as text").

const event = (data: Record<string, unknown>) => `event: ${String(data.type)}\ndata: ${JSON.stringify(data)}\n\n`;

/** A complete Anthropic stream: one text block holding `text`, sent in `pieces` deltas. */
export function anthropicTextReply(text: string, pieces = 12): string {
  const usage = { input_tokens: 40, cache_creation_input_tokens: 0, cache_read_input_tokens: 0, output_tokens: 1 };
  const size = Math.max(1, Math.ceil(text.length / pieces));
  const deltas: string[] = [];
  for (let at = 0; at < text.length; at += size) {
    deltas.push(event({ type: "content_block_delta", index: 0, delta: { type: "text_delta", text: text.slice(at, at + size) } }));
  }
  return [
    event({
      type: "message_start",
      message: { id: "msg_scripted_text", type: "message", role: "assistant", model: "kimi-k3.1-pro", content: [], stop_reason: null, stop_sequence: null, usage },
    }),
    event({ type: "content_block_start", index: 0, content_block: { type: "text", text: "" } }),
    ...deltas,
    event({ type: "content_block_stop", index: 0 }),
    event({ type: "message_delta", delta: { stop_reason: "end_turn", stop_sequence: null }, usage: { output_tokens: deltas.length } }),
    event({ type: "message_stop" }),
  ].join("");
}

// Small, valid upstream streams written from a list of blocks, for tests that script a model's turn
// (a tool call, then an answer) where no fixture says exactly that.

export type ScriptedBlock =
  | { type: "thinking"; thinking: string; signature: string }
  | { type: "text"; text: string }
  | { type: "tool_use"; id: string; name: string; input: Record<string, unknown> };

const event = (type: string, data: Record<string, unknown>) => `event: ${type}\ndata: ${JSON.stringify({ type, ...data })}\n\n`;

function blockEvents(block: ScriptedBlock, index: number): string {
  switch (block.type) {
    case "thinking":
      return (
        event("content_block_start", { index, content_block: { type: "thinking", thinking: "", signature: "" } }) +
        event("content_block_delta", { index, delta: { type: "thinking_delta", thinking: block.thinking } }) +
        event("content_block_delta", { index, delta: { type: "signature_delta", signature: block.signature } })
      );
    case "text":
      return (
        event("content_block_start", { index, content_block: { type: "text", text: "" } }) +
        event("content_block_delta", { index, delta: { type: "text_delta", text: block.text } })
      );
    case "tool_use": {
      // Split in two, as upstream does, so the client must join the pieces.
      const json = JSON.stringify(block.input);
      const half = Math.floor(json.length / 2);
      return (
        event("content_block_start", { index, content_block: { type: "tool_use", id: block.id, name: block.name, input: {} } }) +
        event("content_block_delta", { index, delta: { type: "input_json_delta", partial_json: json.slice(0, half) } }) +
        event("content_block_delta", { index, delta: { type: "input_json_delta", partial_json: json.slice(half) } })
      );
    }
  }
}

/** An Anthropic Messages stream of `blocks`, ending with tool_use if any block is a tool call. */
export function anthropicStream(blocks: ScriptedBlock[], options: { id?: string; model?: string } = {}): string {
  const stopReason = blocks.some((block) => block.type === "tool_use") ? "tool_use" : "end_turn";
  const message = {
    id: options.id ?? "msg_scripted",
    type: "message",
    role: "assistant",
    model: options.model ?? "kimi-k3.1-pro",
    content: [],
    stop_reason: null,
    stop_sequence: null,
    usage: { input_tokens: 10, output_tokens: 1 },
  };
  return (
    event("message_start", { message }) +
    blocks.map((block, index) => blockEvents(block, index) + event("content_block_stop", { index })).join("") +
    event("message_delta", { delta: { stop_reason: stopReason, stop_sequence: null }, usage: { output_tokens: 20 } }) +
    event("message_stop", {})
  );
}

export interface ScriptedOpenAITurn {
  reasoning?: string;
  content?: string;
  calls?: Array<{ id: string; name: string; arguments: string }>;
}

/** An OpenAI chat.completion.chunk stream of one turn, ending with tool_calls if it makes any. */
export function openAIStream(turn: ScriptedOpenAITurn, options: { id?: string; model?: string } = {}): string {
  const chunk = (delta: Record<string, unknown>, finish: string | null = null) =>
    `data: ${JSON.stringify({
      id: options.id ?? "chatcmpl-scripted",
      object: "chat.completion.chunk",
      model: options.model ?? "kimi-k3.1-pro",
      choices: [{ index: 0, delta, finish_reason: finish }],
    })}\n\n`;
  const calls = turn.calls ?? [];
  return (
    chunk({ role: "assistant", ...(turn.reasoning ? { reasoning_content: turn.reasoning } : {}) }) +
    (turn.content ? chunk({ content: turn.content }) : "") +
    calls
      .map(
        (call, index) =>
          chunk({ tool_calls: [{ index, id: call.id, type: "function", function: { name: call.name, arguments: "" } }] }) +
          chunk({ tool_calls: [{ index, function: { arguments: call.arguments } }] }),
      )
      .join("") +
    chunk({}, calls.length > 0 ? "tool_calls" : "stop") +
    "data: [DONE]\n\n"
  );
}

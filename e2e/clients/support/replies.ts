import type { Script } from "@/e2e/test-upstream/types";
import { anthropicStream, openAIStream, type ScriptedBlock, type ScriptedOpenAITurn } from "@/lib/protocol/test-support/scripted-streams";

// The test upstream's scripts for one model turn, streamed or whole (a client that does not ask for a
// stream gets one JSON body), in each protocol's wire format.

export const streamed = {
  anthropic: (blocks: ScriptedBlock[]): Script => ({ reply: { kind: "sse", body: anthropicStream(blocks) } }),
  openai: (turn: ScriptedOpenAITurn): Script => ({ reply: { kind: "sse", body: openAIStream(turn) } }),
};

export const whole = {
  anthropic: (content: Array<Record<string, unknown>>, stopReason = "end_turn"): Script => ({
    reply: {
      kind: "json",
      status: 200,
      body: {
        id: "msg_whole",
        type: "message",
        role: "assistant",
        model: "kimi-k3.1-pro",
        content,
        stop_reason: stopReason,
        stop_sequence: null,
        usage: { input_tokens: 12, output_tokens: 8 },
      },
    },
  }),
  openai: (message: Record<string, unknown>): Script => ({
    reply: {
      kind: "json",
      status: 200,
      body: {
        id: "chatcmpl-whole",
        object: "chat.completion",
        created: 1_900_000_000,
        model: "kimi-k3.1-pro",
        choices: [{ index: 0, message: { role: "assistant", ...message }, finish_reason: "stop" }],
        usage: { prompt_tokens: 12, completion_tokens: 8, total_tokens: 20 },
      },
    },
  }),
};

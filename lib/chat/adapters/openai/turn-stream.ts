// Feeds an OpenAI chat-completions stream into an AssistantNode. The whole reasoning_content counts
// as one thinking block (index 0), timed from its first piece to the first answer or tool-call piece.

import { createOpenAIAccumulator } from "@/lib/stream/openai/accumulator";
import type { AssistantNode } from "@/lib/protocol/message";
import type { OpenAIResult } from "@/lib/protocol/openai/types";
import { turnErrorOf } from "@/lib/chat/engine/turn-error";
import type { TurnStream } from "@/lib/chat/adapters/engine-adapter";
import { createTextPieces } from "@/lib/chat/adapters/text-pieces";

const ANSWER_KINDS = new Set(["tool-call-start", "finish", "done"]);

export function createOpenAITurnStream(node: AssistantNode): TurnStream {
  const accumulator = createOpenAIAccumulator();
  const durations = (node.thinkingDurations ??= {});
  let thinkingStart: number | undefined;
  const textPieces = createTextPieces();

  function adopt(result: OpenAIResult | null): void {
    if (result && (node.turn.protocol !== "openai" || node.turn.result !== result)) node.turn = { protocol: "openai", result };
  }

  function closeThinking(now: number): void {
    if (thinkingStart === undefined) return;
    durations[0] = Math.max(0, now - thinkingStart);
    thinkingStart = undefined;
  }

  return {
    // Each call's `arguments` string grows in the turn itself, where the view reads it.
    pendingInputs: new Map<string, string>(),
    textPieces: textPieces.map,
    push(event, now) {
      const changes = accumulator.push(event);
      if (changes.length === 0) return false;
      adopt(accumulator.result);
      for (const change of changes) {
        if (change.kind === "reasoning" && thinkingStart === undefined && durations[0] === undefined) thinkingStart = now;
        else if (ANSWER_KINDS.has(change.kind) || (change.kind === "content" && change.delta !== "")) closeThinking(now);
        const message = accumulator.result?.message;
        if (change.kind === "content" && message && typeof message.content === "string") textPieces.add(message, message.content, change.delta);
      }
      return true;
    },
    finish(now) {
      const { result, error } = accumulator.finish();
      adopt(result);
      closeThinking(now);
      return turnErrorOf(error, accumulator.done);
    },
  };
}

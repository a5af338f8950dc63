// Feeds an Anthropic stream into an AssistantNode: the accumulator's message becomes the node's turn
// (the same object, mutated in place), and thinking blocks are timed from block start to stop.

import { createAnthropicAccumulator } from "@/lib/stream/anthropic/accumulator";
import type { AssistantNode } from "@/lib/protocol/message";
import { turnErrorOf } from "@/lib/chat/engine/turn-error";
import type { TurnStream } from "@/lib/chat/adapters/engine-adapter";
import { createTextPieces } from "@/lib/chat/adapters/text-pieces";

export function createAnthropicTurnStream(node: AssistantNode): TurnStream {
  const accumulator = createAnthropicAccumulator();
  const thinkingStarts = new Map<number, number>();
  const durations = (node.thinkingDurations ??= {});
  // A tool_use block's `input` is parsed only when it stops; until then its JSON arrives in pieces,
  // kept here by call id (appended, never re-joined, so a long input costs linear time).
  const pendingInputs = new Map<string, string>();
  const textPieces = createTextPieces();

  function closeThinking(index: number, now: number): void {
    const start = thinkingStarts.get(index);
    if (start === undefined) return;
    thinkingStarts.delete(index);
    durations[index] = Math.max(0, now - start);
  }

  function toolIdAt(index: number): string {
    const block = accumulator.message?.content[index];
    return block && "id" in block && typeof block.id === "string" ? block.id : "";
  }

  return {
    push(event, now) {
      const changes = accumulator.push(event);
      if (changes.length === 0) return false;
      const message = accumulator.message;
      if (message && (node.turn.protocol !== "anthropic" || node.turn.message !== message)) {
        node.turn = { protocol: "anthropic", message };
      }
      for (const change of changes) {
        if (change.kind === "block-start" && message?.content[change.index]?.type === "thinking") {
          thinkingStarts.set(change.index, now);
        } else if (change.kind === "block-stop") {
          closeThinking(change.index, now);
          pendingInputs.delete(toolIdAt(change.index));
        } else if (change.kind === "text") {
          const block = message?.content[change.index];
          if (block?.type === "text") textPieces.add(block, block.text, change.delta);
        } else if (change.kind === "input-json") {
          const id = toolIdAt(change.index);
          if (id !== "") pendingInputs.set(id, (pendingInputs.get(id) ?? "") + change.delta);
        }
      }
      return true;
    },
    pendingInputs,
    textPieces: textPieces.map,
    finish(now) {
      const { message, error } = accumulator.finish();
      if (message && (node.turn.protocol !== "anthropic" || node.turn.message !== message)) {
        node.turn = { protocol: "anthropic", message };
      }
      for (const index of [...thinkingStarts.keys()]) closeThinking(index, now);
      pendingInputs.clear();
      return turnErrorOf(error, accumulator.done);
    },
  };
}

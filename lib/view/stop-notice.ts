// What to tell the reader about how a reply ended, when it is worth telling.

import { turnAdapter } from "@/lib/protocol/adapters";
import type { AssistantNode } from "@/lib/protocol/message";
import { ownValue } from "@/lib/protocol/own-key";
import { isTurnErrorKind, type TurnErrorKind } from "@/lib/protocol/turn-error-kind";
import { fieldAt, finiteNumber } from "@/lib/protocol/stored-value";

export type StopNotice =
  | { kind: "max-tokens" }
  | { kind: "refusal" }
  | { kind: "stop-sequence"; sequence: string }
  /** The person stopped it: a quiet note, the reply reads as finished. */
  | { kind: "stopped" }
  | { kind: "interrupted" }
  /** The tool loop stopped at its round limit, or before the built-ins finished: Continue resumes it. */
  | { kind: "tool-rounds"; rounds: number }
  | { kind: "tools-unfinished" }
  /**
   * `errorKind` names the failure (rate_limit, network, a gateway kind, …), null when the stored one
   * is none this client knows; `message` is the detail, often upstream's or the gateway's own words.
   */
  | { kind: "error"; errorKind: TurnErrorKind | null; message: string; status?: number; retryAfterSeconds?: number };

type ReasonNotice = (node: AssistantNode, stopSequence: string | null) => StopNotice | null;

// Every protocol's reason (Anthropic stop_reason, OpenAI finish_reason) in one table; unknown ones say nothing.
const BY_REASON: Record<string, ReasonNotice> = {
  max_tokens: () => ({ kind: "max-tokens" }),
  length: () => ({ kind: "max-tokens" }),
  refusal: () => ({ kind: "refusal" }),
  content_filter: () => ({ kind: "refusal" }),
  stop_sequence: (_node, sequence) => (sequence ? { kind: "stop-sequence", sequence } : null),
};

export function stopNoticeOf(node: AssistantNode): StopNotice | null {
  if (node.status === "error") {
    // An imported turn's error may hold anything: whatever it is, the notice gets text and numbers.
    const message = fieldAt(node, "error", "message");
    const errorKind = fieldAt(node, "error", "kind");
    const notice: StopNotice = {
      kind: "error",
      errorKind: isTurnErrorKind(errorKind) ? errorKind : null,
      message: message === undefined || message === null ? "" : typeof message === "string" ? message : JSON.stringify(message),
    };
    const status = finiteNumber(fieldAt(node, "error", "status"));
    if (status !== undefined) notice.status = status;
    const retryAfterSeconds = finiteNumber(fieldAt(node, "error", "retryAfterSeconds"));
    if (retryAfterSeconds !== undefined) notice.retryAfterSeconds = retryAfterSeconds;
    return notice;
  }
  if (node.status === "stopped") return { kind: "stopped" };
  if (node.status === "interrupted") return { kind: "interrupted" };
  if (node.status !== "complete") return null;
  if (node.stoppedAt?.reason === "tool-rounds") return { kind: "tool-rounds", rounds: node.stoppedAt.rounds };
  if (node.stoppedAt?.reason === "tools-unfinished") return { kind: "tools-unfinished" };
  const adapter = turnAdapter(node.turn);
  const notice = ownValue(BY_REASON, adapter?.stopReason(node.turn));
  return adapter && notice ? notice(node, adapter.stopSequence(node.turn)) : null;
}

// Turning the person's drafts into the ToolResult[] the Engine sends: one per call they answer, in
// call order. The built-ins waiting beside them are the Engine's to answer (mergeToolResults).

import type { ToolResult } from "@/lib/protocol/message";
import { ownValue } from "@/lib/protocol/own-key";
import type { ToolCallPart, ViewPart } from "@/lib/view/parts";
import { EMPTY_ANSWER, type ToolAnswerDraft } from "../state/tool-answer-store";

export type ToolAnswers = { ok: true; results: ToolResult[] } | { ok: false; missing: ToolCallPart[] };

/** The calls of a reply waiting for the person's results (or, with "approval", their Allow or Deny), in call order. */
export function callsAwaitingPerson(parts: readonly ViewPart[], awaits: "person" | "approval" = "person"): ToolCallPart[] {
  return parts.filter((part): part is ToolCallPart => part.type === "tool-call" && part.status === "waiting" && part.awaits === awaits);
}

/**
 * Every call needs some text: an empty tool_result tells the model nothing, and a person who means
 * "nothing came back" can say so. The text is sent as typed (JSON stays the JSON they wrote).
 */
export function buildToolResults(calls: readonly ToolCallPart[], drafts: Readonly<Record<string, ToolAnswerDraft>>): ToolAnswers {
  const missing = calls.filter((call) => (ownValue(drafts, call.id) ?? EMPTY_ANSWER).text.trim() === "");
  if (missing.length > 0) return { ok: false, missing };
  return {
    ok: true,
    results: calls.map((call) => {
      const draft = ownValue(drafts, call.id) ?? EMPTY_ANSWER;
      return { toolUseId: call.id, name: call.name, content: draft.text, ...(draft.isError ? { isError: true } : {}) };
    }),
  };
}

/** The id of a call's Tool result textbox, so Send results can move focus to one left empty. */
export const toolResultInputId = (part: Pick<ToolCallPart, "key">) => `tool-result-${part.key}`;

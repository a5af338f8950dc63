"use client";

// A turn whose only waiting calls are MCP calls goes on by itself once each has been allowed or
// denied: no Send results button to press after Allow. (With the person's own tools waiting beside
// them, Send results sends everything.)

import { useEffect, useRef } from "react";
import { reportError } from "@/lib/chat/engine";
import { ownValue } from "@/lib/protocol/own-key";
import type { ToolCallPart } from "@/lib/view/parts";
import { useToolAnswerStore } from "../state/tool-answer-store";
import { submitToolAnswers, type SubmitContext } from "./submit-tool-answers";

export function useSubmitWhenDecided(context: SubmitContext | null, approvals: readonly ToolCallPart[], personCalls: number): void {
  const decisions = useToolAnswerStore((state) => state.decisions);
  const sending = useRef(false);
  const ready = context !== null && personCalls === 0 && approvals.length > 0 && approvals.every((call) => ownValue(decisions, call.id) !== undefined);
  useEffect(() => {
    if (!ready || !context || sending.current) return;
    sending.current = true;
    submitToolAnswers(context, [], approvals, decisions)
      .catch(reportError)
      .finally(() => {
        sending.current = false;
      });
  }, [ready, context, approvals, decisions]);
}

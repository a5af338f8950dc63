"use client";

// One Send results button for a turn's waiting calls, after the last of them. One button, not one
// per card: a screen reader meets each call's fields in order, then a single action that plainly
// sends them together (parallel calls are answered in one request); a button in every card would
// read as if it sent only that card.

import { useState } from "react";
import { useT } from "@/components/i18n/i18n-provider";
import { Button } from "@/components/ui/button";
import { reportError } from "@/lib/chat/engine";
import { ownValue } from "@/lib/protocol/own-key";
import type { ToolCallPart } from "@/lib/view/parts";
import { useToolAnswerStore } from "../state/tool-answer-store";
import { submitToolAnswers, type SubmitContext } from "./submit-tool-answers";
import { buildToolResults, toolResultInputId } from "./tool-answers";

interface Props {
  context: SubmitContext;
  calls: readonly ToolCallPart[];
  /** MCP calls waiting beside them, each to be allowed or denied first. */
  approvals: readonly ToolCallPart[];
}

export function SendToolResults({ context, calls, approvals }: Props) {
  const t = useT();
  const [sending, setSending] = useState(false);
  const missingIds = useToolAnswerStore((state) => state.missing);
  const missing = calls.filter((call) => missingIds.includes(call.id));
  const undecided = approvals.filter((call) => missingIds.includes(call.id));

  const send = () => {
    const store = useToolAnswerStore.getState();
    const answers = buildToolResults(calls, store.drafts);
    const open = approvals.filter((call) => ownValue(store.decisions, call.id) === undefined);
    if (!answers.ok || open.length > 0) {
      store.setMissing([...(answers.ok ? [] : answers.missing), ...open].map((call) => call.id));
      if (!answers.ok) document.getElementById(toolResultInputId(answers.missing[0]))?.focus();
      return;
    }
    store.setMissing([]);
    setSending(true);
    submitToolAnswers(context, answers.results, approvals, store.decisions)
      .catch(reportError)
      .finally(() => setSending(false));
  };

  return (
    <div className="my-2 flex flex-wrap items-center gap-3">
      <Button
        onClick={send}
        disabled={sending}
        variant="primary"
        offset={1}
        className="rounded-lg px-3 py-1.5 text-sm font-medium disabled:opacity-40"
      >
        {t("toolAnswer.send")}
      </Button>
      {missing.length > 0 && (
        <p role="alert" className="text-xs text-red-600 dark:text-red-400">
          {t("toolAnswer.missing", { names: [...new Set(missing.map((call) => call.name))].join(", ") })}
        </p>
      )}
      {undecided.length > 0 && (
        <p role="alert" className="text-xs text-red-600 dark:text-red-400">
          {t("toolApproval.missing", { names: [...new Set(undecided.map((call) => call.name))].join(", ") })}
        </p>
      )}
    </div>
  );
}

"use client";

// One Send results button for a turn's waiting calls, after the last of them. One button, not one
// per card: a screen reader meets each call's fields in order, then a single action that plainly
// sends them together (parallel calls are answered in one request); a button in every card would
// read as if it sent only that card.

import { useState } from "react";
import { useT } from "@/components/i18n/i18n-provider";
import { Button } from "@/components/ui/button";
import { reportError } from "@/lib/chat/engine";
import { useEngine } from "@/lib/chat/hooks";
import type { ToolCallPart } from "@/lib/view/parts";
import { useToolAnswerStore } from "../state/tool-answer-store";
import { buildToolResults, toolResultInputId } from "./tool-answers";

export function SendToolResults({ conversationId, calls }: { conversationId: string; calls: readonly ToolCallPart[] }) {
  const t = useT();
  const engine = useEngine();
  const [sending, setSending] = useState(false);
  const missingIds = useToolAnswerStore((state) => state.missing);
  const missing = calls.filter((call) => missingIds.includes(call.id));

  const send = () => {
    const store = useToolAnswerStore.getState();
    const answers = buildToolResults(calls, store.drafts);
    if (!answers.ok) {
      store.setMissing(answers.missing.map((call) => call.id));
      document.getElementById(toolResultInputId(answers.missing[0]))?.focus();
      return;
    }
    store.setMissing([]);
    setSending(true);
    engine
      .submitToolResults(conversationId, answers.results)
      .then(() => useToolAnswerStore.getState().clear(answers.results.map((result) => result.toolUseId)))
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
    </div>
  );
}

"use client";

// Inside a waiting call's card: the person's result for it (text or JSON, sent as typed) and whether
// it is an error. Drafts live in the tool answer store; Send results (one per turn) sends them all.

import { useT } from "@/components/i18n/i18n-provider";
import { FOCUS_RING } from "@/components/ui/button";
import { ownValue } from "@/lib/protocol/own-key";
import type { ToolCallPart } from "@/lib/view/parts";
import { EMPTY_ANSWER, useToolAnswerStore } from "../state/tool-answer-store";
import { toolResultInputId } from "./tool-answers";

export function ToolAnswerFields({ part }: { part: ToolCallPart }) {
  const t = useT();
  const draft = useToolAnswerStore((state) => ownValue(state.drafts, part.id) ?? EMPTY_ANSWER);
  const missing = useToolAnswerStore((state) => state.missing.includes(part.id));
  const edit = useToolAnswerStore((state) => state.edit);
  const inputId = toolResultInputId(part);

  return (
    <div className="mt-2">
      <label htmlFor={inputId} className="mb-1 block text-[11px] font-semibold tracking-wide text-zinc-500 uppercase dark:text-zinc-400">
        {t("toolAnswer.result")}
      </label>
      <textarea
        id={inputId}
        value={draft.text}
        onChange={(event) => edit(part.id, { text: event.target.value })}
        placeholder={t("toolAnswer.placeholder")}
        aria-invalid={missing || undefined}
        rows={3}
        spellCheck={false}
        className={`block w-full resize-y rounded-md border border-zinc-300 bg-white px-2.5 py-2 font-mono text-xs text-zinc-900 placeholder:text-zinc-400 aria-invalid:border-red-500 dark:border-zinc-600 dark:bg-zinc-900 dark:text-zinc-100 dark:placeholder:text-zinc-500 ${FOCUS_RING}`}
      />
      <label className="mt-1.5 inline-flex items-center gap-1.5 text-xs text-zinc-700 dark:text-zinc-300">
        <input type="checkbox" checked={draft.isError} onChange={(event) => edit(part.id, { isError: event.target.checked })} className="accent-red-600" />
        {t("toolAnswer.markError")}
      </label>
    </div>
  );
}

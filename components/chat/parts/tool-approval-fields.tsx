"use client";

// Inside an MCP call's card while it waits: which server it would run on, Allow or Deny, and Always
// allow this tool. Once every call of the turn has an answer they go together (submit-tool-answers).

import { useId } from "react";
import { useT } from "@/components/i18n/i18n-provider";
import { Button } from "@/components/ui/button";
import { ownValue } from "@/lib/protocol/own-key";
import type { ToolCallPart } from "@/lib/view/parts";
import { useToolAnswerStore } from "../state/tool-answer-store";
import { useMcpTool } from "./tool-approval-context";

const CHOICES = [
  { allow: true, label: "toolApproval.allow", variant: "primary" },
  { allow: false, label: "toolApproval.deny", variant: "outline" },
] as const;

export function ToolApprovalFields({ part }: { part: ToolCallPart }) {
  const t = useT();
  const alwaysId = useId();
  const tool = useMcpTool(part.name);
  const decision = useToolAnswerStore((state) => ownValue(state.decisions, part.id));
  const always = useToolAnswerStore((state) => ownValue(state.always, part.id) === true);
  const missing = useToolAnswerStore((state) => state.missing.includes(part.id));
  const { decide, setAlways } = useToolAnswerStore.getState();

  return (
    <div className={`mt-2 rounded-md border px-2.5 py-2 ${missing ? "border-red-500" : "border-amber-300 dark:border-amber-700/60"} bg-amber-50/60 dark:bg-amber-950/20`}>
      <p className="text-xs text-zinc-800 dark:text-zinc-200">{t("toolApproval.ask", { server: tool?.serverName ?? "?" })}</p>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        {CHOICES.map(({ allow, label, variant }) => (
          <Button
            key={label}
            variant={variant}
            aria-pressed={decision?.allow === allow}
            disabled={decision !== undefined}
            onClick={() => decide(part.id, allow)}
            className="rounded-md px-3 py-1 text-xs font-medium disabled:opacity-50"
          >
            {t(label)}
          </Button>
        ))}
        <span className="inline-flex items-center gap-1.5 text-xs text-zinc-700 dark:text-zinc-300">
          <input
            id={alwaysId}
            type="checkbox"
            checked={always}
            disabled={decision !== undefined}
            onChange={(event) => setAlways(part.id, event.target.checked)}
            className="accent-indigo-600"
          />
          <label htmlFor={alwaysId}>{t("toolApproval.always")}</label>
        </span>
      </div>
    </div>
  );
}

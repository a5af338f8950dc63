"use client";

// The built-in tools, one checkbox each (named by the tool, its hint read as the description): which
// ones this conversation (or new chats) offers the model.

import { useId } from "react";
import { useT } from "@/components/i18n/i18n-provider";
import type { Translate } from "@/lib/i18n/translate";
import { RUN_JAVASCRIPT_TIME_LIMIT_MS } from "@/lib/chat/tools/limits";
import { BUILTIN_TOOL_NAMES, type BuiltinToolName } from "@/lib/protocol/tool-settings";
import { useEchoedSetting } from "./use-echoed-setting";

const TEXT: Record<BuiltinToolName, (t: Translate) => { label: string; hint: string }> = {
  calculator: (t) => ({ label: t("tools.calculator"), hint: t("tools.calculator.hint") }),
  date_time: (t) => ({ label: t("tools.dateTime"), hint: t("tools.dateTime.hint") }),
  run_javascript: (t) => ({
    label: t("tools.runJavaScript"),
    hint: t("tools.runJavaScript.hint", { seconds: RUN_JAVASCRIPT_TIME_LIMIT_MS / 1000 }),
  }),
};

interface Props {
  value: readonly BuiltinToolName[];
  onChange: (value: BuiltinToolName[]) => void;
}

function BuiltinToolBox({ name, checked, onToggle }: { name: BuiltinToolName; checked: boolean; onToggle: (on: boolean) => void }) {
  const text = TEXT[name](useT());
  const id = useId();
  const hintId = useId();
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        aria-describedby={hintId}
        onChange={(event) => onToggle(event.target.checked)}
        className="mt-0.5 h-4 w-4 shrink-0 accent-indigo-600"
      />
      <div className="min-w-0">
        <label htmlFor={id} className="cursor-pointer text-sm font-medium text-zinc-800 dark:text-zinc-200">
          {text.label}
        </label>
        <p id={hintId} className="text-xs text-zinc-500 dark:text-zinc-400">
          {text.hint}
        </p>
      </div>
    </div>
  );
}

export function BuiltinToolsField({ value, onChange }: Props) {
  const t = useT();
  const [shown, setShown] = useEchoedSetting<readonly BuiltinToolName[]>(value);
  const toggle = (name: BuiltinToolName, on: boolean) => {
    const next = BUILTIN_TOOL_NAMES.filter((other) => (other === name ? on : shown.includes(other)));
    setShown(next);
    onChange(next);
  };
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-zinc-800 dark:text-zinc-200">{t("tools.builtins")}</legend>
      <p className="-mt-2 text-xs text-zinc-500 dark:text-zinc-400">{t("tools.builtins.hint")}</p>
      {BUILTIN_TOOL_NAMES.map((name) => (
        <BuiltinToolBox key={name} name={name} checked={shown.includes(name)} onToggle={(on) => toggle(name, on)} />
      ))}
    </fieldset>
  );
}

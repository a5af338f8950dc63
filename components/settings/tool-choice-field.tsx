"use client";

// Tool choice: only what the model's document lists for the format (see toolChoiceOptions), a named
// choice per tool offered. A stored choice no longer offered shows (and is sent) as auto.

import { useId } from "react";
import { useT } from "@/components/i18n/i18n-provider";
import { functionTools } from "@/lib/chat/tools/function-tools";
import type { ConversationSettings, ToolChoiceSetting } from "@/lib/protocol/message";
import { formatCapabilities } from "@/lib/protocol/models";
import { offeredToolChoice, toolChoiceKey, toolChoiceOptions } from "@/components/settings/tool-choice-options";
import { CONTROL, FieldShell } from "./field";

interface Props {
  settings: ConversationSettings;
  onChange: (changes: Partial<ConversationSettings>) => void;
}

export function ToolChoiceField({ settings, onChange }: Props) {
  const t = useT();
  const id = useId();
  const caps = formatCapabilities(settings.model, settings.protocol);
  const options = toolChoiceOptions(caps, functionTools(settings).map((tool) => tool.name));
  const current = offeredToolChoice(settings.toolChoice, options);
  const label = (choice: ToolChoiceSetting) => (choice.type === "tool" ? t("toolLibrary.choice.tool", { name: choice.name }) : t(`toolLibrary.choice.${choice.type}`));
  return (
    <FieldShell label={t("toolLibrary.choice")} htmlFor={id}>
      <select
        id={id}
        value={toolChoiceKey(current)}
        onChange={(event) => onChange({ toolChoice: options.find((option) => toolChoiceKey(option) === event.target.value) ?? { type: "auto" } })}
        className={CONTROL}
      >
        {options.map((option) => (
          <option key={toolChoiceKey(option)} value={toolChoiceKey(option)}>
            {label(option)}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

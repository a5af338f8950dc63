"use client";

// The settings of one conversation (or of new chats): only what the chosen model's API document for
// the chosen format defines is shown. Changes go out as partial updates; the owner normalises them
// (kimi-k3 forces the Anthropic format, for instance).

import { useId } from "react";
import { useT } from "@/components/i18n/i18n-provider";
import type { ConversationSettings } from "@/lib/protocol/message";
import { modelChange } from "@/lib/protocol/model-change";
import {
  CACHE_TTLS,
  EFFORTS,
  formatCapabilities,
  MAX_OUTPUT_TOKENS,
  MODEL_IDS,
  modelProtocols,
  MODELS,
  type Protocol,
} from "@/lib/protocol/models";
import { NumberField } from "./number-field";
import { OutputFormatField } from "./output-format-field";
import { SelectField } from "./field";
import { StopSequencesField } from "./stop-sequences-field";
import { SystemPromptField } from "./system-prompt-field";
import { ToolsSection } from "./tools-section";

interface Props {
  settings: ConversationSettings;
  onChange: (changes: Partial<ConversationSettings>) => void;
}

const MAX_WEB_SEARCHES = 20;

export function SettingsFields({ settings, onChange }: Props) {
  const t = useT();
  const webSearchId = useId();
  const caps = formatCapabilities(settings.model, settings.protocol);
  const protocolLabel: Record<Protocol, string> = {
    anthropic: t("settings.protocol.anthropic"),
    openai: t("settings.protocol.openai"),
  };

  return (
    <div className="space-y-4">
      <SelectField
        label={t("settings.model")}
        value={settings.model}
        options={MODEL_IDS.map((id) => ({ value: id, label: MODELS[id].label }))}
        onChange={(model) => onChange(modelChange(settings, model))}
      />
      <SelectField
        label={t("settings.protocol")}
        value={settings.protocol}
        options={modelProtocols(settings.model).map((protocol) => ({ value: protocol, label: protocolLabel[protocol] }))}
        onChange={(protocol) => onChange({ protocol })}
      />
      {caps.effort && (
        <SelectField
          label={t("settings.effort")}
          value={settings.effort}
          options={EFFORTS.map((effort) => ({ value: effort, label: t(`settings.effort.${effort}`) }))}
          onChange={(effort) => onChange({ effort })}
        />
      )}
      <SystemPromptField value={settings.system} onCommit={(system) => onChange({ system })} />
      <NumberField
        label={t("settings.maxTokens")}
        value={settings.maxTokens}
        min={1}
        max={MAX_OUTPUT_TOKENS}
        onCommit={(maxTokens) => onChange({ maxTokens })}
      />
      {caps.stopSequences && <StopSequencesField value={settings.stopSequences} onCommit={(stopSequences) => onChange({ stopSequences })} />}
      {caps.cacheTtl && (
        <SelectField
          label={t("settings.cacheTtl")}
          value={settings.cacheTtl}
          options={CACHE_TTLS.map((ttl) => ({ value: ttl, label: t(`settings.cacheTtl.${ttl}`) }))}
          onChange={(cacheTtl) => onChange({ cacheTtl })}
        />
      )}
      {caps.webSearch && (
        <div className="space-y-3">
          <label htmlFor={webSearchId} className="flex cursor-pointer items-center justify-between gap-3">
            <span className="text-sm font-medium text-zinc-800 dark:text-zinc-200">{t("settings.webSearch")}</span>
            <input
              id={webSearchId}
              type="checkbox"
              role="switch"
              checked={settings.webSearch}
              onChange={(event) => onChange({ webSearch: event.target.checked })}
              className="h-4 w-4 accent-indigo-600"
            />
          </label>
          {settings.webSearch && caps.webSearchMaxUses && (
            <NumberField
              label={t("settings.webSearchMaxUses")}
              value={settings.webSearchMaxUses}
              min={1}
              max={MAX_WEB_SEARCHES}
              onCommit={(webSearchMaxUses) => onChange({ webSearchMaxUses })}
            />
          )}
        </div>
      )}
      <OutputFormatField settings={settings} onChange={onChange} />
      <ToolsSection settings={settings} onChange={onChange} />
    </div>
  );
}

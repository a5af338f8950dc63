"use client";

// The settings of one conversation (or of a new chat): the model, then Tools, Output and Advanced,
// each a place the sheet's jump bar reaches. Only what the chosen model's API document for the
// chosen format defines is shown. Changes go out as partial updates; the owner normalises them
// (kimi-k3 forces the Anthropic format, for instance).

import { useT } from "@/components/i18n/i18n-provider";
import type { ConversationSettings } from "@/lib/protocol/message";
import { modelChange } from "@/components/settings/model-change";
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
import { SelectField, SubSection } from "./field";
import { sectionId } from "./settings-sections";
import { StopSequencesField } from "./stop-sequences-field";
import { SystemPromptField } from "./system-prompt-field";
import { ToolsSection } from "./tools-section";

interface Props {
  settings: ConversationSettings;
  onChange: (changes: Partial<ConversationSettings>) => void;
}

export function SettingsFields({ settings, onChange }: Props) {
  const t = useT();
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
      <ToolsSection settings={settings} onChange={onChange} />
      <SubSection id={sectionId("output")} title={t("settings.section.output")}>
        <OutputFormatField settings={settings} onChange={onChange} />
        <NumberField
          label={t("settings.maxTokens")}
          value={settings.maxTokens}
          min={1}
          max={MAX_OUTPUT_TOKENS}
          onCommit={(maxTokens) => onChange({ maxTokens })}
        />
      </SubSection>
      <SubSection id={sectionId("advanced")} title={t("settings.section.advanced")}>
        <SystemPromptField value={settings.system} onCommit={(system) => onChange({ system })} />
        {caps.stopSequences && <StopSequencesField value={settings.stopSequences} onCommit={(stopSequences) => onChange({ stopSequences })} />}
        {caps.cacheTtl && (
          <SelectField
            label={t("settings.cacheTtl")}
            value={settings.cacheTtl}
            options={CACHE_TTLS.map((ttl) => ({ value: ttl, label: t(`settings.cacheTtl.${ttl}`) }))}
            onChange={(cacheTtl) => onChange({ cacheTtl })}
          />
        )}
      </SubSection>
    </div>
  );
}

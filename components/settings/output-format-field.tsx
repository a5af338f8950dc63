"use client";

// Output format: Text, JSON object (OpenAI format only) or JSON Schema, with the schema editor under
// it when JSON Schema is chosen (loaded then, not before). On kimi-k3, whose document has no
// structured output, the choice is disabled and says why; so is JSON object in the Anthropic format.

import { lazy, Suspense, useId } from "react";
import { useT } from "@/components/i18n/i18n-provider";
import { SCHEMA_PRESETS } from "@/components/schema/schema-presets";
import type { ConversationSettings, OutputFormat } from "@/lib/protocol/message";
import { MODELS } from "@/lib/protocol/models";
import { formatUnavailable, OUTPUT_FORMATS, outputFormatOf } from "@/lib/chat/structured/output-format";
import { CONTROL, FieldShell } from "./field";

const SchemaEditor = lazy(() => import("@/components/schema/schema-editor"));

interface Props {
  settings: ConversationSettings;
  onChange: (changes: Partial<ConversationSettings>) => void;
}

export function OutputFormatField({ settings, onChange }: Props) {
  const t = useT();
  const id = useId();
  const hintId = useId();
  const format = outputFormatOf(settings);
  const noModel = formatUnavailable("json_schema", settings.model, settings.protocol) === "model";
  const hint = noModel
    ? t("structured.format.noModel", { model: MODELS[settings.model].label })
    : formatUnavailable("json_object", settings.model, settings.protocol) === "protocol"
      ? t("structured.format.openaiOnly")
      : undefined;

  const choose = (next: OutputFormat) => {
    // A first JSON Schema starts from a preset, so there is something to send and to edit.
    const starter = next === "json_schema" && !settings.structuredOutput ? { ...structuredClone(SCHEMA_PRESETS.extract), strict: true } : null;
    onChange(starter ? { outputFormat: next, structuredOutput: starter } : { outputFormat: next });
  };

  return (
    <div className="space-y-4">
      <FieldShell label={t("structured.format")} htmlFor={id} hint={hint} errorId={hintId}>
        <select
          id={id}
          value={format}
          disabled={noModel}
          aria-describedby={hint ? hintId : undefined}
          onChange={(event) => choose(event.target.value as OutputFormat)}
          className={`${CONTROL} disabled:opacity-60`}
        >
          {OUTPUT_FORMATS.map((option) => (
            <option key={option} value={option} disabled={formatUnavailable(option, settings.model, settings.protocol) !== null}>
              {t(`structured.format.${option}`)}
            </option>
          ))}
        </select>
      </FieldShell>
      {format === "json_schema" && settings.structuredOutput && (
        <Suspense fallback={<div className="h-40" />}>
          <SchemaEditor
            value={settings.structuredOutput}
            protocol={settings.protocol}
            onCommit={(structuredOutput) => onChange({ structuredOutput })}
          />
        </Suspense>
      )}
    </div>
  );
}

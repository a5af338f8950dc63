"use client";

// The JSON Schema of a conversation's structured output, edited three ways kept in step: presets,
// the field builder and the raw JSON. Whichever changes, the others follow; a valid schema is saved
// a moment after the last change (presets and Strict at once). The schema name and Strict are sent
// only in the OpenAI format, so only it shows them. Loaded on demand with the settings that need it.

import { useId, useState } from "react";
import { useT } from "@/components/i18n/i18n-provider";
import { CONTROL, FieldShell } from "@/components/settings/field";
import { Button } from "@/components/ui/button";
import { useDebouncedSave } from "@/components/ui/use-debounced-save";
import type { Translate } from "@/lib/i18n/translate";
import { adapterOf } from "@/lib/protocol/adapters";
import type { StructuredOutputSetting } from "@/lib/protocol/message";
import type { Protocol } from "@/lib/protocol/models";
import { SchemaBuilder } from "./schema-builder";
import { modelProblem, modelToSchema, schemaToModel, type FieldProblem, type ModelResult, type SchemaModel } from "./schema-fields";
import { PRESET_IDS, SCHEMA_PRESETS, type PresetId } from "./schema-presets";
import { isRecord } from "@/lib/protocol/is-record";
import { errorMessage } from "@/lib/async/error-message";

const NAME_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

const pretty = (schema: unknown) => JSON.stringify(schema, null, 2);
const same = (a: StructuredOutputSetting, b: StructuredOutputSetting) => JSON.stringify(a) === JSON.stringify(b);

function problemText(problem: FieldProblem, t: Translate): string {
  if (problem.kind === "duplicate") return t("structured.field.duplicate", { name: problem.name });
  return t(problem.kind === "unnamed" ? "structured.field.unnamed" : "structured.field.noValues");
}

interface Props {
  value: StructuredOutputSetting;
  protocol: Protocol;
  onCommit: (value: StructuredOutputSetting) => void;
}

export default function SchemaEditor({ value, protocol, onCommit }: Props) {
  const t = useT();
  const nameId = useId();
  const schemaId = useId();
  const errorId = useId();
  const [draft, setDraft] = useState(value);
  const [nameText, setNameText] = useState(value.name);
  const [text, setText] = useState(() => pretty(value.schema));
  const [built, setBuilt] = useState<ModelResult>(() => schemaToModel(value.schema));
  const [textError, setTextError] = useState<string | null>(null);
  const [shown, setShown] = useState(value);
  const { schedule, flush } = useDebouncedSave(onCommit);

  // Saved elsewhere (another tab, a model change): show it, unless there are edits here since the
  // last value shown (their own save is on its way back).
  if (value !== shown) {
    setShown(value);
    if (same(draft, shown) && !same(draft, value)) {
      setDraft(value);
      setNameText(value.name);
      setText(pretty(value.schema));
      setBuilt(schemaToModel(value.schema));
      setTextError(null);
    }
  }

  const save = (next: StructuredOutputSetting, now = false) => {
    setDraft(next);
    schedule(next);
    if (now) flush();
  };

  const fromBuilder = (model: SchemaModel) => {
    setBuilt({ ok: true, model });
    if (modelProblem(model) !== null) return;
    const schema = modelToSchema(model);
    setText(pretty(schema));
    setTextError(null);
    save({ ...draft, schema });
  };

  const fromText = (next: string) => {
    setText(next);
    let parsed: unknown;
    try {
      parsed = JSON.parse(next);
    } catch (error) {
      setTextError(t("structured.notJson", { message: errorMessage(error) }));
      return;
    }
    if (!isRecord(parsed)) {
      setTextError(t("structured.schema.notObject"));
      return;
    }
    setTextError(null);
    setBuilt(schemaToModel(parsed));
    save({ ...draft, schema: parsed });
  };

  const fromPreset = (id: PresetId) => {
    const preset = SCHEMA_PRESETS[id];
    const schema = structuredClone(preset.schema);
    setText(pretty(schema));
    setTextError(null);
    setBuilt(schemaToModel(schema));
    setNameText(preset.name);
    save({ ...draft, name: preset.name, schema }, true);
  };

  const problem = built.ok ? modelProblem(built.model) : null;
  const nameValid = NAME_PATTERN.test(nameText);

  return (
    <div className="space-y-4">
      <div role="group" aria-labelledby={`${nameId}-presets`} className="space-y-1.5">
        <div id={`${nameId}-presets`} className="text-sm font-medium text-zinc-800 dark:text-zinc-200">
          {t("structured.presets")}
        </div>
        <div className="flex flex-wrap gap-1.5">
          {PRESET_IDS.map((id) => (
            <Button
              key={id}
              onClick={() => fromPreset(id)}
              variant="outline"
              className="rounded-full px-2.5 py-1 text-xs font-medium"
            >
              {t(`structured.preset.${id}`)}
            </Button>
          ))}
        </div>
      </div>

      {adapterOf(protocol).namesSchema && (
        <>
          <FieldShell label={t("structured.name")} htmlFor={nameId} error={nameValid ? null : t("structured.name.invalid")} errorId={`${nameId}-error`}>
            <input
              id={nameId}
              value={nameText}
              spellCheck={false}
              aria-invalid={!nameValid}
              aria-describedby={nameValid ? undefined : `${nameId}-error`}
              onChange={(event) => {
                setNameText(event.target.value);
                if (NAME_PATTERN.test(event.target.value)) save({ ...draft, name: event.target.value });
              }}
              className={`${CONTROL} font-mono`}
            />
          </FieldShell>
          <label className="flex cursor-pointer items-center gap-2 text-sm text-zinc-800 dark:text-zinc-200">
            <input type="checkbox" checked={draft.strict} onChange={(event) => save({ ...draft, strict: event.target.checked }, true)} className="h-4 w-4 accent-indigo-600" />
            {t("structured.strict")}
          </label>
        </>
      )}

      <div className="space-y-1.5">
        <div className="text-sm font-medium text-zinc-800 dark:text-zinc-200">{t("structured.fields")}</div>
        {built.ok ? (
          <SchemaBuilder model={built.model} onChange={fromBuilder} />
        ) : (
          <p className="text-xs text-zinc-500 dark:text-zinc-400">{t("structured.builder.unsupported", { reason: built.reason })}</p>
        )}
        {problem && (
          <p role="alert" className="text-xs text-red-600 dark:text-red-400">
            {problemText(problem, t)}
          </p>
        )}
      </div>

      <FieldShell label={t("structured.schema")} htmlFor={schemaId} error={textError} errorId={errorId}>
        <textarea
          id={schemaId}
          rows={10}
          value={text}
          spellCheck={false}
          aria-invalid={textError !== null}
          aria-describedby={textError ? errorId : undefined}
          onChange={(event) => fromText(event.target.value)}
          onBlur={flush}
          className={`${CONTROL} resize-y font-mono text-xs`}
        />
      </FieldShell>
    </div>
  );
}

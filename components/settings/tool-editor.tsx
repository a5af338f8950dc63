"use client";

// The form for one library tool: its name, description, OpenAI strict flag and input schema, the
// schema edited as fields (the structured-output builder) kept in step with the raw JSON. ajv checks
// the schema as it changes, in the schema checker's worker (the page's CSP allows no eval), and again
// on save; problems are listed with their paths. Loaded on demand, the first time a tool is added or
// edited.

import { useEffect, useId, useState } from "react";
import { useT } from "@/components/i18n/i18n-provider";
import { SchemaBuilder } from "@/components/schema/schema-builder";
import { modelProblem, modelToSchema, schemaToModel, type ModelResult, type SchemaModel } from "@/components/schema/schema-fields";
import { Button } from "@/components/ui/button";
import { isRecord } from "@/lib/protocol/is-record";
import type { ToolDefinition } from "@/lib/protocol/message";
import type { InputSchemaProblem } from "@/lib/view/structured/check-input-schema";
import { inputSchemaProblemsAsync } from "@/lib/chat/structured/schema-checker";
import { toolNameProblem } from "@/lib/db/tool-names";
import { CONTROL, FieldShell } from "./field";
import { errorMessage } from "@/lib/async/error-message";

/** The checker's answer for one text of the schema box. */
interface Checked {
  text: string;
  problems: InputSchemaProblem[];
}

const EMPTY_SCHEMA = { type: "object", properties: {}, additionalProperties: false };
const pretty = (value: unknown) => JSON.stringify(value, null, 2);
const BUTTON = "rounded-lg px-3 py-1.5 text-sm font-medium";

interface Props {
  tool: (ToolDefinition & { id?: string }) | null;
  /** The other tools' names: a name already taken is refused. */
  taken: readonly string[];
  /** Saves; a refusal (thrown) shows under the form. */
  onSave: (tool: ToolDefinition & { id?: string }) => Promise<void>;
  onCancel: () => void;
}

export default function ToolEditor({ tool, taken, onSave, onCancel }: Props) {
  const t = useT();
  const nameId = useId();
  const descriptionId = useId();
  const schemaId = useId();
  const errorsId = useId();
  const initialSchema = tool?.inputSchema ?? EMPTY_SCHEMA;
  const [name, setName] = useState(tool?.name ?? "");
  const [description, setDescription] = useState(tool?.description ?? "");
  const [strict, setStrict] = useState(tool?.strict ?? false);
  const [text, setText] = useState(() => pretty(initialSchema));
  const [built, setBuilt] = useState<ModelResult>(() => schemaToModel(initialSchema));
  const [checked, setChecked] = useState<Checked | null>(null);
  const [touched, setTouched] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);

  useEffect(() => {
    let schema: unknown;
    try {
      schema = JSON.parse(text);
    } catch {
      return;
    }
    let cancelled = false;
    inputSchemaProblemsAsync(schema).then(
      (problems) => {
        if (!cancelled) setChecked({ text, problems });
      },
      (error: unknown) => console.error("Moonlit: could not run the JSON Schema checker.", error),
    );
    return () => {
      cancelled = true;
    };
  }, [text]);

  let parsed: unknown = null;
  let jsonError: string | null = null;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    jsonError = t("structured.notJson", { message: errorMessage(error) });
  }
  // While the text's own check runs (a moment), the last answer stays up rather than flickering away.
  const problems = jsonError ? [] : (checked?.problems ?? []);
  const nameProblem = toolNameProblem(name, taken);
  const nameError = nameProblem === null ? null : nameProblem === "pattern" ? t("toolLibrary.error.name") : t(`toolLibrary.error.${nameProblem}`, { name });
  const fieldProblem = built.ok ? modelProblem(built.model) : null;

  const fromBuilder = (model: SchemaModel) => {
    setBuilt({ ok: true, model });
    if (modelProblem(model) === null) setText(pretty(modelToSchema(model)));
  };

  const fromText = (next: string) => {
    setText(next);
    try {
      const value: unknown = JSON.parse(next);
      if (isRecord(value)) setBuilt(schemaToModel(value));
    } catch {
      // The JSON error shows under the box; the fields keep their last good state.
    }
  };

  const save = async () => {
    setTouched(true);
    setSaveError(null);
    if (nameError || jsonError || !isRecord(parsed)) return;
    let found: InputSchemaProblem[];
    try {
      found = await inputSchemaProblemsAsync(parsed);
    } catch (error) {
      console.error("Moonlit: could not run the JSON Schema checker.", error);
      return;
    }
    setChecked({ text, problems: found });
    if (found.length > 0) return;
    const next = { ...(tool?.id ? { id: tool.id } : {}), name, ...(description.trim() ? { description } : {}), inputSchema: parsed, ...(strict ? { strict } : {}) };
    try {
      await onSave(next);
    } catch (error) {
      setSaveError(errorMessage(error));
    }
  };

  return (
    <form
      className="space-y-3 rounded-lg border border-zinc-200 p-3 dark:border-zinc-700"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <FieldShell label={t("toolLibrary.name")} htmlFor={nameId} error={touched || name ? nameError : null} errorId={`${nameId}-error`}>
        <input
          id={nameId}
          value={name}
          spellCheck={false}
          autoComplete="off"
          aria-invalid={nameError !== null && (touched || name !== "")}
          aria-describedby={nameError ? `${nameId}-error` : undefined}
          onChange={(event) => setName(event.target.value)}
          className={`${CONTROL} font-mono`}
        />
      </FieldShell>
      <FieldShell label={t("toolLibrary.description")} htmlFor={descriptionId}>
        <textarea id={descriptionId} rows={2} value={description} onChange={(event) => setDescription(event.target.value)} className={`${CONTROL} resize-y`} />
      </FieldShell>
      <label className="flex cursor-pointer items-center gap-2 text-sm text-zinc-800 dark:text-zinc-200">
        <input type="checkbox" checked={strict} onChange={(event) => setStrict(event.target.checked)} className="h-4 w-4 accent-indigo-600" />
        {t("toolLibrary.strict")}
      </label>
      <div className="space-y-1.5">
        <div className="text-sm font-medium text-zinc-800 dark:text-zinc-200">{t("structured.fields")}</div>
        {built.ok ? (
          <SchemaBuilder model={built.model} onChange={fromBuilder} />
        ) : (
          <p className="text-xs text-zinc-500 dark:text-zinc-400">{t("structured.builder.unsupported", { reason: built.reason })}</p>
        )}
        {fieldProblem && (
          <p role="alert" className="text-xs text-red-600 dark:text-red-400">
            {fieldProblem.kind === "duplicate" ? t("structured.field.duplicate", { name: fieldProblem.name }) : t(fieldProblem.kind === "unnamed" ? "structured.field.unnamed" : "structured.field.noValues")}
          </p>
        )}
      </div>
      <FieldShell label={t("toolLibrary.schema")} htmlFor={schemaId} error={jsonError} errorId={`${schemaId}-error`}>
        <textarea
          id={schemaId}
          rows={8}
          value={text}
          spellCheck={false}
          aria-invalid={jsonError !== null || problems.length > 0}
          aria-describedby={jsonError ? `${schemaId}-error` : problems.length > 0 ? errorsId : undefined}
          onChange={(event) => fromText(event.target.value)}
          className={`${CONTROL} resize-y font-mono text-xs`}
        />
      </FieldShell>
      {problems.length > 0 && (
        <ul id={errorsId} aria-label={t("toolLibrary.schemaErrors")} className="list-disc space-y-0.5 pl-5 text-xs text-red-600 dark:text-red-400">
          {problems.map((problem) => (
            <li key={`${problem.path} ${problem.rule ?? ""}`}>
              <code>{problem.path}</code> {problem.message}
              {problem.rule && <span className="text-zinc-500 dark:text-zinc-400"> ({problem.rule})</span>}
            </li>
          ))}
        </ul>
      )}
      {saveError && (
        <p role="alert" className="text-xs text-red-600 dark:text-red-400">
          {saveError}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onCancel} className={`${BUTTON} text-zinc-700 dark:text-zinc-200`}>
          {t("toolLibrary.cancel")}
        </Button>
        <Button type="submit" variant="accent" className={BUTTON}>
          {t("toolLibrary.save")}
        </Button>
      </div>
    </form>
  );
}

"use client";

// The schema builder: one group per field (name, type, description, required), enums with their
// values, arrays with their item type, objects with their own fields, nested as deep as needed.

import { useState } from "react";
import { useT } from "@/components/i18n/i18n-provider";
import { Button } from "@/components/ui/button";
import { CloseIcon, PlusIcon } from "@/components/ui/icons";
import { IconButton } from "@/components/ui/icon-button";
import { FIELD_TYPES, newField, withType, type FieldType, type SchemaField, type SchemaModel } from "./schema-fields";

const INPUT =
  "min-w-0 rounded-md border border-zinc-300 bg-white px-2 py-1 text-sm text-zinc-900 outline-none focus:border-indigo-500 focus:ring-2 focus:ring-indigo-500/20 dark:border-zinc-700 dark:bg-zinc-950 dark:text-zinc-100";

function TypeSelect({ label, value, onChange }: { label: string; value: FieldType; onChange: (type: FieldType) => void }) {
  return (
    <select aria-label={label} value={value} onChange={(event) => onChange(event.target.value as FieldType)} className={`${INPUT} font-mono text-xs`}>
      {FIELD_TYPES.map((type) => (
        <option key={type} value={type}>
          {type}
        </option>
      ))}
    </select>
  );
}

/** An enum's values, one per line; blank lines are dropped, but kept in the box while typing. */
function ValuesBox({ values, onChange }: { values: string[]; onChange: (values: string[]) => void }) {
  const t = useT();
  const [text, setText] = useState(values.join("\n"));
  return (
    <textarea
      aria-label={t("structured.field.values")}
      placeholder={t("structured.field.values")}
      rows={Math.min(6, Math.max(2, values.length + 1))}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onChange(event.target.value.split("\n").map((line) => line.trim()).filter((line) => line !== ""));
      }}
      className={`${INPUT} w-full resize-y font-mono text-xs`}
    />
  );
}

/** What a type needs besides its name: enum values, an array's item, an object's fields. */
function TypeDetails({ field, onChange }: { field: SchemaField; onChange: (field: SchemaField) => void }) {
  const t = useT();
  if (field.type === "enum") return <ValuesBox values={field.values} onChange={(values) => onChange({ ...field, values })} />;
  if (field.type === "object") {
    return (
      <div className="border-l-2 border-zinc-200 pl-3 dark:border-zinc-700">
        <FieldList fields={field.fields} onChange={(fields) => onChange({ ...field, fields })} />
      </div>
    );
  }
  if (field.type !== "array") return null;
  const item = field.item ?? newField();
  return (
    <div className="space-y-2 border-l-2 border-zinc-200 pl-3 dark:border-zinc-700">
      <label className="flex items-center gap-2 text-xs text-zinc-600 dark:text-zinc-400">
        <span aria-hidden>{t("structured.field.items")}</span>
        <TypeSelect label={t("structured.field.items")} value={item.type} onChange={(type) => onChange({ ...field, item: withType(item, type) })} />
      </label>
      <TypeDetails field={item} onChange={(next) => onChange({ ...field, item: next })} />
    </div>
  );
}

function FieldEditor({ field, onChange, onRemove }: { field: SchemaField; onChange: (field: SchemaField) => void; onRemove: () => void }) {
  const t = useT();
  return (
    <div role="group" aria-label={t("structured.field", { name: field.name }).trim()} className="space-y-2 rounded-md border border-zinc-200 p-2 dark:border-zinc-700/80">
      <div className="flex flex-wrap items-center gap-2">
        <input
          aria-label={t("structured.field.name")}
          placeholder={t("structured.field.name")}
          value={field.name}
          spellCheck={false}
          onChange={(event) => onChange({ ...field, name: event.target.value })}
          className={`${INPUT} flex-1 basis-28 font-mono`}
        />
        <TypeSelect label={t("structured.field.type")} value={field.type} onChange={(type) => onChange(withType(field, type))} />
        <label className="flex items-center gap-1.5 text-xs text-zinc-700 dark:text-zinc-300">
          <input type="checkbox" checked={field.required} onChange={(event) => onChange({ ...field, required: event.target.checked })} className="h-3.5 w-3.5 accent-indigo-600" />
          {t("structured.field.required")}
        </label>
        <IconButton size="sm" label={t("structured.field.remove", { name: field.name }).trim()} onClick={onRemove}>
          <CloseIcon className="size-4" />
        </IconButton>
      </div>
      <input
        aria-label={t("structured.field.description")}
        placeholder={t("structured.field.description")}
        value={field.description}
        onChange={(event) => onChange({ ...field, description: event.target.value })}
        className={`${INPUT} w-full text-xs`}
      />
      <TypeDetails field={field} onChange={onChange} />
    </div>
  );
}

function FieldList({ fields, onChange }: { fields: SchemaField[]; onChange: (fields: SchemaField[]) => void }) {
  const t = useT();
  return (
    <div className="space-y-2">
      {fields.map((field, index) => (
        <FieldEditor
          key={field.id}
          field={field}
          onChange={(next) => onChange(fields.map((other, i) => (i === index ? next : other)))}
          onRemove={() => onChange(fields.filter((_, i) => i !== index))}
        />
      ))}
      <Button
        onClick={() => onChange([...fields, newField()])}
        variant="link"
        className="inline-flex items-center gap-1 rounded-md px-1.5 py-1 text-xs font-medium"
      >
        <PlusIcon className="size-3.5" />
        {t("structured.field.add")}
      </Button>
    </div>
  );
}

export function SchemaBuilder({ model, onChange }: { model: SchemaModel; onChange: (model: SchemaModel) => void }) {
  return <FieldList fields={model.fields} onChange={(fields) => onChange({ ...model, fields })} />;
}

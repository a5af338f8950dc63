"use client";

// A JSON value drawn as a read-only form, shaped by its JSON Schema where there is one: scalars as
// labelled values, nested objects as fieldsets, arrays of objects as tables, other arrays as lists.
// One renderer for structured replies, tool inputs and JSON tool results. Loaded on demand.

import { memo, type ReactNode } from "react";
import { isRecord } from "@/lib/protocol/is-record";
import {
  isTable,
  itemSchema,
  labelOf,
  orderedKeys,
  propertySchema,
  schemaFor,
  tableColumns,
  type JsonSchema,
} from "./schema-shape";

/** Deeper than this, a value is shown as compact JSON: the form would be narrower than its text. */
const MAX_DEPTH = 6;

const VALUE_BOX = "min-w-0 rounded-md border border-zinc-200 bg-zinc-50 px-2 py-1 dark:border-zinc-700/80 dark:bg-zinc-900";
const LABEL = "text-xs font-medium text-zinc-600 dark:text-zinc-400";

interface Scope {
  root: JsonSchema | undefined;
  depth: number;
}

function compact(value: unknown): string {
  return typeof value === "string" ? value : JSON.stringify(value);
}

function Scalar({ value }: { value: unknown }) {
  if (value === null) return <span className="font-mono text-xs text-zinc-500 italic dark:text-zinc-400">null</span>;
  if (typeof value === "string") return <span className="break-words whitespace-pre-wrap">{value}</span>;
  if (typeof value === "number" || typeof value === "boolean") return <span className="font-mono text-[13px]">{String(value)}</span>;
  return <code className="font-mono text-xs break-all">{JSON.stringify(value)}</code>;
}

/** A value that reads as one row: a scalar, or an array of scalars. */
function isInline(value: unknown): boolean {
  if (Array.isArray(value)) return value.every((item) => !isRecord(item) && !Array.isArray(item));
  return !isRecord(value);
}

function InlineValue({ value }: { value: unknown }) {
  if (!Array.isArray(value)) return <Scalar value={value} />;
  if (value.length === 0) return <span className="text-zinc-400 dark:text-zinc-500">—</span>;
  return (
    <ul className="flex flex-wrap gap-1">
      {value.map((item, index) => (
        <li key={index} className="rounded bg-zinc-200/70 px-1.5 py-0.5 text-[13px] dark:bg-zinc-800">
          <Scalar value={item} />
        </li>
      ))}
    </ul>
  );
}

function Table({ rows, schema, caption, scope }: { rows: Record<string, unknown>[]; schema: JsonSchema | undefined; caption?: string; scope: Scope }) {
  const row = schemaFor(itemSchema(schema), rows[0], scope.root);
  const columns = tableColumns(rows, row);
  return (
    <div className="max-w-full overflow-x-auto rounded-md border border-zinc-200 dark:border-zinc-700/80">
      <table className="w-full border-collapse text-left text-[13px]">
        {caption !== undefined && <caption className={`${LABEL} px-2 pt-1.5 pb-1 text-left`}>{caption}</caption>}
        <thead className="bg-zinc-100 dark:bg-zinc-800/70">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-2 py-1 text-xs font-semibold text-zinc-700 dark:text-zinc-200">
                {labelOf(column, schemaFor(propertySchema(row, column), undefined, scope.root))}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((item, index) => (
            <tr key={index} className="border-t border-zinc-200 align-top dark:border-zinc-700/80">
              {columns.map((column) => (
                <td key={column} className="px-2 py-1 text-zinc-800 dark:text-zinc-100">
                  {column in item ? isInline(item[column]) ? <InlineValue value={item[column]} /> : <Scalar value={compact(item[column])} /> : null}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** An object's entries: runs of inline values as one definition list, larger values as blocks between them. */
function Fields({ value, schema, scope }: { value: Record<string, unknown>; schema: JsonSchema | undefined; scope: Scope }) {
  const blocks: ReactNode[] = [];
  let rows: ReactNode[] = [];
  const flush = () => {
    if (rows.length === 0) return;
    blocks.push(
      <dl key={`dl-${blocks.length}`} className="grid grid-cols-1 gap-x-3 gap-y-1 sm:grid-cols-[minmax(5rem,max-content)_minmax(0,1fr)] sm:gap-y-1.5">
        {rows}
      </dl>,
    );
    rows = [];
  };
  for (const key of orderedKeys(value, schema)) {
    const child = value[key];
    const childSchema = schemaFor(propertySchema(schema, key), child, scope.root);
    const label = labelOf(key, childSchema);
    if (isInline(child)) {
      const hint = typeof childSchema?.description === "string" ? childSchema.description : undefined;
      rows.push(
        <div key={key} className="contents">
          <dt className={`${LABEL} pt-1 sm:pt-1.5`} title={hint}>
            {label}
          </dt>
          <dd className={VALUE_BOX}>
            <InlineValue value={child} />
          </dd>
        </div>,
      );
      continue;
    }
    flush();
    blocks.push(<Block key={key} value={child} schema={childSchema} label={label} scope={{ ...scope, depth: scope.depth + 1 }} />);
  }
  flush();
  if (blocks.length === 0) return <span className="text-zinc-400 dark:text-zinc-500">—</span>;
  return <div className="space-y-2">{blocks}</div>;
}

/** A nested object (a fieldset), an array of objects (a table) or a list of mixed values. */
function Block({ value, schema, label, scope }: { value: unknown; schema: JsonSchema | undefined; label?: string; scope: Scope }) {
  if (scope.depth > MAX_DEPTH) return <code className={`${VALUE_BOX} block font-mono text-xs break-all`}>{JSON.stringify(value)}</code>;
  if (Array.isArray(value) && isTable(value)) return <Table rows={value} schema={schema} caption={label} scope={scope} />;
  if (Array.isArray(value)) {
    const items = (
      <ol className="space-y-1.5">
        {value.map((item, index) => (
          <li key={index}>
            <ValueView value={item} schema={schemaFor(itemSchema(schema), item, scope.root)} scope={{ ...scope, depth: scope.depth + 1 }} />
          </li>
        ))}
      </ol>
    );
    return label === undefined ? items : <Fieldset legend={label}>{items}</Fieldset>;
  }
  if (isRecord(value)) {
    const fields = <Fields value={value} schema={schema} scope={scope} />;
    return label === undefined ? fields : <Fieldset legend={label}>{fields}</Fieldset>;
  }
  return <InlineValue value={value} />;
}

function Fieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="min-w-0 rounded-md border border-zinc-200 px-2.5 pt-1 pb-2.5 dark:border-zinc-700/80">
      <legend className={`${LABEL} px-1`}>{legend}</legend>
      {children}
    </fieldset>
  );
}

function ValueView({ value, schema, scope }: { value: unknown; schema: JsonSchema | undefined; scope: Scope }) {
  return isInline(value) ? (
    <div className={VALUE_BOX}>
      <InlineValue value={value} />
    </div>
  ) : (
    <Block value={value} schema={schema} scope={scope} />
  );
}

export interface SchemaFormProps {
  value: unknown;
  /** The JSON Schema the value follows (or should); optional. */
  schema?: JsonSchema;
}

// Memoised: a streaming reply re-renders every frame, but its form only when the parsed value changes.
export default memo(function SchemaForm({ value, schema }: SchemaFormProps) {
  const scope: Scope = { root: schema, depth: 0 };
  return (
    <div className="text-sm text-zinc-800 dark:text-zinc-100">
      <ValueView value={value} schema={schemaFor(schema, value, schema)} scope={scope} />
    </div>
  );
});

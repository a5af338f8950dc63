"use client";

// A tool call: its input, then its result or error, with a spinner (and an MCP server's progress)
// while it runs, or the person's Tool result form, or Allow and Deny for an MCP call, while it waits. JSON is drawn as a read-only form (the input by the
// tool's schema where the settings define it); other text as is.

import { useMemo, type ReactNode } from "react";
import { useT } from "@/components/i18n/i18n-provider";
import { LazySchemaForm } from "@/components/schema/lazy-schema-form";
import type { ToolCallPart } from "@/lib/view/parts";
import { jsonValue, prettyJson } from "@/lib/view/tool-input";
import { CollapsiblePre } from "./collapsible-pre";
import { AlertIcon, CheckIcon, Spinner, WrenchIcon } from "./icons";
import { ToolAnswerFields } from "./tool-answer-fields";
import { ToolApprovalFields } from "./tool-approval-fields";
import { ToolProgress } from "./tool-progress";
import { ToolResultImages } from "./tool-result-images";

const FALLBACK = "rounded-md bg-zinc-50 px-2.5 py-2 font-mono text-xs whitespace-pre-wrap break-words text-zinc-800 dark:bg-zinc-900 dark:text-zinc-200";

/** JSON as a form (the pretty text until the form has loaded), anything else as text. */
function JsonBox({ text, value, schema, stateKey }: { text: string; value: object | undefined; schema?: Record<string, unknown>; stateKey: string }) {
  if (value === undefined) return <CollapsiblePre text={text} stateKey={stateKey} />;
  return (
    <CollapsiblePre text={text} stateKey={stateKey}>
      <LazySchemaForm value={value} schema={schema} fallback={<pre className={FALLBACK}>{text}</pre>} />
    </CollapsiblePre>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mt-2">
      <div className="mb-1 text-[11px] font-semibold tracking-wide text-zinc-500 uppercase dark:text-zinc-400">{title}</div>
      {children}
    </div>
  );
}

export function ToolCallCard({ part }: { part: ToolCallPart }) {
  const t = useT();
  const inputValue = useMemo(() => jsonValue(part.input), [part.input]);
  const input = useMemo(() => prettyJson(part.input), [part.input]);
  // `result` is a new object on every derive (every streamed frame); its content is the same string.
  const resultContent = part.result?.content;
  const outputValue = useMemo(() => (resultContent === undefined ? undefined : jsonValue(resultContent)), [resultContent]);
  const output = useMemo(() => (resultContent === undefined ? "" : prettyJson(resultContent)), [resultContent]);
  const failed = part.status === "error";

  return (
    <div
      role="group"
      aria-label={t("tool.call", { name: part.name })}
      aria-busy={part.status === "running"}
      className="my-2 rounded-lg border border-zinc-200 bg-white px-3 py-2 text-sm shadow-xs dark:border-zinc-700 dark:bg-zinc-950"
    >
      <div className="flex items-center gap-2 text-zinc-700 dark:text-zinc-200">
        <WrenchIcon />
        <span className="font-mono text-xs font-semibold">{part.name}</span>
        <span className="ml-auto inline-flex items-center gap-1 text-xs">
          {part.status === "running" && (
            <span role="status" className="inline-flex items-center gap-1 text-zinc-500 dark:text-zinc-400">
              <Spinner />
              {t("tool.running")}
            </span>
          )}
          {part.status === "done" && (
            <span className="text-emerald-600 dark:text-emerald-400">
              <CheckIcon />
            </span>
          )}
          {failed && (
            <span className="inline-flex items-center gap-1 text-red-600 dark:text-red-400">
              <AlertIcon />
              {t("tool.error")}
            </span>
          )}
          {(part.status === "not-run" || part.status === "stopped") && <span className="text-zinc-500 dark:text-zinc-400">{t("tool.notRun")}</span>}
          {part.status === "waiting" && <span className="font-medium text-amber-700 dark:text-amber-400">{t("toolAnswer.waiting")}</span>}
        </span>
      </div>
      <Section title={t("tool.input")}>
        <JsonBox text={input} value={inputValue} schema={part.inputSchema} stateKey={`${part.key}:input`} />
      </Section>
      {part.result ? (
        <Section title={part.result.isError ? t("tool.error") : t("tool.result")}>
          {part.result.isError ? (
            <CollapsiblePre text={output} stateKey={`${part.key}:output`} tone="error" />
          ) : (
            <JsonBox text={output} value={outputValue} stateKey={`${part.key}:output`} />
          )}
        </Section>
      ) : part.awaits === "person" ? (
        <ToolAnswerFields part={part} />
      ) : part.awaits === "approval" ? (
        <ToolApprovalFields part={part} />
      ) : part.status === "running" ? (
        <ToolProgress callId={part.id} />
      ) : (
        part.status === "not-run" && <p className="mt-2 text-xs text-zinc-500 dark:text-zinc-400">{t("tool.noResult")}</p>
      )}
      {part.resultImages && <ToolResultImages images={part.resultImages} name={part.name} />}
      {/* Servers often send the same JSON as text too (the spec suggests it): drawn once then. */}
      {part.result?.structured && JSON.stringify(outputValue) !== JSON.stringify(part.result.structured) && (
        <Section title={t("tool.structured")}>
          <JsonBox text={prettyJson(part.result.structured)} value={part.result.structured} stateKey={`${part.key}:structured`} />
        </Section>
      )}
    </div>
  );
}

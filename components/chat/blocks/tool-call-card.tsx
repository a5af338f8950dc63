"use client";

// A tool call: its input as pretty JSON, then its result or error, with a spinner while it runs.

import { useMemo, type ReactNode } from "react";
import { fill } from "@/lib/i18n/labels";
import type { ToolCallPart } from "@/lib/protocol/view/parts";
import { prettyJson } from "@/lib/protocol/view/tool-input";
import { CollapsiblePre } from "./collapsible-pre";
import { AlertIcon, CheckIcon, Spinner, WrenchIcon } from "./icons";
import { useLabels } from "./labels-context";
import { ToolResultImages } from "./tool-result-images";

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mt-2">
      <div className="mb-1 text-[11px] font-semibold tracking-wide text-zinc-500 uppercase dark:text-zinc-400">{title}</div>
      {children}
    </div>
  );
}

export function ToolCallCard({ part }: { part: ToolCallPart }) {
  const labels = useLabels();
  const input = useMemo(() => prettyJson(part.input), [part.input]);
  // `result` is a new object on every derive (every streamed frame); its content is the same string.
  const resultContent = part.result?.content;
  const output = useMemo(() => (resultContent === undefined ? "" : prettyJson(resultContent)), [resultContent]);
  const failed = part.status === "error";

  return (
    <div
      role="group"
      aria-label={fill(labels.toolCall, { name: part.name })}
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
              {labels.toolRunning}
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
              {labels.toolError}
            </span>
          )}
          {part.status === "not-run" && <span className="text-zinc-500 dark:text-zinc-400">{labels.toolNotRun}</span>}
        </span>
      </div>
      <Section title={labels.toolInput}>
        <CollapsiblePre text={input} stateKey={`${part.key}:input`} />
      </Section>
      {part.result ? (
        <Section title={part.result.isError ? labels.toolError : labels.toolResult}>
          <CollapsiblePre text={output} stateKey={`${part.key}:output`} tone={part.result.isError ? "error" : "plain"} />
        </Section>
      ) : (
        part.status === "not-run" && <p className="mt-2 text-xs text-zinc-500 dark:text-zinc-400">{labels.toolNoResult}</p>
      )}
      {part.resultImages && <ToolResultImages images={part.resultImages} name={part.name} />}
    </div>
  );
}

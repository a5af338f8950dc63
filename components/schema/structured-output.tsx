"use client";

// The inside of a structured reply's group: the JSON drawn as a read-only form (filling in from the
// partial JSON while it streams), Show JSON, Copy and Download, and once it has finished, the
// problems ajv or JSON.parse found, with the text as it came. Loaded on demand.

import { useDeferredValue, useMemo } from "react";
import { useDisclosure } from "@/components/chat/state/disclosure-store";
import { useT } from "@/components/i18n/i18n-provider";
import { Button, type ButtonLook } from "@/components/ui/button";
import { downloadFile, fileSafe } from "@/components/ui/download-file";
import { useCopyText } from "@/components/ui/use-copy-text";
import { parseJson, parsePartialJson } from "@/lib/view/structured/parse-json";
import type { StructuredProblem } from "@/lib/view/structured/check-structured";
import type { StructuredPart } from "@/lib/view/parts";
import SchemaForm from "./schema-form";
import { SchemaProblems } from "./schema-problems";
import { useStructuredCheck } from "./use-structured-check";

const BUTTON: ButtonLook = {
  variant: "ghost",
  className: "rounded-md px-2 py-0.5 text-xs font-medium text-zinc-600 hover:text-zinc-900 aria-pressed:bg-zinc-200 aria-pressed:text-zinc-900 dark:text-zinc-300 dark:hover:text-zinc-50 dark:aria-pressed:bg-zinc-700 dark:aria-pressed:text-zinc-50",
};
const PRE = "overflow-x-auto rounded-md bg-zinc-50 px-2.5 py-2 font-mono text-xs leading-relaxed break-words whitespace-pre-wrap text-zinc-800 dark:bg-zinc-900 dark:text-zinc-200";

function CopyJson({ text }: { text: string }) {
  const t = useT();
  const [copied, copy] = useCopyText();
  return (
    <Button
      {...BUTTON}
      onClick={() => copy(text)}
    >
      <span aria-live="polite">{copied ? t("structured.copied") : t("structured.copy")}</span>
    </Button>
  );
}

export default function StructuredOutput({ part }: { part: StructuredPart }) {
  const t = useT();
  const [showJson, setShowJson] = useDisclosure(`json:${part.key}`);
  const finished = !part.streaming;
  // While it streams, a long reply's form may lag the text by a frame or more rather than slow it.
  const deferred = useDeferredValue(part.text);
  const text = finished ? part.text : deferred;
  // One parse per new text: partial while it streams, JSON.parse once it has finished.
  const parsed = useMemo(() => (finished ? parseJson(text) : { ok: true as const, value: parsePartialJson(text) }), [finished, text]);
  // JSON cut short (max_tokens, Stop) still shows what arrived, beside its error.
  const value = useMemo(() => (parsed.ok ? parsed.value : parsePartialJson(text)), [parsed, text]);
  const check = useStructuredCheck(part.text, part.format, finished && parsed.ok);
  const problems: StructuredProblem[] = parsed.ok ? (check?.problems ?? []) : [{ kind: "json", message: parsed.message }];
  const schema = part.format.type === "json_schema" ? part.format.schema : undefined;
  // Pretty once whole; while streaming or when it is not JSON, the text as it came.
  const json = useMemo(() => (finished && parsed.ok ? JSON.stringify(parsed.value, null, 2) : text), [finished, parsed, text]);
  const name = part.format.type === "json_schema" ? (part.format.name ?? "") : "";

  return (
    <>
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 border-b border-zinc-200 pb-1.5 dark:border-zinc-700/80">
        <span className="text-[11px] font-semibold tracking-wide text-zinc-500 uppercase dark:text-zinc-400">{t("structured.output")}</span>
        {name && <span className="font-mono text-xs text-zinc-500 dark:text-zinc-400">{name}</span>}
        <span className="ml-auto flex items-center gap-1">
          <Button aria-pressed={showJson === true} {...BUTTON} onClick={() => setShowJson(!showJson)}>
            {t("structured.showJson")}
          </Button>
          {finished && (
            <>
              <CopyJson text={json} />
              <Button {...BUTTON} onClick={() => downloadFile(`${fileSafe(name, "structured-output")}.json`, "application/json", json)}>
                {t("structured.download")}
              </Button>
            </>
          )}
        </span>
      </div>
      <div className="mt-2">
        {showJson ? <pre className={PRE}>{json}</pre> : value !== undefined && <SchemaForm value={value} schema={schema} />}
      </div>
      {finished && problems.length > 0 && (
        <>
          <SchemaProblems problems={problems} />
          {!showJson && (
            <figure className="mt-2">
              <figcaption className="mb-1 text-xs font-medium text-zinc-600 dark:text-zinc-400">{t("structured.raw")}</figcaption>
              <pre className={PRE}>{part.text}</pre>
            </figure>
          )}
        </>
      )}
    </>
  );
}

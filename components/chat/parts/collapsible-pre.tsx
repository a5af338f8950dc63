"use client";

// Tool input or output: clamped with a "Show more" toggle when it is long. Shown as preformatted
// text, or as `children` (a form of the same value) with the text only deciding what is long.

import { useId, type ReactNode } from "react";
import { useDisclosure } from "@/components/chat/state/disclosure-store";
import { useT } from "@/components/i18n/i18n-provider";
import { Button } from "@/components/ui/button";

const LONG_CHARS = 800;
const LONG_LINES = 12;

function isLong(text: string): boolean {
  if (text.length > LONG_CHARS) return true;
  let lines = 1;
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) if (++lines > LONG_LINES) return true;
  return false;
}

interface Props {
  text: string;
  tone?: "plain" | "error";
  /** Names this box's "Show more" choice so it outlives the row (see disclosure-store). */
  stateKey: string;
  /** Drawn instead of the text. */
  children?: ReactNode;
}

export function CollapsiblePre({ text, tone = "plain", stateKey, children }: Props) {
  const t = useT();
  const id = useId();
  const [chosen, setExpanded] = useDisclosure(`pre:${stateKey}`);
  const expanded = chosen ?? false;
  const long = isLong(text);
  const clamped = long && !expanded;
  const colors =
    tone === "error"
      ? "bg-red-50 text-red-800 dark:bg-red-950/40 dark:text-red-200"
      : "bg-zinc-50 text-zinc-800 dark:bg-zinc-900 dark:text-zinc-200";
  const fade = children === undefined ? "from-zinc-50 dark:from-zinc-900" : "from-white dark:from-zinc-950";

  return (
    <div>
      <div className="relative">
        {children === undefined ? (
          <pre
            id={id}
            className={`overflow-x-auto rounded-md px-2.5 py-2 font-mono text-xs leading-relaxed whitespace-pre-wrap break-words ${colors} ${clamped ? "max-h-48 overflow-y-hidden" : ""}`}
          >
            {text}
          </pre>
        ) : (
          <div id={id} className={clamped ? "max-h-48 overflow-hidden" : ""}>
            {children}
          </div>
        )}
        {clamped && <div className={`pointer-events-none absolute inset-x-0 bottom-0 h-10 rounded-b-md bg-gradient-to-t ${fade}`} />}
      </div>
      {long && (
        <Button
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded(!expanded)}
          className="mt-1 text-xs font-medium text-indigo-600 hover:underline dark:text-indigo-400"
        >
          {expanded ? t("reply.showLess") : t("reply.showMore")}
        </Button>
      )}
    </div>
  );
}

"use client";
import { useT } from "@/components/i18n/i18n-provider";
import { useCopyText } from "@/components/ui/use-copy-text";

/** `text` may be a function so a streaming block does not build its whole text on every render. */
export function CopyButton({ text }: { text: string | (() => string) }) {
  const t = useT();
  const [copied, copy] = useCopyText();

  return (
    <button
      type="button"
      aria-label={t("code.copyLabel")}
      onClick={() => copy(typeof text === "function" ? text() : text)}
      className="rounded px-2 py-0.5 text-xs text-zinc-600 hover:bg-zinc-200 hover:text-zinc-900 focus-visible:outline-2 focus-visible:outline-blue-500 dark:text-zinc-300 dark:hover:bg-zinc-700 dark:hover:text-white"
    >
      <span aria-live="polite">{copied ? t("code.copied") : t("code.copy")}</span>
    </button>
  );
}

"use client";
import { useEffect, useState } from "react";
import { useT } from "@/components/i18n/i18n-provider";

const COPIED_MS = 1500;

/** `text` may be a function so a streaming block does not build its whole text on every render. */
export function CopyButton({ text }: { text: string | (() => string) }) {
  const t = useT();
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(typeof text === "function" ? text() : text);
      setCopied(true);
    } catch {
      // Clipboard access can be refused (insecure origin, permissions); the button just stays as it is.
    }
  }

  return (
    <button
      type="button"
      aria-label={t("code.copyLabel")}
      onClick={copy}
      className="rounded px-2 py-0.5 text-xs text-zinc-600 hover:bg-zinc-200 hover:text-zinc-900 focus-visible:outline-2 focus-visible:outline-blue-500 dark:text-zinc-300 dark:hover:bg-zinc-700 dark:hover:text-white"
    >
      <span aria-live="polite">{copied ? t("code.copied") : t("code.copy")}</span>
    </button>
  );
}

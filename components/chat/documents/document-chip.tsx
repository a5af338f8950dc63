"use client";

// A document attached to a message: its name, pages and estimated tokens, with Open NAME (its
// extracted text, what the model reads, in a dialog named by the file) and, in the composer,
// Remove NAME. The dialog's code loads when it is first opened.

import { lazy, Suspense, useState } from "react";
import { useI18n } from "@/components/i18n/i18n-provider";
import { Button } from "@/components/ui/button";
import { CloseIcon } from "@/components/ui/icons";
import { formatCount } from "@/lib/format/number";
import type { DocumentInfo } from "@/lib/protocol/message";

const DocumentTextDialog = lazy(() => import("./document-text-dialog"));

interface Props {
  name: string;
  info: DocumentInfo;
  /** The extracted text, read when the dialog opens. */
  readText: () => Promise<string>;
  onRemove?: () => void;
}

export function DocumentChip({ name, info, readText, onRemove }: Props) {
  const { t, locale } = useI18n();
  const [open, setOpen] = useState(false);
  const facts = [
    ...(info.pages ? [t("documents.pages", { count: info.pages })] : []),
    t("documents.tokens", { tokens: formatCount(info.tokens, locale) }),
  ].join(" · ");
  return (
    <div className={`relative flex max-w-64 items-center gap-2 rounded-lg border border-zinc-200 bg-white py-1.5 pl-2.5 text-left dark:border-zinc-700 dark:bg-zinc-900 ${onRemove ? "pr-4" : "pr-2.5"}`}>
      <span aria-hidden className="grid h-8 w-7 shrink-0 place-items-center rounded bg-indigo-50 text-[9px] font-bold text-indigo-700 uppercase dark:bg-indigo-950 dark:text-indigo-300">
        {(name.split(".").pop() ?? "").slice(0, 4)}
      </span>
      <span className="min-w-0">
        <Button
          onClick={() => setOpen(true)}
          aria-label={t("documents.open", { name })}
          title={t("documents.open", { name })}
          className="block max-w-48 truncate rounded text-xs font-medium text-zinc-900 hover:underline dark:text-zinc-100"
        >
          {name}
        </Button>
        <span className="block truncate text-[11px] text-zinc-500 dark:text-zinc-400" title={t("documents.estimateHint")}>
          {facts}
        </span>
      </span>
      {onRemove && (
        <Button
          aria-label={t("composer.removeAttachment", { name })}
          title={t("composer.removeAttachment", { name })}
          onClick={onRemove}
          className="absolute -top-1.5 -right-1.5 inline-flex h-5 w-5 items-center justify-center rounded-full bg-zinc-900 text-white shadow ring-2 ring-white hover:bg-zinc-700 dark:bg-zinc-100 dark:text-zinc-900 dark:ring-zinc-900"
        >
          <CloseIcon width={12} height={12} />
        </Button>
      )}
      {open && (
        <Suspense fallback={null}>
          <DocumentTextDialog name={name} readText={readText} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}

"use client";

// Export everything as a zip (JSON pieces and attachment files, streamed), export this conversation
// as Markdown, import a zip or an older JSON export (in a worker, with its progress shown here, and
// kept in import-store.ts while Settings is closed). The database and zip code for these loads only
// when a button is used.

import { useState } from "react";
import { errorText } from "@/components/i18n/error-text";
import { useT } from "@/components/i18n/i18n-provider";
import { Button, type ButtonLook } from "@/components/ui/button";
import { downloadFile as download, fileSafe } from "@/components/ui/download-file";
import { FileButton } from "@/components/ui/file-button";
import { useDatabase } from "@/lib/chat/hooks";
import { Section } from "./field";
import { sectionId } from "./settings-sections";
import { importErrorText } from "./import-error-text";
import { setImportState, useImportStore } from "./import-store";
import { chooseSaveTarget } from "./zip-save-target";

const BUTTON: ButtonLook = {
  variant: "secondary",
  className: "inline-flex w-full items-center justify-center rounded-lg px-3 py-2 text-sm font-medium disabled:opacity-50",
};

export function DataSection({ conversationId, title }: { conversationId: string | null; title: string }) {
  const t = useT();
  const db = useDatabase();
  const state = useImportStore((store) => store.state);
  const [exportError, setExportError] = useState<string | null>(null);
  const [exporting, setExporting] = useState<{ done: number; total: number } | null>(null);

  const run = async (work: () => Promise<void>) => {
    setExportError(null);
    try {
      await work();
    } catch (error) {
      setExportError(t("error.generic", { message: errorText(error, t) }));
    }
  };

  const exportAll = () =>
    run(async () => {
      if (!db) return;
      // The picker first: it needs the click's user activation, which loading code could outlast.
      const target = await chooseSaveTarget(`moonlit-${new Date().toISOString().slice(0, 10)}.zip`);
      if (!target) return;
      setExporting({ done: 0, total: 0 });
      try {
        const [{ exportZip }, { requestPersistentStorage }] = await Promise.all([import("@/lib/db/export-zip"), import("@/lib/db/persist-storage")]);
        void requestPersistentStorage();
        await exportZip(db, target.writable, { onProgress: (done, total) => setExporting({ done, total }) });
        await target.commit();
      } catch (error) {
        await target.abort();
        throw error;
      } finally {
        setExporting(null);
      }
    });

  const exportMarkdown = () =>
    run(async () => {
      if (!db || !conversationId) return;
      const { exportConversationMarkdown } = await import("@/lib/db/export-markdown");
      download(`${fileSafe(title, "conversation")}.md`, "text/markdown", await exportConversationMarkdown(db, conversationId));
    });

  const importFile = async (file: File) => {
    if (!db) return;
    setImportState({ kind: "running", done: 0, total: 0 });
    try {
      const [{ importInWorker }, { requestPersistentStorage }] = await Promise.all([import("@/lib/db/import-client"), import("@/lib/db/persist-storage")]);
      void requestPersistentStorage();
      const summary = await importInWorker(db, file, (done, total) => setImportState({ kind: "running", done, total }));
      setImportState({ kind: "done", count: summary.conversations.added + summary.conversations.replaced });
    } catch (error) {
      setImportState({ kind: "error", message: importErrorText(error, t) ?? errorText(error, t) });
    }
  };

  return (
    <Section id={sectionId("data")} title={t("settings.data")}>
      <div className="grid gap-2">
        <Button {...BUTTON} disabled={exporting !== null} onClick={() => void exportAll()}>
          {t("settings.export")}
        </Button>
        {conversationId && (
          <Button {...BUTTON} onClick={() => void exportMarkdown()}>
            {t("settings.exportMarkdown")}
          </Button>
        )}
        <FileButton
          {...BUTTON}
          accept=".zip,.json,application/zip,application/json"
          disabled={state.kind === "running"}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = "";
            if (file) void importFile(file);
          }}
        >
          {t("settings.import")}
        </FileButton>
        <p className="text-xs text-zinc-500 dark:text-zinc-400">{t("settings.exportHint")}</p>
      </div>
      <div aria-live="polite" className="text-sm">
        {exporting && (
          <p className="text-zinc-600 dark:text-zinc-300">{t("settings.exporting", { done: exporting.done, total: exporting.total })}</p>
        )}
        {state.kind === "running" && (
          <div className="space-y-1.5">
            <p className="text-zinc-600 dark:text-zinc-300">{t("settings.importProgress", { done: state.done, total: state.total })}</p>
            <progress value={state.done} max={Math.max(1, state.total)} className="h-1.5 w-full accent-indigo-600" />
          </div>
        )}
        {state.kind === "done" && <p className="text-emerald-700 dark:text-emerald-400">{t("settings.importDone", { count: state.count })}</p>}
        {state.kind === "error" && (
          <p role="alert" className="text-red-600 dark:text-red-400">
            {t("settings.importFailed", { message: state.message })}
          </p>
        )}
        {exportError && (
          <p role="alert" className="text-red-600 dark:text-red-400">
            {exportError}
          </p>
        )}
      </div>
    </Section>
  );
}

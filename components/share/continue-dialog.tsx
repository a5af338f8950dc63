"use client";

// Continue in Moonlit, loaded when it is first pressed: before a shared conversation becomes the
// reader's own, what comes with it from its author (system prompt, tools, output format), that its
// tools arrive turned off, then Import conversation or Cancel.

import { useId, useMemo, useState, type ReactNode } from "react";
import { errorText } from "@/components/i18n/error-text";
import { useT } from "@/components/i18n/i18n-provider";
import { Button, type ButtonLook } from "@/components/ui/button";
import { Sheet } from "@/components/ui/sheet";
import { sharedSetup, type SharedTool } from "@/lib/chat/share/shared-setup";
import { loadAppDatabase } from "@/lib/db/app-database";
import type { MoonlitExport } from "@/lib/db/export-format";
import { importSharedConversation } from "@/lib/db/share-import";
import type { Translate } from "@/lib/i18n/translate";
import type { BuiltinToolName } from "@/lib/protocol/tool-settings";
import { SHARE_PRIMARY } from "./share-buttons";

interface Props {
  open: boolean;
  snapshot: MoonlitExport;
  /** The shared page is withholding images from other sites, which the reader's copy will show. */
  remoteImagesWithheld: boolean;
  onClose: () => void;
  /** Opens the imported conversation; by default a full load of its page, which comes with its own CSP (this page's may refuse other sites' images). */
  onImported?: (id: string) => void;
}

// eslint-disable-next-line @next/next/no-location-assign-relative-destination -- a full load, for the chat page's own CSP (see onImported)
const openConversation = (id: string) => window.location.assign(`/c/${encodeURIComponent(id)}`);

const SECONDARY: ButtonLook = {
  variant: "secondary",
  className: "inline-flex items-center justify-center rounded-lg px-3.5 py-2 text-sm font-medium",
};
const HINT = "text-xs text-zinc-500 dark:text-zinc-400";

const BUILTIN_LABELS: Record<BuiltinToolName, (t: Translate) => string> = {
  calculator: (t) => t("tools.calculator"),
  date_time: (t) => t("tools.dateTime"),
  run_javascript: (t) => t("tools.runJavaScript"),
};

function ToolItem({ tool }: { tool: SharedTool }) {
  const t = useT();
  if (tool.kind === "own") {
    return (
      <li className="min-w-0">
        <span className="font-mono text-sm text-zinc-900 dark:text-zinc-100">{tool.name}</span>
        {tool.description && <span className={`ml-2 ${HINT}`}>{tool.description}</span>}
      </li>
    );
  }
  return <li className="text-sm text-zinc-900 dark:text-zinc-100">{tool.kind === "builtin" ? BUILTIN_LABELS[tool.name](t) : t("settings.webSearch")}</li>;
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-1.5">
      <h3 id={id} className="text-xs font-semibold tracking-wide text-zinc-500 uppercase dark:text-zinc-400">
        {title}
      </h3>
      {children}
    </section>
  );
}

export default function ContinueDialog({ open, snapshot, remoteImagesWithheld, onClose, onImported = openConversation }: Props) {
  const t = useT();
  const conversation = snapshot.conversations[0];
  const setup = useMemo(() => sharedSetup(conversation.settings), [conversation.settings]);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const none = <p className="text-sm text-zinc-600 dark:text-zinc-400">{t("share.import.none")}</p>;

  const importIt = async () => {
    setBusy(true);
    setProblem(null);
    try {
      onImported(await importSharedConversation(await loadAppDatabase(), snapshot));
    } catch (error) {
      setProblem(t("settings.importFailed", { message: errorText(error, t) }));
      setBusy(false);
    }
  };

  return (
    <Sheet open={open} onClose={onClose} title={t("share.continue")} closeLabel={t("share.close")} placement="center">
      <div className="space-y-4">
        <p className="text-sm text-zinc-700 dark:text-zinc-300">{t("share.import.intro", { title: conversation.title })}</p>
        <Part title={t("settings.system")}>
          {setup.system ? (
            <p className="max-h-40 overflow-y-auto rounded-lg bg-zinc-50 px-3 py-2 text-sm break-words whitespace-pre-wrap text-zinc-800 dark:bg-zinc-800/60 dark:text-zinc-200">
              {setup.system}
            </p>
          ) : (
            none
          )}
        </Part>
        <Part title={t("tools.heading")}>
          {setup.tools.length > 0 ? (
            <>
              <ul aria-label={t("tools.heading")} className="max-h-40 space-y-1 overflow-y-auto">
                {setup.tools.map((tool, index) => (
                  <ToolItem key={index} tool={tool} />
                ))}
              </ul>
              <p className={HINT}>{t("share.import.toolsOff")}</p>
            </>
          ) : (
            none
          )}
        </Part>
        <Part title={t("structured.format")}>
          <p className="text-sm text-zinc-900 dark:text-zinc-100">
            {setup.schemaName !== null ? t("share.import.schema", { name: setup.schemaName }) : t(`structured.format.${setup.outputFormat}`)}
          </p>
        </Part>
        {remoteImagesWithheld && <p className={HINT}>{t("share.import.remoteImages")}</p>}
        {problem && (
          <p role="alert" className="text-sm text-red-600 dark:text-red-400">
            {problem}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button {...SECONDARY} onClick={onClose}>
            {t("share.import.cancel")}
          </Button>
          <Button {...SHARE_PRIMARY} disabled={busy} aria-busy={busy} onClick={() => void importIt()}>
            {t("share.import.confirm")}
          </Button>
        </div>
      </div>
    </Sheet>
  );
}

"use client";

// The extracted text of a document, as the model reads it, in a dialog named by the file. A long
// document is drawn a part at a time (Show more): a whole book in one element would stall the page.

import { useEffect, useState } from "react";
import { useI18n } from "@/components/i18n/i18n-provider";
import { Button } from "@/components/ui/button";
import { Sheet } from "@/components/ui/sheet";
import { formatCount } from "@/lib/format/number";
import { errorMessage } from "@/lib/async/error-message";

const PART = 100_000;

interface Props {
  name: string;
  readText: () => Promise<string>;
  onClose: () => void;
}

type Loaded = { kind: "loading" } | { kind: "text"; text: string } | { kind: "failed"; reason: string };

export default function DocumentTextDialog({ name, readText, onClose }: Props) {
  const { t, locale } = useI18n();
  const [loaded, setLoaded] = useState<Loaded>({ kind: "loading" });
  const [shown, setShown] = useState(PART);
  useEffect(() => {
    let live = true;
    readText().then(
      (text) => live && setLoaded({ kind: "text", text }),
      (error: unknown) => live && setLoaded({ kind: "failed", reason: errorMessage(error) }),
    );
    return () => {
      live = false;
    };
  }, [readText]);

  return (
    <Sheet open onClose={onClose} title={name} closeLabel={t("documents.close")} placement="center">
      {loaded.kind === "loading" && <p role="status" className="text-sm text-zinc-500">{t("documents.loading")}</p>}
      {loaded.kind === "failed" && <p role="alert" className="text-sm text-red-600 dark:text-red-400">{loaded.reason}</p>}
      {loaded.kind === "text" && (
        <>
          <p className="mb-2 text-xs text-zinc-500 dark:text-zinc-400">{t("documents.whatModelReads")}</p>
          <pre className="max-h-[60dvh] overflow-auto rounded-lg bg-zinc-50 p-3 font-mono text-xs whitespace-pre-wrap break-words text-zinc-800 dark:bg-zinc-950 dark:text-zinc-200">
            {loaded.text.slice(0, shown)}
          </pre>
          {loaded.text.length > shown && (
            <div className="mt-2 flex items-center gap-3 text-xs text-zinc-500 dark:text-zinc-400">
              <span>{t("documents.shown", { shown: formatCount(shown, locale), total: formatCount(loaded.text.length, locale) })}</span>
              <Button variant="link" onClick={() => setShown((n) => n + PART)} className="rounded px-1.5 py-1 font-medium">
                {t("documents.showMore")}
              </Button>
            </div>
          )}
        </>
      )}
    </Sheet>
  );
}

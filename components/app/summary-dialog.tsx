"use client";

// "Start a new chat from a summary": asks the model (a normal request in this conversation) to
// summarise it, shows the summary in an editable box, and on confirm starts a new chat whose first
// message is that text, with this conversation's settings. Loaded only when the offer is taken.

import { useRouter } from "next/navigation";
import { useEffect, useId, useRef, useState } from "react";
import { useT } from "@/components/i18n/i18n-provider";
import { CONTROL } from "@/components/settings/field";
import { Button } from "@/components/ui/button";
import { Sheet } from "@/components/ui/sheet";
import { reportError, writeSummary } from "@/lib/chat/engine";
import { useConversation, useDatabase, useEngine } from "@/lib/chat/hooks";

type Phase = { kind: "writing" } | { kind: "ready"; text: string } | { kind: "failed" };

const BUTTON = "rounded-lg px-3 py-2 text-sm font-medium disabled:opacity-50";

export default function SummaryDialog({ conversationId, onClose }: { conversationId: string; onClose: () => void }) {
  const t = useT();
  const router = useRouter();
  const engine = useEngine();
  const db = useDatabase();
  const settings = useConversation(conversationId).data?.settings;
  const boxId = useId();
  const [phase, setPhase] = useState<Phase>({ kind: "writing" });
  const [starting, setStarting] = useState(false);
  const prompt = t("summary.prompt");
  const intro = t("summary.intro");

  // One request per opening, even when a development re-mount runs the effect twice.
  const request = useRef<Promise<string | null> | null>(null);
  useEffect(() => {
    if (!db) return;
    let live = true;
    request.current ??= writeSummary(engine, db, conversationId, prompt);
    request.current.then(
      (text) => live && setPhase(text === null ? { kind: "failed" } : { kind: "ready", text: `${intro}\n\n${text}` }),
      (error: unknown) => {
        reportError(error);
        if (live) setPhase({ kind: "failed" });
      },
    );
    return () => {
      live = false;
    };
  }, [engine, db, conversationId, prompt, intro]);

  const start = async (text: string) => {
    setStarting(true);
    try {
      const id = await engine.send(null, { text, settings });
      onClose();
      router.push(`/c/${encodeURIComponent(id)}`);
    } catch (error) {
      reportError(error);
      setStarting(false);
    }
  };

  return (
    <Sheet open onClose={onClose} title={t("summary.title")} closeLabel={t("share.close")} placement="center">
      {phase.kind === "writing" && (
        <p role="status" className="text-sm text-zinc-600 dark:text-zinc-400">
          {t("summary.writing")}
        </p>
      )}
      {phase.kind === "failed" && (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {t("summary.failed")}
        </p>
      )}
      {phase.kind === "ready" && (
        <form
          className="space-y-3"
          onSubmit={(event) => {
            event.preventDefault();
            if (phase.text.trim() !== "") void start(phase.text);
          }}
        >
          <label htmlFor={boxId} className="block text-sm font-medium text-zinc-800 dark:text-zinc-200">
            {t("summary.label")}
          </label>
          <textarea
            id={boxId}
            value={phase.text}
            onChange={(event) => setPhase({ kind: "ready", text: event.target.value })}
            rows={12}
            className={`${CONTROL} resize-y`}
          />
          <div className="flex justify-end gap-2">
            <Button variant="ghost" offset={1} onClick={onClose} className={`${BUTTON} text-zinc-700 dark:text-zinc-300`}>
              {t("message.cancel")}
            </Button>
            <Button type="submit" variant="accent" offset={1} disabled={starting || phase.text.trim() === ""} className={BUTTON}>
              {t("summary.start")}
            </Button>
          </div>
        </form>
      )}
    </Sheet>
  );
}

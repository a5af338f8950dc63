"use client";

// The Share link dialog, loaded when Share is first pressed: what will be shared (the shown branch,
// with images and thinking unless left out), how long the link lives, Create link, then the link
// itself with Copy link. The conversation is sealed in the browser; the server keeps ciphertext.

import { useEffect, useReducer, useRef, useState } from "react";
import { useI18n } from "@/components/i18n/i18n-provider";
import { CheckboxField, CONTROL } from "@/components/settings/field";
import { Button, type ButtonLook } from "@/components/ui/button";
import { Sheet } from "@/components/ui/sheet";
import { useCopyText } from "@/components/ui/use-copy-text";
import { useDatabase } from "@/lib/chat/hooks";
import { createShareLink } from "@/lib/chat/share/create-share-link";
import { fetchShareAvailability } from "@/lib/chat/share/share-availability";
import { SHARE_EXPIRY_CHOICES } from "@/lib/protocol/share/share-api";
import { buildShareSnapshot } from "@/lib/db/share-snapshot";
import { threadRows } from "@/lib/view/thread-rows";
import { SHARE_PRIMARY } from "./share-buttons";
import { INITIAL_SHARE_STATE, canEdit, shareDialogReducer, type ShareOptions } from "./share-dialog-state";
import { expiryText, shareErrorText } from "./share-text";

interface Props {
  open: boolean;
  conversationId: string;
  title: string;
  onClose: () => void;
}

const SECONDARY: ButtonLook = {
  variant: "secondary",
  className: "inline-flex shrink-0 items-center justify-center rounded-lg px-3 py-2 text-sm font-medium",
};
// The settings' control look, at the width of its longest choice rather than the whole row.
const SELECT = `${CONTROL.replace("w-full ", "")} w-36`;
const HINT = "text-xs text-zinc-500 dark:text-zinc-400";

/**
 * How many messages the shown branch holds (as the thread draws them) and how many images the cap
 * leaves out; worked out once the server has said its cap (`known`).
 */
function usePreview(conversationId: string, known: boolean, maxBytes: number | undefined): { messages: number; omittedImages: number } | null {
  const db = useDatabase();
  const [preview, setPreview] = useState<{ messages: number; omittedImages: number } | null>(null);
  useEffect(() => {
    if (!db || !known) return;
    let cancelled = false;
    buildShareSnapshot(db, conversationId, { images: true, thinking: true, maxBytes }).then(
      ({ snapshot, omittedImages }) => {
        if (!cancelled) setPreview({ messages: threadRows(snapshot.messages).length, omittedImages });
      },
      // Create link reports a snapshot that cannot be built; the summary just leaves the count out.
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [db, conversationId, known, maxBytes]);
  return preview;
}

export default function ShareDialog({ open, conversationId, title, onClose }: Props) {
  const { t, locale } = useI18n();
  const db = useDatabase();
  const [state, dispatch] = useReducer(shareDialogReducer, INITIAL_SHARE_STATE);
  const { phase, options, maxBytes } = state;
  const preview = usePreview(conversationId, phase.kind !== "checking", maxBytes);
  const [copied, copy] = useCopyText();
  const linkBox = useRef<HTMLInputElement>(null);
  const [now] = useState(Date.now);
  const editable = canEdit(state);

  useEffect(() => {
    let cancelled = false;
    fetchShareAvailability().then(
      (answer) => !cancelled && dispatch({ type: "availability", available: answer.available, problem: answer.problem, maxBytes: answer.maxBytes }),
      (error: unknown) => !cancelled && dispatch({ type: "availability-failed", error }),
    );
    return () => {
      cancelled = true;
    };
  }, []);

  const created = phase.kind === "created" ? phase.link : null;
  useEffect(() => {
    if (created) linkBox.current?.select();
  }, [created]);

  const setOptions = (next: Partial<ShareOptions>) => dispatch({ type: "options", options: next });

  const create = async () => {
    if (!db || phase.kind !== "ready") return;
    dispatch({ type: "create" });
    try {
      const link = await createShareLink(db, conversationId, { ...options, maxBytes });
      dispatch({ type: "created", link: { url: link.url, expiresAt: link.expiresAt } });
    } catch (error) {
      dispatch({ type: "failed", error });
    }
  };

  return (
    <Sheet open={open} onClose={onClose} title={t("share.dialog")} closeLabel={t("share.close")} placement="center">
      <div className="space-y-4">
        <p className="text-sm text-zinc-700 dark:text-zinc-300">
          {preview ? t("share.what", { title, count: preview.messages }) : `“${title}”`}
        </p>
        {phase.kind === "needs-redis" ? (
          <p role="alert" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950/50 dark:text-amber-200">
            {t("share.needsRedis")}
          </p>
        ) : (
          <>
            <div className="space-y-3">
              <CheckboxField label={t("share.images")} checked={options.images} disabled={!editable} onChange={(images) => setOptions({ images })}>
                {options.images && preview && preview.omittedImages > 0 && (
                  <p className={`mt-1 ${HINT}`}>{t("share.imagesLeftOut", { count: preview.omittedImages })}</p>
                )}
              </CheckboxField>
              <CheckboxField label={t("share.thinking")} checked={options.thinking} disabled={!editable} onChange={(thinking) => setOptions({ thinking })} />
              <div className="flex items-center justify-between gap-3">
                <label htmlFor="share-expires" className="text-sm font-medium text-zinc-800 dark:text-zinc-200">
                  {t("share.expires")}
                </label>
                <select
                  id="share-expires"
                  value={options.expires}
                  disabled={!editable}
                  onChange={(event) => setOptions({ expires: event.target.value as ShareOptions["expires"] })}
                  className={SELECT}
                >
                  {SHARE_EXPIRY_CHOICES.map((choice) => (
                    <option key={choice} value={choice}>
                      {t(`share.expires.${choice}`)}
                    </option>
                  ))}
                </select>
              </div>
            </div>
            {created ? (
              <div className="space-y-1.5">
                <label htmlFor="share-link" className="block text-sm font-medium text-zinc-800 dark:text-zinc-200">
                  {t("share.dialog")}
                </label>
                <div className="flex gap-2">
                  <input id="share-link" ref={linkBox} readOnly value={created.url} className={`${CONTROL} min-w-0 font-mono text-xs`} />
                  <Button {...SECONDARY} onClick={() => copy(created.url)}>
                    {t("share.copy")}
                  </Button>
                </div>
                <p className={HINT}>
                  {expiryText(t, locale, created.expiresAt, now)}
                  <span aria-live="polite">{copied ? ` · ${t("message.copied")}` : ""}</span>
                </p>
              </div>
            ) : (
              <Button
                {...SHARE_PRIMARY}
                disabled={phase.kind !== "ready" || !db}
                aria-busy={phase.kind === "creating"}
                onClick={() => void create()}
              >
                {t("share.create")}
              </Button>
            )}
            <p className={HINT}>{t("share.private")}</p>
          </>
        )}
        {state.error !== null && (
          <p role="alert" className="text-sm text-red-600 dark:text-red-400">
            {shareErrorText(state.error, t)}
          </p>
        )}
      </div>
    </Sheet>
  );
}

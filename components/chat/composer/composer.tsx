"use client";

// The message box. Enter sends, Shift+Enter breaks the line, and nothing is sent while an input
// method is composing. While the conversation's engine run is on (every turn and tool round of it)
// the button becomes Stop; Escape stops too, when pressed in the message box or with nothing focused.
// It reads only whether a run is on, never the reply itself, so typing stays quick during a stream.
// A send that fails puts the text and files back; offline, nothing is taken from the box at all. An
// image address pasted alone can go as the image.

import { formatCapabilities, MEDIA_MODEL, MODELS } from "@/lib/protocol/models";
import { modelChange } from "@/components/settings/model-change";
import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useRef, type ChangeEvent, type KeyboardEvent, type ReactNode } from "react";
import { useT } from "@/components/i18n/i18n-provider";
import { Button } from "@/components/ui/button";
import { FileButton } from "@/components/ui/file-button";
import { ArrowUpIcon, PaperclipIcon, StopIcon } from "@/components/ui/icons";
import { isImeEvent } from "@/components/ui/ime";
import { useHydrated } from "@/components/ui/use-hydrated";
import { showToast } from "@/components/ui/toast-store";
import type { OutgoingAttachment } from "@/lib/chat/attachments/outgoing";
import { reportError } from "@/lib/chat/engine";
import { preloadEngine } from "@/lib/chat/hooks/use-engine";
import type { ConversationSettings } from "@/lib/protocol/message";
import { useRunningStore } from "@/lib/chat/stores/running-store";
import { COMPOSER_INPUT_ID } from "./composer-id";
import { NEW_CHAT_DRAFT, useDraft } from "./composer-draft";
import { EMPTY_DRAFT, expectFiles, resetDraft, takeDraft, useDraftStore } from "./draft-attachments-store";

// Attachment code is fetched on first use (a file picked, an address pasted): not part of the page's first load.
const loadOnDemand = () => import("./composer-on-demand");
const ComposerExtras = lazy(() => loadOnDemand().then((module) => ({ default: module.ComposerExtras })));

interface Props {
  conversationId: string | null;
  settings: Pick<ConversationSettings, "model" | "protocol">;
  /** Rejects when nothing was sent; the composer then restores the text and attachments. */
  onSend: (text: string, attachments: OutgoingAttachment[]) => Promise<unknown>;
  onStop: () => void;
  /** Shown beside Attach files: the Chat options toolbar. */
  options?: ReactNode;
  /** Changes this chat's settings (the model, when an image needs one that reads images). */
  onChangeSettings?: (changes: Partial<ConversationSettings>) => void;
}

const MAX_HEIGHT = 240;

export function Composer({ conversationId, settings, onSend, onStop, options, onChangeSettings }: Props) {
  const t = useT();
  const running = useRunningStore((state) => (conversationId ? state.running[conversationId] === true : false));
  const { text, setText, clear } = useDraft(conversationId ?? NEW_CHAT_DRAFT);
  // A draft belongs to the conversation it was started in: another one starts empty (the effect below).
  const { items: draftItems, errors: draftErrors, textOnly, offer, documentOffers, incoming } = useDraftStore((state) => (state.scope === conversationId ? state : EMPTY_DRAFT));
  useEffect(() => {
    if (useDraftStore.getState().scope !== conversationId) resetDraft(conversationId);
  }, [conversationId]);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  // Send and Stop swap places when a run starts or ends; if the one going away had focus, the
  // message box takes it rather than letting it fall to the page.
  const swappedWithFocus = useRef(false);
  const keepFocusOnSwap = useCallback((node: HTMLButtonElement | null) => {
    if (!node) return;
    // Runs as the button is taken out, while it still holds focus.
    return () => {
      if (document.activeElement === node) swappedWithFocus.current = true;
    };
  }, []);
  useEffect(() => {
    if (!swappedWithFocus.current) return;
    swappedWithFocus.current = false;
    if (document.activeElement === null || document.activeElement === document.body) textareaRef.current?.focus();
  }, [running]);
  // A file picked before the page has come alive would be dropped: the picker waits for it.
  const hydrated = useHydrated();

  useEffect(() => {
    const area = textareaRef.current;
    if (!area) return;
    area.style.height = "auto";
    area.style.height = `${Math.min(area.scrollHeight, MAX_HEIGHT)}px`;
  }, [text]);

  // The server draws the box and a person may type into it before the page comes alive (an Enter
  // then can only add a line): that text is theirs, not the empty draft React first renders.
  useLayoutEffect(() => {
    const typed = textareaRef.current?.value.replace(/\n+$/, "") ?? "";
    if (typed !== "") setText(typed);
    // Once, as the box comes alive: later the box only shows `text`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const shownConversation = useRef(conversationId);
  useEffect(() => {
    shownConversation.current = conversationId;
    textareaRef.current?.focus();
  }, [conversationId]);

  useEffect(() => {
    if (!running) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented || isImeEvent(event) || document.querySelector("dialog[open]")) return;
      // Only from the message box or from nowhere: Escape in a menu, a rename box or an edit is theirs.
      const focused = document.activeElement;
      if (focused !== null && focused !== document.body && focused !== textareaRef.current) return;
      onStop();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [running, onStop]);

  // Only what will be sent counts: every model takes documents, but images and videos kept from a
  // model that reads them are not sent to one that doesn't. While a file is still on its way in or
  // being prepared, nothing is sent.
  const takesMedia = formatCapabilities(settings.model, settings.protocol).images;
  const sent = (attachment: OutgoingAttachment) => attachment.type === "document" || takesMedia;
  const ready = draftItems.some((item) => item.attachment !== null && sent(item.attachment));
  const busy = incoming > 0 || draftItems.some((item) => item.progress !== null);
  const sendable = (text.trim() !== "" || ready) && !busy;

  const send = () => {
    if (!sendable || running) return;
    // Offline nothing could reach the model: say so, and leave the draft where it is.
    if (!navigator.onLine) {
      showToast({ message: t("pwa.offline") });
      return;
    }
    const sentText = text;
    const taken = takeDraft();
    const sentFrom = conversationId;
    clear();
    onSend(sentText, taken.filter(sent)).catch(() => {
      // Nothing was stored: give the prompt back, unless another conversation is shown or the box
      // has been filled again meanwhile.
      if (shownConversation.current !== sentFrom || textareaRef.current?.value !== "") return;
      setText(sentText);
      void loadOnDemand().then(({ restoreDraft }) => restoreDraft(taken));
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (isImeEvent(event)) return;
    if (event.key === "Enter" && !event.shiftKey) {
      event.preventDefault();
      send();
    }
  };

  // Fetching that code can fail (offline, a new deployment): nothing is attached, and the toast says why.
  const addFiles = (files: File[], using: Props["settings"] = settings) => {
    if (files.length === 0) return;
    const started = useDraftStore.getState().generation;
    const arrived = expectFiles();
    loadOnDemand()
      .then(({ addFiles: add }) => add(files, { settings: using, t, started }), reportError)
      .finally(arrived);
  };

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    addFiles(Array.from(event.target.files ?? []));
    event.target.value = "";
  };



  return (
    <div className="mx-auto w-full max-w-3xl px-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:px-6 sm:pb-5">
      <div
        className="rounded-3xl border border-zinc-200 bg-white shadow-sm transition-colors focus-within:border-zinc-300 focus-within:shadow-md dark:border-zinc-700/80 dark:bg-zinc-900 dark:focus-within:border-zinc-600"
        onDragOver={(event) => event.preventDefault()}
        onDrop={(event) => {
          event.preventDefault();
          addFiles(Array.from(event.dataTransfer.files));
        }}
      >
        {(draftItems.length > 0 || offer || documentOffers.length > 0) && (
          <Suspense fallback={null}>
            <ComposerExtras
              items={draftItems}
              offer={offer}
              documentOffers={documentOffers}
              settings={settings}
              conversationId={conversationId}
              text={text}
              onText={setText}
            />
          </Suspense>
        )}
        <textarea
          id={COMPOSER_INPUT_ID}
          ref={textareaRef}
          aria-label={t("composer.message")}
          placeholder={t("composer.placeholder")}
          value={text}
          rows={1}
          onChange={(event) => setText(event.target.value)}
          onFocus={preloadEngine}
          onKeyDown={onKeyDown}
          onPaste={(event) => {
            // Office and some editors put a picture of the selection beside its text: paste the text.
            if (Array.from(event.clipboardData.types).includes("text/plain")) {
              // Only something that looks like one address fetches the code that reads it.
              const pasted = event.clipboardData.getData("text/plain");
              if (/^\s*https?:\/\/\S+\s*$/i.test(pasted)) void loadOnDemand().then(({ offerLink }) => offerLink(pasted, settings));
              return;
            }
            const pasted = Array.from(event.clipboardData.files);
            if (pasted.length > 0) {
              event.preventDefault();
              addFiles(pasted);
            }
          }}
          className="block max-h-60 w-full resize-none bg-transparent px-4 pt-3.5 pb-1 text-[15px] leading-relaxed text-zinc-900 outline-none placeholder:text-zinc-400 dark:text-zinc-100 dark:placeholder:text-zinc-500"
        />
        <div className="flex items-end justify-between gap-2 px-2.5 pb-2.5">
          <div className="flex min-w-0 items-center gap-1.5">
            {/* Any file: images and videos where the model takes them, and documents of every kind
                (recognised by name and content once picked; the rest refused with the reason). */}
            <FileButton
              variant="icon"
              title={t("composer.attach")}
              className="inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full has-disabled:cursor-default has-disabled:opacity-40"
              multiple
              aria-label={t("composer.attach")}
              disabled={!hydrated}
              onChange={onPick}
            >
              <PaperclipIcon width={18} height={18} />
            </FileButton>
            {options}
          </div>
          {running ? (
            <Button
              key="stop"
              ref={keepFocusOnSwap}
              onClick={onStop}
              aria-label={t("composer.stop")}
              title={t("composer.stop")}
              variant="primary"
              offset={2}
              className="inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full"
            >
              <StopIcon />
            </Button>
          ) : (
            <Button
              key="send"
              ref={keepFocusOnSwap}
              onClick={send}
              disabled={!sendable}
              aria-label={t("composer.send")}
              title={t("composer.send")}
              variant="primary"
              offset={2}
              className="inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full transition-opacity disabled:opacity-25"
            >
              <ArrowUpIcon width={18} height={18} />
            </Button>
          )}
        </div>
      </div>
      {draftErrors.length > 0 && (
        <ul role="alert" className="mt-2 space-y-0.5 px-3 text-xs text-red-600 dark:text-red-400">
          {draftErrors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      )}
      {textOnly.length > 0 && onChangeSettings && (
        // A model that reads images is one click away, and the refused files then go in.
        <Button
          variant="outline"
          onClick={() => {
            const change = modelChange(settings, MEDIA_MODEL);
            onChangeSettings(change);
            useDraftStore.setState({ errors: [], textOnly: [] });
            addFiles(textOnly, { ...settings, ...change });
          }}
          className="mx-3 mt-1.5 rounded-md px-2.5 py-1 text-xs font-medium"
        >
          {t("attachments.switchModel", { model: MODELS[MEDIA_MODEL].label })}
        </Button>
      )}
    </div>
  );
}

"use client";

// The message box. Enter sends, Shift+Enter breaks the line, and nothing is sent while an input
// method is composing. While a reply streams the button becomes Stop (Escape stops too). It reads
// only whether a reply is streaming, never the reply itself, so typing stays quick during a stream.

import { useEffect, useId, useRef, useState, type ChangeEvent, type KeyboardEvent } from "react";
import { useT } from "@/components/i18n/i18n-provider";
import { ArrowUpIcon, PaperclipIcon, StopIcon } from "@/components/ui/icons";
import { preloadEngine } from "@/lib/chat/hooks/use-engine";
import type { ConversationSettings } from "@/lib/protocol/message";
import { useLiveStreamStore } from "@/lib/stores/live-stream-store";
import { ComposerAttachments } from "./composer-attachments";
import { NEW_CHAT_DRAFT, useDraft } from "./composer-draft";
import { acceptedTypes, acceptsAttachments, checkFiles } from "./composer-files";

interface Props {
  conversationId: string | null;
  settings: Pick<ConversationSettings, "model" | "protocol">;
  onSend: (text: string, files: File[]) => void;
  onStop: () => void;
}

const MAX_HEIGHT = 240;

export function Composer({ conversationId, settings, onSend, onStop }: Props) {
  const t = useT();
  const inputId = useId();
  const streaming = useLiveStreamStore((state) => (conversationId ? conversationId in state.streams : false));
  const { text, setText, clear } = useDraft(conversationId ?? NEW_CHAT_DRAFT);
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<string[]>([]);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const canAttach = acceptsAttachments(settings);

  useEffect(() => {
    const area = textareaRef.current;
    if (!area) return;
    area.style.height = "auto";
    area.style.height = `${Math.min(area.scrollHeight, MAX_HEIGHT)}px`;
  }, [text]);

  useEffect(() => {
    textareaRef.current?.focus();
  }, [conversationId]);

  useEffect(() => {
    if (!streaming) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented || document.querySelector("dialog[open]")) return;
      onStop();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [streaming, onStop]);

  const sendable = text.trim() !== "" || files.length > 0;

  const send = () => {
    if (!sendable || streaming) return;
    onSend(text, canAttach ? files : []);
    clear();
    setFiles([]);
    setErrors([]);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // keyCode 229: some browsers report IME keystrokes this way without isComposing.
    if (event.nativeEvent.isComposing || event.keyCode === 229) return;
    if (event.key === "Enter" && !event.shiftKey) {
      event.preventDefault();
      send();
    }
  };

  const addFiles = (incoming: File[]) => {
    const { accepted, errors: problems } = checkFiles(incoming, files, settings, t);
    setFiles((current) => [...current, ...accepted]);
    setErrors(problems);
  };

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    addFiles(Array.from(event.target.files ?? []));
    event.target.value = "";
  };

  return (
    <div className="mx-auto w-full max-w-3xl px-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:px-6 sm:pb-5">
      <div
        className="rounded-3xl border border-zinc-200 bg-white shadow-sm transition-colors focus-within:border-zinc-300 focus-within:shadow-md dark:border-zinc-700/80 dark:bg-zinc-900 dark:focus-within:border-zinc-600"
        onDragOver={(event) => canAttach && event.preventDefault()}
        onDrop={(event) => {
          if (!canAttach) return;
          event.preventDefault();
          addFiles(Array.from(event.dataTransfer.files));
        }}
      >
        {canAttach && <ComposerAttachments files={files} onRemove={(file) => setFiles((list) => list.filter((f) => f !== file))} />}
        <textarea
          id={inputId}
          ref={textareaRef}
          aria-label={t("composer.message")}
          placeholder={t("composer.placeholder")}
          value={text}
          rows={1}
          onChange={(event) => setText(event.target.value)}
          onFocus={preloadEngine}
          onKeyDown={onKeyDown}
          onPaste={(event) => {
            const pasted = Array.from(event.clipboardData.files);
            if (canAttach && pasted.length > 0) {
              event.preventDefault();
              addFiles(pasted);
            }
          }}
          className="block max-h-60 w-full resize-none bg-transparent px-4 pt-3.5 pb-1 text-[15px] leading-relaxed text-zinc-900 outline-none placeholder:text-zinc-400 dark:text-zinc-100 dark:placeholder:text-zinc-500"
        />
        <div className="flex items-center justify-between px-2.5 pb-2.5">
          <div>
            {canAttach && (
              <label
                title={t("composer.attach")}
                className="inline-flex h-9 w-9 cursor-pointer items-center justify-center rounded-full text-zinc-500 hover:bg-zinc-100 hover:text-zinc-900 has-focus-visible:outline-2 has-focus-visible:outline-indigo-500 dark:text-zinc-400 dark:hover:bg-zinc-800 dark:hover:text-zinc-100"
              >
                <PaperclipIcon width={18} height={18} />
                <input
                  type="file"
                  multiple
                  aria-label={t("composer.attach")}
                  accept={acceptedTypes(settings).join(",")}
                  onChange={onPick}
                  className="sr-only"
                />
              </label>
            )}
          </div>
          {streaming ? (
            <button
              type="button"
              onClick={onStop}
              aria-label={t("composer.stop")}
              title={t("composer.stop")}
              className="inline-flex h-9 w-9 items-center justify-center rounded-full bg-zinc-900 text-white hover:bg-zinc-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 dark:bg-zinc-100 dark:text-zinc-900 dark:hover:bg-white"
            >
              <StopIcon />
            </button>
          ) : (
            <button
              type="button"
              onClick={send}
              disabled={!sendable}
              aria-label={t("composer.send")}
              title={t("composer.send")}
              className="inline-flex h-9 w-9 items-center justify-center rounded-full bg-zinc-900 text-white transition-opacity hover:bg-zinc-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 disabled:opacity-25 dark:bg-zinc-100 dark:text-zinc-900 dark:hover:bg-white"
            >
              <ArrowUpIcon width={18} height={18} />
            </button>
          )}
        </div>
      </div>
      {errors.length > 0 && (
        <ul role="alert" className="mt-2 space-y-0.5 px-3 text-xs text-red-600 dark:text-red-400">
          {errors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

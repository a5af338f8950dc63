"use client";

// The composer's draft per conversation, kept in the database's drafts table so unsent text survives
// a reload or a switch to another conversation. Saved a moment after typing stops.

import { useCallback, useEffect, useRef, useState } from "react";
import { useDatabase } from "@/lib/chat/hooks";
import { getDraft, saveDraft } from "@/lib/db/lazy";

/** Key of the draft for a chat not created yet. */
export const NEW_CHAT_DRAFT = "new-chat";

const SAVE_DELAY_MS = 400;

export function useDraft(key: string) {
  const db = useDatabase();
  const [text, setTextState] = useState("");
  const [shownKey, setShownKey] = useState(key);
  const typed = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pending = useRef<{ key: string; text: string } | null>(null);

  // The latest database for saves already scheduled: typing may start before it has loaded.
  const dbRef = useRef(db);
  useEffect(() => {
    dbRef.current = db;
  }, [db]);

  const flush = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const draft = pending.current;
    const target = dbRef.current;
    if (!draft || !target) return;
    pending.current = null;
    void saveDraft(target, draft.key, draft.text).catch(() => undefined);
  }, []);

  // Another conversation: empty the box at once; its stored draft follows from the database.
  if (shownKey !== key) {
    setShownKey(key);
    setTextState("");
  }

  // Typing counts per conversation: reset only when the key changes. The database code loads after
  // the page (so `db` turns up later); text typed before then must not be replaced by the stored draft.
  useEffect(() => {
    typed.current = false;
  }, [key]);

  useEffect(() => {
    if (!db) return;
    let cancelled = false;
    void getDraft(db, key).then((stored) => {
      if (!cancelled && !typed.current) setTextState(stored);
    });
    return () => {
      cancelled = true;
      flush();
    };
  }, [db, key, flush]);

  const setText = useCallback(
    (next: string) => {
      typed.current = true;
      setTextState(next);
      pending.current = { key, text: next };
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(flush, SAVE_DELAY_MS);
    },
    [key, flush],
  );

  /** After sending: empty the box and forget the draft now. */
  const clear = useCallback(() => {
    typed.current = true;
    setTextState("");
    pending.current = { key, text: "" };
    flush();
  }, [key, flush]);

  return { text, setText, clear };
}

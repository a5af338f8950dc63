"use client";

// The composer's draft per conversation, kept in the database's drafts table so unsent text survives
// a reload or a switch to another conversation. Saved a moment after typing stops.

import { useCallback, useEffect, useRef, useState } from "react";
import { useDatabase } from "@/lib/chat/hooks/database-context";
import { getDraft, saveDraft } from "@/lib/db/lazy";

/** Key of the draft for a chat not created yet. */
export const NEW_CHAT_DRAFT = "new-chat";

const SAVE_DELAY_MS = 400;

export function useDraft(key: string) {
  const db = useDatabase();
  const [text, setTextState] = useState("");
  // Which conversation the box shows, and how many times it has changed: typing is counted per showing.
  const [shown, setShown] = useState({ key, showing: 0 });
  /** The showing in which the person last typed (or sent). */
  const typedIn = useRef(-1);
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
  if (shown.key !== key) {
    setShown({ key, showing: shown.showing + 1 });
    setTextState("");
  }
  const { showing } = shown;

  // The stored draft arrives late (the database code loads after the page, then the read): text
  // typed in this showing meanwhile wins. Typing is marked by the showing, not reset by an effect,
  // since on a slow machine a person can type before the effects of the box's first render run.
  useEffect(() => {
    if (!db) return;
    let cancelled = false;
    void getDraft(db, key).then((stored) => {
      if (!cancelled && typedIn.current !== showing) setTextState(stored);
    });
    return () => {
      cancelled = true;
      flush();
    };
  }, [db, key, showing, flush]);

  const setText = useCallback(
    (next: string) => {
      typedIn.current = showing;
      setTextState(next);
      pending.current = { key, text: next };
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(flush, SAVE_DELAY_MS);
    },
    [key, showing, flush],
  );

  /** After sending: empty the box and forget the draft now. */
  const clear = useCallback(() => {
    typedIn.current = showing;
    setTextState("");
    pending.current = { key, text: "" };
    flush();
  }, [key, showing, flush]);

  return { text, setText, clear };
}

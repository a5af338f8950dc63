"use client";

// The system prompt: edited locally and saved a moment after typing stops (and on leaving the box),
// so each keystroke is not a database write.

import { useEffect, useId, useRef, useState } from "react";
import { useT } from "@/components/i18n/i18n-provider";
import { CONTROL, FieldShell } from "./field";

export function SystemPromptField({ value, onCommit }: { value: string; onCommit: (value: string) => void }) {
  const t = useT();
  const id = useId();
  const [text, setText] = useState(value);
  const pending = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const commit = useRef(onCommit);
  const [shown, setShown] = useState(value);

  useEffect(() => {
    commit.current = onCommit;
  });

  // The stored prompt changed elsewhere: show it, unless the person has typed something else since.
  if (value !== shown) {
    setShown(value);
    if (text === shown) setText(value);
  }

  const flush = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (pending.current !== null) commit.current(pending.current);
    pending.current = null;
  };

  useEffect(() => flush, []);

  return (
    <FieldShell label={t("settings.system")} htmlFor={id}>
      <textarea
        id={id}
        rows={4}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          pending.current = event.target.value;
          if (timer.current) clearTimeout(timer.current);
          timer.current = setTimeout(flush, 400);
        }}
        onBlur={flush}
        className={`${CONTROL} resize-y`}
      />
    </FieldShell>
  );
}

"use client";

// The system prompt: edited locally and saved a moment after typing stops (and on leaving the box),
// so each keystroke is not a database write.

import { useId, useState } from "react";
import { useT } from "@/components/i18n/i18n-provider";
import { useDebouncedSave } from "@/components/ui/use-debounced-save";
import { CONTROL, FieldShell } from "./field";

export function SystemPromptField({ value, onCommit }: { value: string; onCommit: (value: string) => void }) {
  const t = useT();
  const id = useId();
  const [text, setText] = useState(value);
  const { schedule, flush } = useDebouncedSave(onCommit);
  const [shown, setShown] = useState(value);

  // The stored prompt changed elsewhere: show it, unless the person has typed something else since.
  if (value !== shown) {
    setShown(value);
    if (text === shown) setText(value);
  }

  return (
    <FieldShell label={t("settings.system")} htmlFor={id}>
      <textarea
        id={id}
        rows={4}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          schedule(event.target.value);
        }}
        onBlur={flush}
        className={`${CONTROL} resize-y`}
      />
    </FieldShell>
  );
}

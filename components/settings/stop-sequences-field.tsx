"use client";

// Stop sequences, one per line, checked as typed: at most 5, each at most 32 bytes of UTF-8 (so a
// Chinese character counts 3). Only a valid list is saved; the message sits under the field.

import { useId, useState } from "react";
import { useT } from "@/components/i18n/i18n-provider";
import type { Translate } from "@/lib/i18n/translate";
import { MAX_STOP_SEQUENCE_BYTES, MAX_STOP_SEQUENCES } from "@/lib/protocol/models";
import { CONTROL, FieldShell } from "./field";

const encoder = new TextEncoder();

export function parseStopSequences(text: string): string[] {
  return text.split("\n").filter((line) => line !== "");
}

/** The first problem with `sequences`, in words, or null when they are fine. */
export function stopSequencesError(sequences: readonly string[], t: Translate): string | null {
  if (sequences.length > MAX_STOP_SEQUENCES) return t("settings.stopSequences.tooMany");
  for (const value of sequences) {
    const bytes = encoder.encode(value).length;
    if (bytes > MAX_STOP_SEQUENCE_BYTES) return t("settings.stopSequences.tooLong", { value, bytes });
  }
  return null;
}

export function StopSequencesField({ value, onCommit }: { value: readonly string[]; onCommit: (value: string[]) => void }) {
  const t = useT();
  const id = useId();
  const errorId = useId();
  const [text, setText] = useState(value.join("\n"));

  const [shown, setShown] = useState(value);

  // The stored list changed elsewhere: show it, unless it is what the box already says.
  if (value !== shown) {
    setShown(value);
    if (parseStopSequences(text).join("\n") !== value.join("\n")) setText(value.join("\n"));
  }

  const error = stopSequencesError(parseStopSequences(text), t);

  return (
    <FieldShell label={t("settings.stopSequences")} htmlFor={id} hint={t("settings.stopSequences.hint")} error={error} errorId={errorId}>
      <textarea
        id={id}
        rows={3}
        value={text}
        aria-invalid={error !== null}
        aria-describedby={errorId}
        onChange={(event) => {
          setText(event.target.value);
          const next = parseStopSequences(event.target.value);
          if (stopSequencesError(next, t) === null) onCommit(next);
        }}
        className={`${CONTROL} resize-y font-mono`}
      />
    </FieldShell>
  );
}

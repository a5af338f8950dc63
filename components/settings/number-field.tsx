"use client";

// A whole-number box that commits only valid values, and says what it accepts when the typed one is
// not (the typed text stays, so the person can fix it).

import { useId, useState } from "react";
import { useI18n } from "@/components/i18n/i18n-provider";
import { formatCount } from "@/lib/format/number";
import { CONTROL, FieldShell } from "./field";

interface Props {
  label: string;
  /** Shown under the box (and read as its description) while the value is valid. */
  hint?: string;
  value: number;
  min: number;
  max: number;
  onCommit: (value: number) => void;
}

export function NumberField({ label, hint, value, min, max, onCommit }: Props) {
  const { t, locale } = useI18n();
  const id = useId();
  const errorId = useId();
  const [text, setText] = useState(String(value));
  const [shown, setShown] = useState(value);

  // The stored value changed elsewhere (normalised, another tab): show it.
  if (value !== shown) {
    setShown(value);
    setText(String(value));
  }

  const parsed = /^\d+$/.test(text.trim()) ? Number(text.trim()) : NaN;
  const valid = Number.isInteger(parsed) && parsed >= min && parsed <= max;
  const error = valid ? null : t("settings.invalid", { field: label, message: t("settings.range", { min: formatCount(min, locale), max: formatCount(max, locale) }) });

  return (
    <FieldShell label={label} htmlFor={id} hint={hint} error={error} errorId={errorId}>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        value={text}
        aria-invalid={!valid}
        aria-describedby={error || hint ? errorId : undefined}
        onChange={(event) => {
          setText(event.target.value);
          const next = Number(event.target.value);
          if (/^\d+$/.test(event.target.value.trim()) && next >= min && next <= max) onCommit(next);
        }}
        className={CONTROL}
      />
    </FieldShell>
  );
}

"use client";

// Labelled controls for the settings sheet. Native <select>s: screen readers announce them as
// comboboxes named by their <label>.

import { useId, type ReactNode } from "react";

/** A part of a section with a heading of its own (Output, Advanced), a place for the jump bar. */
export function SubSection({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section id={id} tabIndex={-1} aria-labelledby={headingId} className="space-y-4 border-t border-zinc-200 pt-4 outline-none dark:border-zinc-800">
      <h4 id={headingId} className="text-sm font-semibold text-zinc-900 dark:text-zinc-100">
        {title}
      </h4>
      {children}
    </section>
  );
}

export const CONTROL =
  "w-full rounded-lg border border-zinc-300 bg-white px-3 py-2 text-sm text-zinc-900 outline-none focus:border-indigo-500 focus:ring-2 focus:ring-indigo-500/20 aria-invalid:border-red-500 dark:border-zinc-700 dark:bg-zinc-950 dark:text-zinc-100";

export function FieldShell({ label, htmlFor, hint, error, errorId, children }: {
  label: string;
  htmlFor: string;
  hint?: string;
  error?: string | null;
  errorId?: string;
  children: ReactNode;
}) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={htmlFor} className="block text-sm font-medium text-zinc-800 dark:text-zinc-200">
        {label}
      </label>
      {children}
      {error ? (
        <p id={errorId} role="alert" className="text-xs text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : (
        hint && <p id={errorId} className="text-xs text-zinc-500 dark:text-zinc-400">{hint}</p>
      )}
    </div>
  );
}

export interface Option<T extends string> {
  value: T;
  label: string;
}

export function SelectField<T extends string>({ label, value, options, onChange }: {
  label: string;
  value: T;
  options: readonly Option<T>[];
  onChange: (value: T) => void;
}) {
  const id = useId();
  return (
    <FieldShell label={label} htmlFor={id}>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as T)} className={CONTROL}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

/** A section of the sheet; `id` is its place for the jump bar (settings-sections.ts), which focuses it. */
export function Section({ title, id, children }: { title: string; id?: string; children: ReactNode }) {
  return (
    <section id={id} tabIndex={id ? -1 : undefined} className="space-y-4 border-b border-zinc-200 pb-6 outline-none last:border-0 dark:border-zinc-800">
      <h3 className="text-xs font-semibold tracking-wide text-zinc-500 uppercase dark:text-zinc-400">{title}</h3>
      {children}
    </section>
  );
}

/** A yes/no setting: its label on the left, the checkbox on the right, and what it means under them. */
export function CheckboxField({ label, checked, disabled = false, onChange, children }: {
  label: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
  children?: ReactNode;
}) {
  return (
    <div>
      <label className="flex cursor-pointer items-center justify-between gap-3">
        <span className="text-sm font-medium text-zinc-800 dark:text-zinc-200">{label}</span>
        <input type="checkbox" checked={checked} disabled={disabled} onChange={(event) => onChange(event.target.checked)} className="h-4 w-4 accent-indigo-600" />
      </label>
      {children}
    </div>
  );
}

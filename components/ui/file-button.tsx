// A button that picks files: a label drawn as a button around a hidden file input. The input keeps
// its accessible name (its aria-label, or the label's text) and its keyboard focus; the label shows
// the focus ring while the input has it.

import type { InputHTMLAttributes, ReactNode } from "react";
import { BUTTON_VARIANTS, type ButtonLook } from "./button";

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "className" | "children" | "title">, ButtonLook {
  /** The label's tooltip. */
  title?: string;
  children: ReactNode;
}

/** FOCUS_RING (button.tsx), drawn on the label while the input inside has keyboard focus. */
const FILE_FOCUS_RING = "cursor-pointer has-focus-visible:outline-2 has-focus-visible:outline-indigo-500";
const OFFSETS = { 0: "", 1: "has-focus-visible:outline-offset-1", 2: "has-focus-visible:outline-offset-2" } as const;

export function FileButton({ variant = "plain", offset = 0, className = "", title, children, ...input }: Props) {
  return (
    <label title={title} className={[FILE_FOCUS_RING, OFFSETS[offset], BUTTON_VARIANTS[variant], className].filter(Boolean).join(" ")}>
      {children}
      <input type="file" className="sr-only" {...input} />
    </label>
  );
}

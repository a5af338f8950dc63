// The app's buttons: a variant for the colours, the focus ring every control shows, and the caller's
// size and shape in className. buttonClass gives a link the same look.

import type { ButtonHTMLAttributes, Ref } from "react";

/** The keyboard focus ring of every control: buttons, links, fields. */
export const FOCUS_RING = "focus-visible:outline-2 focus-visible:outline-indigo-500";

/** How far the ring stands off: filled buttons keep it clear of their edge. */
const OFFSETS = { 0: "", 1: "focus-visible:outline-offset-1", 2: "focus-visible:outline-offset-2" } as const;

export const BUTTON_VARIANTS = {
  /** Dark and filled: the main action of a place. */
  primary: "bg-zinc-900 text-white hover:bg-zinc-700 dark:bg-zinc-100 dark:text-zinc-900 dark:hover:bg-white",
  /** Indigo and filled: the submit of a form. */
  accent: "bg-indigo-600 text-white hover:bg-indigo-500",
  /** White with a border: the actions beside the main one. */
  secondary:
    "border border-zinc-300 bg-white text-zinc-800 hover:bg-zinc-50 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100 dark:hover:bg-zinc-800",
  /** A border only: small choices and a row's action. */
  outline: "border border-zinc-300 text-zinc-700 hover:bg-zinc-50 dark:border-zinc-700 dark:text-zinc-200 dark:hover:bg-zinc-800",
  /** No fill until hovered (the caller picks the text colour): cancel, toggles. */
  ghost: "hover:bg-zinc-100 dark:hover:bg-zinc-800",
  /** Indigo text: adding and importing. */
  link: "text-indigo-600 hover:bg-indigo-50 dark:text-indigo-400 dark:hover:bg-indigo-950/40",
  /** An icon alone (IconButton, the composer's Attach files). */
  icon: "text-zinc-500 hover:bg-zinc-100 hover:text-zinc-900 dark:text-zinc-400 dark:hover:bg-zinc-800 dark:hover:text-zinc-100",
  /** The ring alone: the caller draws the rest. */
  plain: "",
} as const;

export type ButtonVariant = keyof typeof BUTTON_VARIANTS;

export interface ButtonLook {
  variant?: ButtonVariant;
  offset?: keyof typeof OFFSETS;
  className?: string;
}

export function buttonClass({ variant = "plain", offset = 0, className = "" }: ButtonLook): string {
  return [FOCUS_RING, OFFSETS[offset], BUTTON_VARIANTS[variant], className].filter(Boolean).join(" ");
}

interface Props extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonLook {
  ref?: Ref<HTMLButtonElement>;
}

/** A button (type "button" unless told): its name is its text, or aria-label for an icon. */
export function Button({ variant, offset, className, type = "button", ...rest }: Props) {
  return <button type={type} className={buttonClass({ variant, offset, className })} {...rest} />;
}

"use client";

// A square button holding one icon, named for screen readers by `label` (also its tooltip). Drawn
// by the server, it is disabled until the page has come alive: a click before then would be lost.

import type { ButtonHTMLAttributes, ReactNode, Ref } from "react";
import { useHydrated } from "./use-hydrated";

interface Props extends ButtonHTMLAttributes<HTMLButtonElement> {
  label: string;
  children: ReactNode;
  ref?: Ref<HTMLButtonElement>;
  size?: "sm" | "md";
}

const SIZES = { sm: "h-7 w-7", md: "h-9 w-9" };

export function IconButton({ label, children, size = "md", className = "", disabled, ...rest }: Props) {
  const hydrated = useHydrated();
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      className={`inline-flex shrink-0 items-center justify-center rounded-lg text-zinc-500 transition-colors hover:bg-zinc-100 hover:text-zinc-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-500 disabled:pointer-events-none disabled:opacity-40 dark:text-zinc-400 dark:hover:bg-zinc-800 dark:hover:text-zinc-100 ${SIZES[size]} ${className}`}
      {...rest}
      disabled={!hydrated || disabled}
    >
      {children}
    </button>
  );
}

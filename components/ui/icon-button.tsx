"use client";

// A square button holding one icon, named for screen readers by `label` (also its tooltip). Drawn
// by the server, it is disabled until the page has come alive: a click before then would be lost.

import type { ButtonHTMLAttributes, ReactNode, Ref } from "react";
import { Button } from "./button";
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
    <Button
      variant="icon"
      offset={1}
      aria-label={label}
      title={label}
      className={`inline-flex shrink-0 items-center justify-center rounded-lg transition-colors disabled:pointer-events-none disabled:opacity-40 ${SIZES[size]} ${className}`}
      {...rest}
      disabled={!hydrated || disabled}
    >
      {children}
    </Button>
  );
}

"use client";

// The row of actions under a message. Hidden until the message is hovered or focused on pointer
// devices (always there for touch and for screen readers), except when `pinned` is set.

import type { ReactNode } from "react";

export function MessageToolbar({ children, align, pinned }: { children: ReactNode; align: "start" | "end"; pinned?: boolean }) {
  const visibility = pinned
    ? ""
    : "[@media(hover:hover)]:opacity-0 [@media(hover:hover)]:group-hover/message:opacity-100 [@media(hover:hover)]:group-focus-within/message:opacity-100";
  return (
    <div className={`mt-1 flex items-center gap-0.5 transition-opacity ${align === "end" ? "justify-end" : ""} ${visibility}`}>
      {children}
    </div>
  );
}

"use client";

// Renders the toast stack in a polite live region. Each toast leaves after its duration, counted only
// while it is neither hovered nor focused, or when closed (which, like expiring, declines its action).

import { useState } from "react";
import { useT } from "@/components/i18n/i18n-provider";
import { CloseIcon } from "@/components/ui/icons";
import { useToastStore, type Toast } from "@/components/ui/toast-store";
import { usePausableTimeout } from "./use-pausable-timeout";

function ToastItem({ toast }: { toast: Toast }) {
  const t = useT();
  const dismiss = useToastStore((state) => state.dismiss);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  usePausableTimeout(toast.durationMs, hovered || focused, () => dismiss(toast.id, true));

  return (
    <div
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => setFocused(event.currentTarget.contains(event.relatedTarget))}
      className="pointer-events-auto flex items-center gap-3 rounded-xl bg-zinc-900 py-2 pr-2 pl-4 text-sm text-white shadow-lg ring-1 ring-black/5 dark:bg-zinc-100 dark:text-zinc-900"
    >
      <span>{toast.message}</span>
      {toast.action && (
        <button
          type="button"
          onClick={() => {
            toast.action?.run();
            dismiss(toast.id, false);
          }}
          className="rounded-lg px-2.5 py-1 font-medium text-indigo-300 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-indigo-400 dark:text-indigo-600 dark:hover:bg-black/5"
        >
          {toast.action.label}
        </button>
      )}
      <button
        type="button"
        aria-label={t("toast.dismiss")}
        onClick={() => dismiss(toast.id, true)}
        className="rounded-lg p-1 text-white/70 hover:bg-white/10 hover:text-white focus-visible:outline-2 focus-visible:outline-indigo-400 dark:text-zinc-900/60 dark:hover:bg-black/5 dark:hover:text-zinc-900"
      >
        <CloseIcon width={14} height={14} />
      </button>
    </div>
  );
}

export function Toaster() {
  const toasts = useToastStore((state) => state.toasts);
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-28 z-50 flex flex-col items-center gap-2 px-4"
    >
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </div>
  );
}

"use client";

// Renders the toast stack in a polite live region; each toast leaves after its duration.

import { useEffect } from "react";
import { useToastStore, type Toast } from "@/components/ui/toast-store";

function ToastItem({ toast }: { toast: Toast }) {
  const dismiss = useToastStore((state) => state.dismiss);
  useEffect(() => {
    const timer = setTimeout(() => dismiss(toast.id, true), toast.durationMs);
    return () => clearTimeout(timer);
  }, [toast.id, toast.durationMs, dismiss]);

  return (
    <div className="pointer-events-auto flex items-center gap-3 rounded-xl bg-zinc-900 py-2 pr-2 pl-4 text-sm text-white shadow-lg ring-1 ring-black/5 dark:bg-zinc-100 dark:text-zinc-900">
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

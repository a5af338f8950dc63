// Short-lived notices at the bottom of the screen ("Conversation deleted. Undo"). One store, no
// network: whoever shows a toast passes the action it offers.

import { create } from "zustand";

export interface Toast {
  id: number;
  message: string;
  action?: { label: string; run: () => void };
  /** Called once when the toast goes away without its action being taken. */
  onExpire?: () => void;
  durationMs: number;
}

interface ToastState {
  toasts: Toast[];
  show(toast: Omit<Toast, "id" | "durationMs"> & { durationMs?: number }): number;
  dismiss(id: number, expired: boolean): void;
}

let nextId = 1;

export const useToastStore = create<ToastState>()((set, get) => ({
  toasts: [],
  show: (toast) => {
    const id = nextId++;
    set((state) => ({ toasts: [...state.toasts, { durationMs: 5000, ...toast, id }] }));
    return id;
  },
  dismiss: (id, expired) => {
    const toast = get().toasts.find((t) => t.id === id);
    if (!toast) return;
    set((state) => ({ toasts: state.toasts.filter((t) => t.id !== id) }));
    if (expired) toast.onExpire?.();
  },
}));

export const showToast = (toast: Parameters<ToastState["show"]>[0]) => useToastStore.getState().show(toast);

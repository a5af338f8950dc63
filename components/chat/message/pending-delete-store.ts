// Messages whose Delete waits out its Undo toast: shown dimmed meanwhile, deleted only when the
// toast expires. UI state only; the delete itself is run by whoever marked it.

import { create } from "zustand";
import { ownValue } from "@/lib/protocol/own-key";

interface PendingDeleteState {
  pending: Record<string, true>;
  mark(id: string): boolean;
  unmark(id: string): void;
}

export const usePendingDeleteStore = create<PendingDeleteState>()((set, get) => ({
  pending: {},
  /** False when the message is already waiting. */
  mark: (id) => {
    if (ownValue(get().pending, id)) return false;
    set((state) => ({ pending: { ...state.pending, [id]: true } }));
    return true;
  },
  unmark: (id) =>
    set((state) => {
      if (!ownValue(state.pending, id)) return state;
      const pending = { ...state.pending };
      delete pending[id];
      return { pending };
    }),
}));

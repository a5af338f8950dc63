// What the person typed as tool results before sending them, keyed by tool call id, so a draft
// survives its row being unmounted by the virtualised thread. UI state only: not persisted (the call
// itself is stored, so after a reload it waits again with an empty form).

import { create } from "zustand";
import { ownValue } from "@/lib/protocol/own-key";

export interface ToolAnswerDraft {
  text: string;
  isError: boolean;
}

export const EMPTY_ANSWER: ToolAnswerDraft = { text: "", isError: false };

interface ToolAnswerState {
  drafts: Record<string, ToolAnswerDraft>;
  /** Calls whose result was missing at the last Send results, to mark their textboxes invalid. */
  missing: readonly string[];
  edit(id: string, change: Partial<ToolAnswerDraft>): void;
  setMissing(ids: readonly string[]): void;
  /** Forgets the drafts of calls that were answered. */
  clear(ids: readonly string[]): void;
}

export const useToolAnswerStore = create<ToolAnswerState>()((set) => ({
  drafts: {},
  missing: [],
  edit: (id, change) =>
    set((state) => ({
      drafts: { ...state.drafts, [id]: { ...(ownValue(state.drafts, id) ?? EMPTY_ANSWER), ...change } },
      missing: change.text?.trim() ? state.missing.filter((missingId) => missingId !== id) : state.missing,
    })),
  setMissing: (ids) => set({ missing: ids }),
  clear: (ids) =>
    set((state) => {
      const drafts = { ...state.drafts };
      for (const id of ids) delete drafts[id];
      return { drafts, missing: state.missing.filter((id) => !ids.includes(id)) };
    }),
}));

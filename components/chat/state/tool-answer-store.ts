// What the person typed as tool results before sending them, and whether they allowed or denied each
// MCP call, keyed by tool call id, so a draft survives its row being unmounted by the virtualised
// thread. UI state only: not persisted (the call itself is stored, so after a reload it waits again).

import { create } from "zustand";
import { ownValue } from "@/lib/protocol/own-key";

export interface ToolAnswerDraft {
  text: string;
  isError: boolean;
}

export const EMPTY_ANSWER: ToolAnswerDraft = { text: "", isError: false };

/** The person's answer to an MCP call: run it or not, and whether to stop asking for its tool. */
export interface ToolDecision {
  allow: boolean;
  always: boolean;
}

interface ToolAnswerState {
  drafts: Record<string, ToolAnswerDraft>;
  decisions: Record<string, ToolDecision>;
  /** Always allow this tool, ticked before deciding. */
  always: Record<string, boolean>;
  /** Calls whose result was missing at the last Send results, to mark their textboxes invalid. */
  missing: readonly string[];
  edit(id: string, change: Partial<ToolAnswerDraft>): void;
  setAlways(id: string, on: boolean): void;
  decide(id: string, allow: boolean): void;
  setMissing(ids: readonly string[]): void;
  /** Forgets the drafts of calls that were answered. */
  clear(ids: readonly string[]): void;
}

export const useToolAnswerStore = create<ToolAnswerState>()((set) => ({
  drafts: {},
  decisions: {},
  always: {},
  missing: [],
  edit: (id, change) =>
    set((state) => ({
      drafts: { ...state.drafts, [id]: { ...(ownValue(state.drafts, id) ?? EMPTY_ANSWER), ...change } },
      missing: change.text?.trim() ? state.missing.filter((missingId) => missingId !== id) : state.missing,
    })),
  setAlways: (id, on) => set((state) => ({ always: { ...state.always, [id]: on } })),
  decide: (id, allow) =>
    set((state) => ({
      decisions: { ...state.decisions, [id]: { allow, always: allow && ownValue(state.always, id) === true } },
      missing: state.missing.filter((missingId) => missingId !== id),
    })),
  setMissing: (ids) => set({ missing: ids }),
  clear: (ids) =>
    set((state) => {
      const drafts = { ...state.drafts };
      const decisions = { ...state.decisions };
      const always = { ...state.always };
      for (const id of ids) {
        delete drafts[id];
        delete decisions[id];
        delete always[id];
      }
      return { drafts, decisions, always, missing: state.missing.filter((id) => !ids.includes(id)) };
    }),
}));

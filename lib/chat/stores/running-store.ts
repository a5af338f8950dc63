// The conversations whose engine run is in progress: from the moment a reply run begins (history
// loading, attachments encoding) through every turn and `$web_search` round trip until it ends.
// The live-stream store only knows about the turn streaming right now; this covers the gaps.

import { create } from "zustand";

export interface RunningState {
  /** Conversation ids with a run in progress. */
  running: Record<string, true>;
  setRunning(conversationId: string, running: boolean): void;
}

export type RunningStore = ReturnType<typeof createRunningStore>;

export function createRunningStore() {
  return create<RunningState>()((set) => ({
    running: {},
    setRunning: (conversationId, running) =>
      set((state) => {
        if ((state.running[conversationId] === true) === running) return state;
        const next = { ...state.running };
        if (running) next[conversationId] = true;
        else delete next[conversationId];
        return { running: next };
      }),
  }));
}

/** The app's store; tests create their own with createRunningStore(). */
export const useRunningStore = createRunningStore();

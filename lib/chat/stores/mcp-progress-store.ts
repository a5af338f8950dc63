// Progress of the MCP calls running now, by tool call id, as their servers report it: the card of a
// running call shows it. Kept apart from the live stream, which ends before the calls run.

import { create } from "zustand";

export interface McpProgress {
  progress: number;
  total?: number;
  message?: string;
}

interface McpProgressState {
  byCall: Readonly<Record<string, McpProgress>>;
  report(callId: string, progress: McpProgress): void;
  clear(callId: string): void;
}

export const useMcpProgressStore = create<McpProgressState>()((set) => ({
  byCall: {},
  report: (callId, progress) => set((state) => ({ byCall: { ...state.byCall, [callId]: progress } })),
  clear: (callId) =>
    set((state) => {
      if (!(callId in state.byCall)) return state;
      const byCall = { ...state.byCall };
      delete byCall[callId];
      return { byCall };
    }),
}));

// The replies streaming right now, one per conversation. The engine mutates `node` in place as events
// arrive and bumps `version`; copying a long message on every event would cost quadratic time, so
// subscribers select `version` (or the entry) to know when to re-render.

import { create } from "zustand";
import type { TextPieces } from "@/lib/chat/adapters/engine-adapter";
import type { AssistantNode } from "@/lib/protocol/message";

export interface LiveStream {
  nodeId: string;
  node: AssistantNode;
  /** Increases on every change to `node`. */
  version: number;
  startedAt: number;
  /** Input of tool calls still forming, by call id (the turn stream's own map, changing in place). */
  pendingInputs: ReadonlyMap<string, string>;
  /** The pieces the growing text arrived in (the turn stream's own map, changing in place). */
  textPieces: TextPieces;
}

/** What the turn stream shares with the view beside the node. */
export type LiveExtras = Pick<LiveStream, "pendingInputs" | "textPieces">;

const NO_EXTRAS: LiveExtras = { pendingInputs: new Map(), textPieces: new WeakMap() };

export interface LiveStreamState {
  streams: Record<string, LiveStream>;
  /**
   * The last finished reply per conversation. Its final row is written before the stream ends, but a
   * query reading the database may still hold the previous batch for a moment; the thread shows this
   * node instead while that row still says "streaming", so the text never jumps back.
   */
  finished: Record<string, AssistantNode>;
  start(conversationId: string, node: AssistantNode, startedAt: number, extras?: LiveExtras): void;
  /** Marks `node` changed; a new entry object (same node) so selectors see the change. */
  bump(conversationId: string): void;
  end(conversationId: string, nodeId: string): void;
  /** Drops a finished reply once the database shows its final row, so replies are not held twice. */
  forget(conversationId: string, nodeId: string): void;
}

export type LiveStreamStore = ReturnType<typeof createLiveStreamStore>;

export function createLiveStreamStore() {
  return create<LiveStreamState>()((set) => ({
    streams: {},
    finished: {},
    start: (conversationId, node, startedAt, { pendingInputs, textPieces } = NO_EXTRAS) =>
      set((state) => ({
        streams: { ...state.streams, [conversationId]: { nodeId: node.id, node, version: 0, startedAt, pendingInputs, textPieces } },
      })),
    bump: (conversationId) =>
      set((state) => {
        const entry = state.streams[conversationId];
        if (!entry) return state;
        return { streams: { ...state.streams, [conversationId]: { ...entry, version: entry.version + 1 } } };
      }),
    end: (conversationId, nodeId) =>
      set((state) => {
        // A newer stream may already have replaced this one; leave it alone.
        if (state.streams[conversationId]?.nodeId !== nodeId) return state;
        const streams = { ...state.streams };
        const { node } = streams[conversationId];
        delete streams[conversationId];
        return { streams, finished: { ...state.finished, [conversationId]: node } };
      }),
    forget: (conversationId, nodeId) =>
      set((state) => {
        if (state.finished[conversationId]?.id !== nodeId) return state;
        const finished = { ...state.finished };
        delete finished[conversationId];
        return { finished };
      }),
  }));
}

/** The app's store; tests create their own with createLiveStreamStore(). */
export const useLiveStreamStore = createLiveStreamStore();

import { useEffect, useState } from "react";
import { useLiveStreamStore, type LiveStream } from "@/lib/stores/live-stream-store";

// A stream can deliver many chunks per frame; rendering the reply once per chunk would redo the same
// work several times before anything is painted. Version bumps are therefore passed on at most once
// per animation frame, while a stream starting or ending is passed on at once.

const nextFrame: (run: () => void) => void =
  typeof requestAnimationFrame === "function" ? (run) => requestAnimationFrame(run) : (run) => setTimeout(run, 16);

function entryOf(conversationId: string | null | undefined): LiveStream | undefined {
  return conversationId ? useLiveStreamStore.getState().streams[conversationId] : undefined;
}

/** The reply streaming in this conversation right now; a new object at most once per frame. */
export function useLiveStream(conversationId: string | null | undefined): LiveStream | undefined {
  const [entry, setEntry] = useState(() => entryOf(conversationId));

  useEffect(() => {
    let scheduled = false;
    let shown = entryOf(conversationId);
    setEntry(shown);
    const flush = () => {
      scheduled = false;
      shown = entryOf(conversationId);
      setEntry(shown);
    };
    const unsubscribe = useLiveStreamStore.subscribe((state) => {
      const latest = conversationId ? state.streams[conversationId] : undefined;
      if (latest === shown) return;
      if (latest === undefined || shown === undefined || latest.nodeId !== shown.nodeId) {
        flush();
        return;
      }
      if (scheduled) return;
      scheduled = true;
      nextFrame(() => {
        if (scheduled) flush();
      });
    });
    return () => {
      scheduled = false;
      unsubscribe();
    };
  }, [conversationId]);

  return entry;
}

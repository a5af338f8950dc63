import { useEffect, useState } from "react";
import { useLiveStreamStore, type LiveStream } from "@/lib/chat/stores/live-stream-store";

// A stream can deliver many chunks per frame; rendering the reply once per chunk would redo the same
// work several times before anything is painted. Version bumps are therefore passed on at most once
// per animation frame, while a stream starting or ending is passed on at once.

const nextFrame: (run: () => void) => void =
  typeof requestAnimationFrame === "function" ? (run) => requestAnimationFrame(run) : (run) => setTimeout(run, 16);

function entryOf(conversationId: string | null | undefined): LiveStream | undefined {
  return conversationId ? useLiveStreamStore.getState().streams[conversationId] : undefined;
}

interface Shown {
  conversationId: string | null | undefined;
  entry: LiveStream | undefined;
}

/** The reply streaming in this conversation right now; a new object at most once per frame. */
export function useLiveStream(conversationId: string | null | undefined): LiveStream | undefined {
  const [shown, setShown] = useState<Shown>(() => ({ conversationId, entry: entryOf(conversationId) }));
  // Another conversation: read the store directly until the subscription below catches up.
  const current = shown.conversationId === conversationId ? shown.entry : entryOf(conversationId);

  useEffect(() => {
    let scheduled = false;
    let last = entryOf(conversationId);
    const flush = () => {
      scheduled = false;
      last = entryOf(conversationId);
      setShown({ conversationId, entry: last });
    };
    const schedule = () => {
      if (scheduled) return;
      scheduled = true;
      nextFrame(() => {
        if (scheduled) flush();
      });
    };
    const unsubscribe = useLiveStreamStore.subscribe((state) => {
      const latest = conversationId ? state.streams[conversationId] : undefined;
      if (latest === last) return;
      if (latest === undefined || last === undefined || latest.nodeId !== last.nodeId) flush();
      else schedule();
    });
    // Changes between this render and the subscription are picked up at the next frame.
    schedule();
    return () => {
      scheduled = false;
      unsubscribe();
    };
  }, [conversationId]);

  return current;
}

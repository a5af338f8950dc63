import { useEffect, useState } from "react";
import { flushSync } from "react-dom";
import { useLiveStreamStore, type LiveStream } from "@/lib/chat/stores/live-stream-store";
import { createUpdatePacer } from "./update-pacer";

// A stream can deliver many chunks per frame; rendering the reply once per chunk would redo the same
// work several times before anything is painted. Version bumps are therefore passed on at most once
// per animation frame, and no more often than their cost allows (update-pacer.ts), while a stream
// starting or ending, and its final text, are passed on at once. The frame's update is rendered at
// once, inside the animation frame: the browser then lays the new text out once, in the frame's own
// layout, instead of in whatever reads the page first (a scroll handler, a measurement).

const nextFrame: (run: () => void) => void =
  typeof requestAnimationFrame === "function" ? (run) => requestAnimationFrame(run) : (run) => setTimeout(run, 16);

const now = () => performance.now();
const MOUNTING_UPDATES = 3;

function entryOf(conversationId: string | null | undefined): LiveStream | undefined {
  return conversationId ? useLiveStreamStore.getState().streams[conversationId] : undefined;
}

interface Shown {
  conversationId: string | null | undefined;
  entry: LiveStream | undefined;
}

/**
 * The reply streaming in this conversation right now; a new object at most once per frame. Only the
 * streaming reply's own message reads this: the thread holds the live node, which changes in place.
 */
export function useLiveStream(conversationId: string | null | undefined): LiveStream | undefined {
  const [shown, setShown] = useState<Shown>(() => ({ conversationId, entry: entryOf(conversationId) }));
  // Another conversation: read the store directly until the subscription below catches up.
  const current = shown.conversationId === conversationId ? shown.entry : entryOf(conversationId);

  useEffect(() => {
    let scheduled = false;
    let last = entryOf(conversationId);
    const pacer = createUpdatePacer();
    const flush = () => {
      scheduled = false;
      last = entryOf(conversationId);
      setShown({ conversationId, entry: last });
    };
    let updates = 0;
    const update = () => {
      if (!scheduled) return;
      // The first updates mount the reply's renderers, with code the page may not have run yet (the
      // markdown parser): they render in tasks of their own, so that and the frame's layout and paint
      // do not add up to one long task. Their cost is not measured; the pacer needs none yet.
      if (updates++ < MOUNTING_UPDATES) return flush();
      const startedAt = now();
      flushSync(flush);
      pacer.ran(startedAt, now());
    };
    const schedule = () => {
      if (scheduled) return;
      scheduled = true;
      const wait = pacer.wait(now());
      if (wait > 0) setTimeout(() => nextFrame(update), wait);
      else nextFrame(update);
    };
    const unsubscribe = useLiveStreamStore.subscribe((state) => {
      const latest = conversationId ? state.streams[conversationId] : undefined;
      if (latest === last) return;
      // A stream starting, ending, or done with its text (the final bump) is shown at once.
      if (latest === undefined || last === undefined || latest.nodeId !== last.nodeId || latest.node.status !== "streaming") flush();
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

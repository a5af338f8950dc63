// Keeps a growing element's scroller at its end while the reader is there. The streaming reply is the
// thread's last row; were the virtualizer (anchored to the end) to follow it, each frame's growth would
// re-render the thread synchronously (to grow its sizer in the same paint) and read the scroll height
// back, laying the page out twice. Its growth is watched here instead, after the browser's own layout,
// where reading the scroll height costs nothing: if the reader was at the end before it grew, the
// scroller follows.

import { useState, type RefObject } from "react";

export interface FollowEnd {
  /** The callback ref for the growing element. */
  ref: (element: HTMLElement | null) => void;
  /** Whether the reader was at the end when the element last grew (or when it was attached). */
  atEnd: () => boolean;
}

/** `threshold`: how near the end counts as at the end, px. */
export function useFollowEnd(scrollRef: RefObject<HTMLElement | null>, threshold: number): FollowEnd {
  const [follow] = useState((): FollowEnd => {
    let observer: ResizeObserver | null = null;
    let atEnd = true;
    const isAtEnd = (scroller: HTMLElement, height: number) => height - scroller.scrollTop - scroller.clientHeight <= threshold;
    return {
      atEnd: () => atEnd,
      ref(element) {
        observer?.disconnect();
        observer = null;
        const scroller = scrollRef.current;
        if (!element || !scroller || typeof ResizeObserver !== "function") return;
        // The scroll height as of the last growth: the end the reader was at, or not, before this one.
        let lastHeight = scroller.scrollHeight;
        atEnd = isAtEnd(scroller, lastHeight);
        observer = new ResizeObserver(() => {
          const height = scroller.scrollHeight;
          atEnd = isAtEnd(scroller, lastHeight);
          lastHeight = height;
          if (atEnd) scroller.scrollTop = height;
        });
        observer.observe(element);
      },
    };
  });
  return follow;
}

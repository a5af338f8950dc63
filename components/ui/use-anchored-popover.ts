"use client";

// Shows an open menu or popover in the browser's top layer (the Popover API), placed under its
// trigger, so no neighbour's stacking context (a virtual row's transform, a sticky header) can paint
// over it: what the pointer clicks is what the person sees. Placed above the trigger when there is
// no room below; closed when the page scrolls or resizes under it, as a fixed box would drift.

import { useLayoutEffect, type RefObject } from "react";

const GAP = 4;
const MARGIN = 8;

export function useAnchoredPopover(open: boolean, popoverRef: RefObject<HTMLElement | null>, anchorRef: RefObject<HTMLElement | null>, onClose: () => void): void {
  useLayoutEffect(() => {
    const popover = popoverRef.current;
    const anchor = anchorRef.current;
    if (!open || !popover || !anchor) return;
    if (typeof popover.showPopover === "function" && !popover.matches(":popover-open")) popover.showPopover();
    place(popover, anchor);
    // A scroll inside the popover is its own; any other moves the trigger away from it.
    const onScroll = (event: Event) => {
      if (!(event.target instanceof Node) || !popover.contains(event.target)) onClose();
    };
    window.addEventListener("scroll", onScroll, true);
    window.addEventListener("resize", onClose);
    return () => {
      window.removeEventListener("scroll", onScroll, true);
      window.removeEventListener("resize", onClose);
    };
  }, [open, popoverRef, anchorRef, onClose]);
}

/** Right-aligns `popover` with `anchor`, below it, or above it when the viewport has no room below. */
function place(popover: HTMLElement, anchor: HTMLElement): void {
  const trigger = anchor.getBoundingClientRect();
  const { width, height } = popover.getBoundingClientRect();
  const left = Math.min(Math.max(MARGIN, trigger.right - width), window.innerWidth - width - MARGIN);
  const below = trigger.bottom + GAP;
  const top = below + height + MARGIN <= window.innerHeight ? below : Math.max(MARGIN, trigger.top - GAP - height);
  popover.style.left = `${left}px`;
  popover.style.top = `${top}px`;
}

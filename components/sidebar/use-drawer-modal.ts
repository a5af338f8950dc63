"use client";

// While the phone drawer is out it behaves as a modal: focus moves into it, Escape closes it, and
// when it closes focus goes back to whatever opened it (the header's toggle, usually). The page
// behind is made inert by the caller.

import { useEffect, useRef, type RefObject } from "react";

export function useDrawerModal(modal: boolean, ref: RefObject<HTMLElement | null>, onClose: () => void) {
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    if (!modal) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const drawer = ref.current;
    // The drawer itself takes focus (it is named, so a screen reader says where it is) without
    // raising a phone's keyboard the way the search box would.
    if (drawer && !drawer.contains(document.activeElement)) drawer.focus();
    const onKey = (event: KeyboardEvent) => {
      // On window, so an Escape already taken by a menu, the rename box or the search box (they
      // prevent the default) does not close the drawer as well.
      if (event.key !== "Escape" || event.defaultPrevented) return;
      event.preventDefault();
      closeRef.current();
    };
    window.addEventListener("keydown", onKey);
    return () => {
      window.removeEventListener("keydown", onKey);
      const focus = document.activeElement;
      const lost = !focus || focus === document.body || (drawer?.contains(focus) ?? false);
      if (lost && opener?.isConnected && !drawer?.contains(opener)) opener.focus();
    };
  }, [modal, ref]);
}

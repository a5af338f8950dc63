"use client";

// A modal side sheet (or, with `placement="center"`, a centred dialog) on a native <dialog>: the
// browser gives it the dialog role, a focus trap, Escape to close, an inert page behind it and focus
// back where it was on close.

import { useEffect, useId, useRef, type ReactNode } from "react";
import { CloseIcon } from "./icons";
import { IconButton } from "./icon-button";

interface Props {
  open: boolean;
  onClose: () => void;
  title: string;
  closeLabel: string;
  children: ReactNode;
  placement?: keyof typeof PLACEMENTS;
}

const PLACEMENTS = {
  side: "inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-full max-w-md sm:border-l",
  center: "m-auto h-fit max-h-[min(90dvh,40rem)] w-[calc(100%-2rem)] max-w-lg rounded-2xl border",
  /** An image, as large as the window allows. */
  media: "m-auto h-fit max-h-[94dvh] w-fit max-w-[calc(100%-2rem)] rounded-2xl border",
};

export function Sheet({ open, onClose, title, closeLabel, children, placement = "side" }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // Where the pointer went down: a drag that starts inside (selecting text) and ends over the
  // backdrop is not a click on the backdrop.
  const downOnBackdrop = useRef(false);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      onPointerDown={(event) => {
        downOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself; it closes only when the
        // pointer also went down there.
        const fromBackdrop = downOnBackdrop.current;
        downOnBackdrop.current = false;
        if (fromBackdrop && event.target === event.currentTarget) onClose();
      }}
      className={`fixed overflow-hidden border-zinc-200 bg-white p-0 text-zinc-900 shadow-2xl backdrop:bg-black/30 backdrop:backdrop-blur-[1px] dark:border-zinc-800 dark:bg-zinc-900 dark:text-zinc-100 ${PLACEMENTS[placement]}`}
    >
      <div className={`flex flex-col ${placement === "side" ? "h-full" : "max-h-[inherit]"}`}>
        <header className="flex items-center justify-between border-b border-zinc-200 px-5 py-3 dark:border-zinc-800">
          <h2 id={titleId} className="text-base font-semibold">
            {title}
          </h2>
          <IconButton label={closeLabel} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </header>
        <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4">{children}</div>
      </div>
    </dialog>
  );
}

"use client";

// The "…" menu of one conversation: Rename, Pin/Unpin, Delete. It follows the WAI-ARIA menu
// pattern (components/ui/menu-keys.ts) and also closes on a choice and on a click elsewhere. It opens
// in the top layer (use-anchored-popover.ts): drawn inside its row, the rows below painted over it.

import { useCallback, useEffect, useRef, useState } from "react";
import { useT } from "@/components/i18n/i18n-provider";
import { Button } from "@/components/ui/button";
import { DotsIcon, EditIcon, PinIcon, TrashIcon } from "@/components/ui/icons";
import { handleMenuKey, newMenuKeyState } from "@/components/ui/menu-keys";
import { useAnchoredPopover } from "@/components/ui/use-anchored-popover";

interface Props {
  title: string;
  pinned: boolean;
  onRename: () => void;
  onTogglePin: () => void;
  onDelete: () => void;
}

const ITEM =
  "flex w-full items-center gap-2.5 rounded-md px-2.5 py-1.5 text-left text-sm text-zinc-700 hover:bg-zinc-100 focus-visible:bg-zinc-100 focus-visible:outline-none dark:text-zinc-200 dark:hover:bg-zinc-800 dark:focus-visible:bg-zinc-800";

export function ConversationMenu({ title, pinned, onRename, onTogglePin, onDelete }: Props) {
  const t = useT();
  // Which item takes focus on opening: the last when opened with ArrowUp.
  const [open, setOpen] = useState<false | "first" | "last">(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useAnchoredPopover(open !== false, menuRef, buttonRef, close);
  const keys = useRef(newMenuKeyState());
  const menuItems = () => [...(rootRef.current?.querySelectorAll<HTMLElement>("[role=menuitem]") ?? [])];

  useEffect(() => {
    if (!open) return;
    menuItems().at(open === "last" ? -1 : 0)?.focus();
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [open]);

  const choose = (action: () => void) => () => {
    setOpen(false);
    action();
  };

  return (
    <div ref={rootRef} className="relative">
      <Button
        ref={buttonRef}
        aria-label={t("conversation.actions", { title })}
        aria-haspopup="menu"
        aria-expanded={open !== false}
        onClick={() => setOpen(open ? false : "first")}
        onKeyDown={(event) => {
          if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
          event.preventDefault();
          setOpen(event.key === "ArrowUp" ? "last" : "first");
        }}
        className={`inline-flex h-7 w-7 items-center justify-center rounded-md text-zinc-500 hover:bg-zinc-200 hover:text-zinc-900 dark:text-zinc-400 dark:hover:bg-zinc-700 dark:hover:text-zinc-100 ${open ? "opacity-100" : "[@media(hover:hover)]:opacity-0 [@media(hover:hover)]:group-hover/item:opacity-100 [@media(hover:hover)]:group-focus-within/item:opacity-100"}`}
      >
        <DotsIcon />
      </Button>
      {open && (
        <div
          ref={menuRef}
          popover="manual"
          role="menu"
          aria-label={t("conversation.actions", { title })}
          onKeyDown={(event) =>
            handleMenuKey(event, { items: menuItems(), state: keys.current, close: () => setOpen(false), trigger: buttonRef.current })
          }
          className="fixed inset-auto m-0 w-44 rounded-lg border border-zinc-200 bg-white p-1 shadow-lg dark:border-zinc-700 dark:bg-zinc-900"
        >
          <button type="button" role="menuitem" tabIndex={-1} className={ITEM} onClick={choose(onRename)}>
            <EditIcon /> {t("conversation.rename")}
          </button>
          <button type="button" role="menuitem" tabIndex={-1} className={ITEM} onClick={choose(onTogglePin)}>
            <PinIcon /> {pinned ? t("conversation.unpin") : t("conversation.pin")}
          </button>
          <button type="button" role="menuitem" tabIndex={-1} className={`${ITEM} text-red-600 dark:text-red-400`} onClick={choose(onDelete)}>
            <TrashIcon /> {t("conversation.delete")}
          </button>
        </div>
      )}
    </div>
  );
}

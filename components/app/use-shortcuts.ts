"use client";

// App-wide keys: Ctrl+K (Cmd+K on a Mac) focuses the conversation search, Ctrl+Shift+O
// (Cmd+Shift+O) starts a new chat, and `?` (outside a text field) lists the shortcuts. On a Mac only
// Cmd counts: Ctrl+K there is a text-editing key (kill to end of line). The command keys are matched
// by physical position (`code`), so they work on any layout; `?` by the character it types, which
// sits in different places. None work while a modal dialog is open.

import { useEffect } from "react";

interface Handlers {
  onSearch: () => void;
  onNewChat: () => void;
  onHelp: () => void;
}

export function isMacPlatform(): boolean {
  const nav = navigator as Navigator & { userAgentData?: { platform?: string } };
  const platform = nav.userAgentData?.platform || nav.platform || "";
  return /mac|iphone|ipad|ipod/i.test(platform);
}

export type Shortcut = "search" | "newChat" | "help";

/** Where a typed "?" is text, not a command. */
function typingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || target.tagName === "TEXTAREA" || (target.tagName === "INPUT" && !["checkbox", "radio", "button", "submit"].includes((target as HTMLInputElement).type)) || target.tagName === "SELECT";
}

export function shortcutFor(event: KeyboardEvent, mac: boolean): Shortcut | null {
  if (event.key === "?" && !event.ctrlKey && !event.metaKey && !event.altKey && !typingTarget(event.target)) return "help";
  const command = mac ? event.metaKey && !event.ctrlKey : event.ctrlKey && !event.metaKey;
  if (!command || event.altKey) return null;
  if (event.code === "KeyK" && !event.shiftKey) return "search";
  if (event.code === "KeyO" && event.shiftKey) return "newChat";
  return null;
}

/** A modal <dialog> (settings, share) is open: its keys are its own. The phone drawer does not count. */
function modalOpen(): boolean {
  return document.querySelector("dialog[open]") !== null;
}

export function useShortcuts({ onSearch, onNewChat, onHelp }: Handlers) {
  useEffect(() => {
    const mac = isMacPlatform();
    const onKey = (event: KeyboardEvent) => {
      const shortcut = shortcutFor(event, mac);
      if (!shortcut || modalOpen()) return;
      event.preventDefault();
      if (shortcut === "search") onSearch();
      else if (shortcut === "newChat") onNewChat();
      else onHelp();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [onSearch, onNewChat, onHelp]);
}

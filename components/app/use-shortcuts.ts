"use client";

// App-wide keys: Ctrl/Cmd+K focuses the conversation search, Ctrl/Cmd+Shift+O starts a new chat.

import { useEffect } from "react";

interface Handlers {
  onSearch: () => void;
  onNewChat: () => void;
}

export function useShortcuts({ onSearch, onNewChat }: Handlers) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      const key = event.key.toLowerCase();
      if (key === "k" && !event.shiftKey) {
        event.preventDefault();
        onSearch();
      } else if (key === "o" && event.shiftKey) {
        event.preventDefault();
        onNewChat();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [onSearch, onNewChat]);
}

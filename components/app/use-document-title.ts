"use client";

import { useEffect } from "react";
import { useT } from "@/components/i18n/i18n-provider";

/**
 * Names the tab (and the installed app's window) after the conversation on screen, or the app on a
 * new chat. The server cannot: conversations live in the browser's IndexedDB.
 */
export function useDocumentTitle(title: string | null): void {
  const name = useT()("app.name");
  const shown = title?.trim() ? title : name;
  useEffect(() => {
    document.title = shown;
  }, [shown]);
}

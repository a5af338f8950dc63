"use client";

// An address for a conversation this browser does not have (deleted, or from another device). The
// way out is a link, so the sidebar's "New chat" stays the only button of that name.

import Link from "next/link";
import { useT } from "@/components/i18n/i18n-provider";
import { NewChatIcon } from "@/components/ui/icons";

export function ConversationNotFound() {
  const t = useT();
  return (
    <div className="flex min-h-0 flex-1 flex-col items-center justify-center px-6 text-center">
      <h1 className="text-xl font-semibold tracking-tight">{t("chat.notFound.title")}</h1>
      <p className="mt-2 max-w-sm text-sm text-zinc-500 dark:text-zinc-400">{t("chat.notFound.hint")}</p>
      <Link
        href="/"
        className="mt-5 inline-flex items-center gap-2 rounded-xl bg-zinc-900 px-4 py-2 text-sm font-medium text-white hover:bg-zinc-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 dark:bg-zinc-100 dark:text-zinc-900 dark:hover:bg-white"
      >
        <NewChatIcon />
        {t("chat.new")}
      </Link>
    </div>
  );
}

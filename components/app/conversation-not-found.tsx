"use client";

// An address for a conversation this browser does not have (deleted, or from another device). The
// way out is a link, so the sidebar's "New chat" stays the only button of that name.

import Link from "next/link";
import { useT } from "@/components/i18n/i18n-provider";
import { buttonClass } from "@/components/ui/button";
import { NewChatIcon } from "@/components/ui/icons";

export function ConversationNotFound() {
  const t = useT();
  return (
    <div className="flex min-h-0 flex-1 flex-col items-center justify-center px-6 text-center">
      <h1 className="text-xl font-semibold tracking-tight">{t("chat.notFound.title")}</h1>
      <p className="mt-2 max-w-sm text-sm text-zinc-500 dark:text-zinc-400">{t("chat.notFound.hint")}</p>
      <Link
        href="/"
        className={buttonClass({ variant: "primary", offset: 2, className: "mt-5 inline-flex items-center gap-2 rounded-xl px-4 py-2 text-sm font-medium" })}
      >
        <NewChatIcon />
        {t("chat.new")}
      </Link>
    </div>
  );
}

"use client";

// The Chat options toolbar under the message box: each option on for this chat, by name, as a
// toggle (chat-options.ts says which). It changes this chat only, as the settings sheet does
// (use-current-settings.ts). Options turned off here stay until another chat is shown, so a second
// click turns them back on; a new chat that becomes a conversation is still the same chat.

import { useState } from "react";
import { useT } from "@/components/i18n/i18n-provider";
import { useCurrentSettings } from "@/components/settings/use-current-settings";
import { Button } from "@/components/ui/button";
import { useNewChatSettingsStore } from "@/lib/chat/stores/new-chat-settings-store";
import { chatOptions, withRemembered, type ChatOption } from "./chat-options";

export default function ChatOptionsBar({ conversationId }: { conversationId: string | null }) {
  const t = useT();
  const { settings, update } = useCurrentSettings(conversationId);
  const generation = useNewChatSettingsStore((state) => state.generation);
  const created = useNewChatSettingsStore((state) => state.created);
  const chat = conversationId ?? `new:${generation}`;
  const [shown, setShown] = useState<{ chat: string; options: ChatOption[] }>({ chat, options: [] });
  const same = shown.chat === chat || (created !== null && created.id === conversationId && shown.chat === `new:${created.generation}`);
  const options = withRemembered(chatOptions(settings, t), same ? shown.options : []);
  const signature = (list: ChatOption[]) => list.map((option) => `${option.key}:${option.on}`).join();
  if (shown.chat !== chat || signature(shown.options) !== signature(options)) setShown({ chat, options });
  if (options.length === 0) return null;
  return (
    <div role="toolbar" aria-label={t("chatOptions.label")} className="flex min-w-0 flex-wrap items-center gap-1.5">
      {options.map((option) => (
        <Button
          key={option.key}
          aria-pressed={option.on}
          onClick={() => update(option.toggle(settings))}
          className={`max-w-48 truncate rounded-full border px-2.5 py-1 text-xs transition-colors ${
            option.on
              ? "border-indigo-300 bg-indigo-50 text-indigo-800 hover:bg-indigo-100 dark:border-indigo-700 dark:bg-indigo-950/60 dark:text-indigo-200 dark:hover:bg-indigo-900/60"
              : "border-zinc-200 text-zinc-600 hover:bg-zinc-100 dark:border-zinc-700 dark:text-zinc-400 dark:hover:bg-zinc-800"
          }`}
        >
          {option.label}
        </Button>
      ))}
    </div>
  );
}

"use client";

// Model settings for this conversation or for new chats, one at a time (so each field exists once
// on screen). In a new chat there is no conversation yet, so only the defaults show.

import { useState } from "react";
import { useT } from "@/components/i18n/i18n-provider";
import { Button } from "@/components/ui/button";
import { useConversation, useConversationActions } from "@/lib/chat/hooks";
import { usePreferencesStore } from "@/lib/chat/stores/preferences-store";
import { Section } from "./field";
import { SettingsFields } from "./settings-fields";

type Scope = "conversation" | "defaults";

function ScopeSwitch({ scope, onChange }: { scope: Scope; onChange: (scope: Scope) => void }) {
  const t = useT();
  const item = (value: Scope, label: string) => (
    <Button
      aria-pressed={scope === value}
      onClick={() => onChange(value)}
      className={`flex-1 rounded-md px-2.5 py-1.5 text-xs font-medium transition-colors ${
        scope === value ? "bg-white text-zinc-900 shadow-sm dark:bg-zinc-700 dark:text-zinc-50" : "text-zinc-600 hover:text-zinc-900 dark:text-zinc-400 dark:hover:text-zinc-100"
      }`}
    >
      {label}
    </Button>
  );
  return (
    <div className="flex gap-1 rounded-lg bg-zinc-100 p-1 dark:bg-zinc-800">
      {item("conversation", t("settings.conversation"))}
      {item("defaults", t("settings.defaults"))}
    </div>
  );
}

export function ModelSettingsSection({ conversationId }: { conversationId: string | null }) {
  const t = useT();
  const conversation = useConversation(conversationId);
  const actions = useConversationActions();
  const defaults = usePreferencesStore((state) => state.defaultSettings);
  const setDefaults = usePreferencesStore((state) => state.setDefaultSettings);
  const record = conversation.data ?? null;
  const [scope, setScope] = useState<Scope>("conversation");

  const showConversation = record !== null && scope === "conversation";
  return (
    <Section title={t("settings.modelSection")}>
      {record ? <ScopeSwitch scope={scope} onChange={setScope} /> : <p className="text-sm text-zinc-600 dark:text-zinc-400">{t("settings.defaults")}</p>}
      {showConversation ? (
        <SettingsFields
          key={`conversation-${record.id}`}
          settings={record.settings}
          onChange={(changes) => void actions.updateSettings(record.id, changes)}
        />
      ) : (
        <SettingsFields key="defaults" settings={defaults} onChange={setDefaults} />
      )}
    </Section>
  );
}

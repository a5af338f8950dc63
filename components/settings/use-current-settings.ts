"use client";

// The settings the next message will use, and how to change them: the open conversation's, or (in a
// new chat, before the conversation exists) the defaults for new chats, as the settings sheet does.

import { useCallback } from "react";
import { useConversation, useConversationActions } from "@/lib/chat/hooks";
import { usePreferencesStore } from "@/lib/chat/stores/preferences-store";
import type { ConversationSettings } from "@/lib/protocol/message";

export function useCurrentSettings(conversationId: string | null) {
  const record = useConversation(conversationId).data ?? null;
  const actions = useConversationActions();
  const defaults = usePreferencesStore((state) => state.defaultSettings);
  const setDefaults = usePreferencesStore((state) => state.setDefaultSettings);
  const recordId = record?.id ?? null;
  const update = useCallback(
    (changes: Partial<ConversationSettings>) => (recordId ? void actions.updateSettings(recordId, changes) : setDefaults(changes)),
    [recordId, actions, setDefaults],
  );
  return { settings: record?.settings ?? defaults, update };
}

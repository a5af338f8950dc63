"use client";

// The settings the next message will use, and how to change them: the shown conversation's, or (in a
// new chat, before the conversation exists) the new chat's own (new-chat-settings-store.ts), which
// start as the defaults. The one place that says what "this chat's settings" are: the header, the
// chat options, the settings sheet and the send all read them here. It takes the conversation's
// record, read by whoever shows it, so the chat screen can hold it without the query library
// (use-current-settings.ts reads it for the views that load with that library).

import { useCallback } from "react";
import { useConversationActions } from "@/lib/chat/hooks/use-conversation-actions";
import { useNewChatSettingsStore } from "@/lib/chat/stores/new-chat-settings-store";
import { usePreferencesStore } from "@/lib/chat/stores/preferences-store";
import type { ConversationRecord } from "@/lib/db/records";
import type { ConversationSettings } from "@/lib/protocol/message";

/** `record`: the conversation shown, or null for a new chat (or one not read yet). */
export function useChatSettings(record: ConversationRecord | null) {
  const actions = useConversationActions();
  const defaults = usePreferencesStore((state) => state.defaultSettings);
  const newChat = useNewChatSettingsStore((state) => state.settings);
  const recordId = record?.id ?? null;
  const update = useCallback(
    (changes: Partial<ConversationSettings>) =>
      recordId ? void actions.updateSettings(recordId, changes) : useNewChatSettingsStore.getState().update(usePreferencesStore.getState().defaultSettings, changes),
    [recordId, actions],
  );
  return { settings: record?.settings ?? newChat ?? defaults, update, isNewChat: recordId === null };
}

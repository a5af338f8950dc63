"use client";

// The settings the next message will use in the chat showing `conversationId` (chat-settings.ts says
// what they are), read here for the views that load with the query library: the chat options, the
// settings sheet, the composer's offers.

import { useConversation } from "@/lib/chat/hooks/use-conversation";
import { useChatSettings } from "./chat-settings";

export function useCurrentSettings(conversationId: string | null) {
  return useChatSettings(useConversation(conversationId).data ?? null);
}

"use client";

// Reads the shown conversation's record for the chat screen. The screen is part of the chat page's
// first load and the query library is not: this loads after the page, with that library, and hands
// the record up. A layout effect, so a switch to a conversation already read never paints a frame
// without its title.

import { useLayoutEffect } from "react";
import { useConversation } from "@/lib/chat/hooks/use-conversation";
import type { ConversationRecord } from "@/lib/db/records";

export interface ConversationRead {
  conversationId: string;
  /** null: not in this browser (or not read yet, while `pending`). */
  record: ConversationRecord | null;
  pending: boolean;
}

interface Props {
  conversationId: string;
  onRead: (read: ConversationRead) => void;
}

export default function ConversationReader({ conversationId, onRead }: Props) {
  const conversation = useConversation(conversationId);
  const record = conversation.data ?? null;
  const pending = conversation.isPending;
  useLayoutEffect(() => onRead({ conversationId, record, pending }), [conversationId, record, pending, onRead]);
  return null;
}

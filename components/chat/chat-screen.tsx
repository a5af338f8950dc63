"use client";

// The chat column: header, demo notice, the thread (or the empty chat, or a not-found notice) and
// the composer. Sending from a new chat creates the conversation and moves the address to /c/[id]
// in place (history.replaceState, which Next's router follows), so nothing remounts mid-stream.
// The thread (virtualiser, message views) is not part of a new chat's first load: it is fetched
// when a conversation is shown, or at idle time after start-up (preloadThread).

import dynamic from "next/dynamic";
import { useCallback } from "react";
import { ChatHeader } from "@/components/app/chat-header";
import { ConversationNotFound } from "@/components/app/conversation-not-found";
import { EmptyChat } from "@/components/app/empty-chat";
import type { StarterPrompt } from "@/components/app/starter-prompts";
import { useDocumentTitle } from "@/components/app/use-document-title";
import type { OutgoingAttachment } from "@/lib/chat/attachments/outgoing";
import { reportError } from "@/lib/chat/engine";
import { useConversation, useEngine } from "@/lib/chat/hooks";
import { useNewChatSettingsStore } from "@/lib/chat/stores/new-chat-settings-store";
import { normalizeSettings } from "@/lib/protocol/default-settings";
import type { ConversationSettings } from "@/lib/protocol/message";
import { useCurrentSettings } from "@/components/settings/use-current-settings";
import { Composer } from "./composer/composer";
import { DemoBanner } from "./demo-banner";

const loadThread = () => import("./thread").then((module) => module.Thread);
// Drawn from the settings, which only the browser has: fetched after the page comes alive.
const ChatOptionsBar = dynamic(() => import("./chat-options/chat-options-bar"), { ssr: false });
// Same box as the thread, so the composer does not move when it arrives.
const Thread = dynamic(loadThread, { loading: () => <div className="relative min-h-0 flex-1" /> });

/** Starts fetching the thread and its reply renderer early, before a conversation needs them. */
export function preloadThread(): void {
  void loadThread();
  void import("./message/message-assistant").then(({ preloadReplyBody }) => preloadReplyBody());
}

interface Props {
  conversationId: string | null;
  /** Set while the phone drawer is out as a modal over the chat. */
  inert?: boolean;
  onToggleSidebar: () => void;
  onNewChat: () => void;
  onOpenSettings: () => void;
}

export function ChatScreen({ conversationId, inert, onToggleSidebar, onNewChat, onOpenSettings }: Props) {
  const engine = useEngine();
  const conversation = useConversation(conversationId);
  const record = conversation.data ?? null;
  const { settings, update: updateSettings } = useCurrentSettings(conversationId);
  const missing = conversationId !== null && !conversation.isPending && record === null;
  useDocumentTitle(record?.title ?? null);

  // Resolves once the prompt is stored; rejects (after a toast) when it was not, so the composer can
  // give the text back.
  const send = useCallback(
    (text: string, attachments: OutgoingAttachment[], newChatSettings: ConversationSettings) =>
      // A new chat's conversation is made with the new chat's own settings, which are then spent.
      engine.send(conversationId, { text, attachments, settings: conversationId === null ? newChatSettings : undefined }).then(
        (id) => {
          if (conversationId !== null) return;
          useNewChatSettingsStore.getState().spend(id);
          // Only while the new chat is still shown: the reader may have moved on meanwhile.
          if (window.location.pathname === "/") window.history.replaceState(null, "", `/c/${id}`);
        },
        (error: unknown) => {
          reportError(error);
          throw error;
        },
      ),
    [engine, conversationId],
  );
  const onSend = useCallback((text: string, attachments: OutgoingAttachment[]) => send(text, attachments, settings), [send, settings]);
  // A starter prompt goes at once, with the option it shows off turned on for its chat.
  const onStart = useCallback(
    (starter: StarterPrompt, text: string) => {
      // A send that fails has said so already (send reports it).
      starter
        .settings()
        .then((changes) => send(text, [], normalizeSettings({ ...settings, ...changes })), reportError)
        .catch(() => undefined);
    },
    [send, settings],
  );

  const onStop = useCallback(() => {
    if (conversationId) engine.stop(conversationId);
  }, [engine, conversationId]);

  return (
    <main inert={inert} className="flex h-dvh min-w-0 flex-1 flex-col bg-white dark:bg-zinc-950">
      <ChatHeader
        conversationId={missing ? null : conversationId}
        title={record?.title ?? null}
        onToggleSidebar={onToggleSidebar}
        onNewChat={onNewChat}
        onOpenSettings={onOpenSettings}
      />
      <DemoBanner />
      {missing ? (
        <ConversationNotFound />
      ) : conversationId ? (
        <Thread key={conversationId} conversationId={conversationId} />
      ) : (
        <EmptyChat onStart={onStart} />
      )}
      {!missing && <Composer conversationId={conversationId} settings={settings} onSend={onSend} onStop={onStop} options={<ChatOptionsBar conversationId={conversationId} />} onChangeSettings={updateSettings} />}
    </main>
  );
}

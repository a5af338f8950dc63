"use client";

// The chat column: header, demo notice, the thread (or the empty chat, or a not-found notice) and
// the composer. Sending from a new chat creates the conversation and moves the address to /c/[id]
// in place (history.replaceState, which Next's router follows), so nothing remounts mid-stream.
// The thread (virtualiser, message views) is not part of a new chat's first load: it is fetched
// when a conversation is shown, or at idle time after start-up (preloadThread). Nor is anything that
// reads the database through the query library: the shown conversation's record comes from
// ConversationReader, which loads after the page.

import { lazy, Suspense, useCallback, useState } from "react";
import { ChatHeader } from "@/components/app/chat-header";
import { EmptyChat } from "@/components/app/empty-chat";
import type { StarterPrompt } from "@/components/app/starter-prompts";
import { useDocumentTitle } from "@/components/app/use-document-title";
import type { OutgoingAttachment } from "@/lib/chat/attachments/outgoing";
import { reportError } from "@/lib/chat/engine";
import { useEngine } from "@/lib/chat/hooks/use-engine";
import { useNewChatSettingsStore } from "@/lib/chat/stores/new-chat-settings-store";
import { normalizeSettings } from "@/lib/db/default-settings";
import type { ConversationSettings } from "@/lib/protocol/message";
import { useChatSettings } from "@/components/settings/chat-settings";
import { ClientOnly } from "@/components/ui/client-only";
import { Composer } from "./composer/composer";
import type { ConversationRead } from "./conversation-reader";

const loadThread = () => import("./thread").then((module) => ({ default: module.Thread }));
const loadReader = () => import("./conversation-reader");
const Thread = lazy(loadThread);
const ConversationReader = lazy(loadReader);
// Drawn from the settings, which only the browser has: fetched after the page comes alive.
const ChatOptionsBar = lazy(() => import("./chat-options/chat-options-bar"));
// Only a conversation this browser does not have shows it, which only its database can tell.
const ConversationNotFound = lazy(() => import("@/components/app/conversation-not-found").then((module) => ({ default: module.ConversationNotFound })));
// Said once the server's status is in, which is fetched after the page comes alive.
const DemoBanner = lazy(() => import("./demo-banner").then((module) => ({ default: module.DemoBanner })));
// Same box as the thread, so the composer does not move when it arrives.
const THREAD_PLACE = <div className="relative min-h-0 flex-1" />;

/** Starts fetching the thread, its reply renderer and the conversation's reader early, before a conversation needs them. */
export function preloadThread(): void {
  void loadThread();
  void loadReader();
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
  const [read, setRead] = useState<ConversationRead | null>(null);
  // Until the reader has read this conversation, it shows as it does while the database loads.
  const shown = conversationId !== null && read?.conversationId === conversationId ? read : null;
  const record = shown?.record ?? null;
  const { settings, update: updateSettings } = useChatSettings(record);
  const missing = shown !== null && !shown.pending && record === null;
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
        settings={settings}
        onChangeSettings={updateSettings}
      />
      {conversationId && (
        <ClientOnly>
          <ConversationReader conversationId={conversationId} onRead={setRead} />
        </ClientOnly>
      )}
      <ClientOnly>
        <DemoBanner />
      </ClientOnly>
      {missing ? (
        <ClientOnly fallback={THREAD_PLACE}>
          <ConversationNotFound />
        </ClientOnly>
      ) : conversationId ? (
        <Suspense fallback={THREAD_PLACE}>
          <Thread key={conversationId} conversationId={conversationId} />
        </Suspense>
      ) : (
        <EmptyChat onStart={onStart} />
      )}
      {!missing && (
        <Composer
          conversationId={conversationId}
          settings={settings}
          onSend={onSend}
          onStop={onStop}
          options={
            <ClientOnly>
              <ChatOptionsBar conversationId={conversationId} />
            </ClientOnly>
          }
          onChangeSettings={updateSettings}
        />
      )}
    </main>
  );
}

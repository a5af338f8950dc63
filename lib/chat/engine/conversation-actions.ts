// Changes to a conversation itself (not its messages): rename, pin, settings, and deletion with undo.
// A deleted conversation stays restorable for UNDO_WINDOW_MS, then is purged with its messages.

import { normalizeSettings } from "@/lib/db/default-settings";
import {
  deleteConversation,
  getConversation,
  purgeDeletedConversations,
  renameConversation,
  restoreConversation,
  setPinned,
  UNDO_WINDOW_MS,
  updateConversationSettings,
} from "@/lib/db/conversations";
import type { MoonlitDB } from "@/lib/db/database";
import type { ConversationSettings } from "@/lib/protocol/message";
import { EngineError } from "./engine-error";

export interface ConversationActions {
  rename(id: string, title: string): Promise<void>;
  pin(id: string, pinned: boolean): Promise<void>;
  /** Deletes now (hidden everywhere); the returned function brings it back within the undo window. */
  remove(id: string): Promise<() => Promise<void>>;
  /** Merges `changes` into the settings, normalised for the (possibly new) model. */
  updateSettings(id: string, changes: Partial<ConversationSettings>): Promise<ConversationSettings>;
}

export interface ConversationActionDeps {
  db: MoonlitDB;
  /** Stops a reply still streaming into a conversation being deleted. */
  stop?: (conversationId: string) => void;
  undoWindowMs?: number;
}

export function createConversationActions({ db, stop, undoWindowMs = UNDO_WINDOW_MS }: ConversationActionDeps): ConversationActions {
  return {
    async rename(id, title) {
      const trimmed = title.trim();
      if (trimmed !== "") await renameConversation(db, id, trimmed);
    },
    pin: (id, pinned) => setPinned(db, id, pinned),
    async remove(id) {
      stop?.(id);
      await deleteConversation(db, id);
      // Purge after the window; a restore before then clears `deletedAt`, so the purge skips it.
      setTimeout(() => void purgeDeletedConversations(db, undoWindowMs).catch(() => undefined), undoWindowMs + 500);
      return () => restoreConversation(db, id);
    },
    async updateSettings(id, changes) {
      const conversation = await getConversation(db, id);
      if (!conversation) throw new EngineError("not-found", `No conversation ${id}.`);
      const settings = normalizeSettings({ ...conversation.settings, ...changes });
      await updateConversationSettings(db, id, settings);
      return settings;
    },
  };
}

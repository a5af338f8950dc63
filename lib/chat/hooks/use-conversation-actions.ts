import { useContext, useMemo } from "react";
import type { ConversationActions } from "@/lib/chat/engine/conversation-actions";
import { loadAppDatabase } from "@/lib/db/app-database";
import type { MoonlitDB } from "@/lib/db/database";
import { DatabaseContext } from "./database-context";
import { useEngine } from "./use-engine";

// The actions (and the database code under them) load on first use, not with the page. They hold
// nothing but the database, so each call makes them afresh: the code and the database load once
// (and are tried again after a failure) where they are loaded.
function lazyActions(get: () => Promise<ConversationActions>): ConversationActions {
  return {
    rename: async (id, title) => (await get()).rename(id, title),
    pin: async (id, pinned) => (await get()).pin(id, pinned),
    remove: async (id) => (await get()).remove(id),
    updateSettings: async (id, changes) => (await get()).updateSettings(id, changes),
  };
}

const loadActions = () => import("@/lib/chat/engine/conversation-actions");

let shared: ConversationActions | null = null;

// Bound to the app's database on first call, never during (server) rendering.
function appActions(stop: (conversationId: string) => void): ConversationActions {
  shared ??= lazyActions(async () => {
    const [{ createConversationActions }, db] = await Promise.all([loadActions(), loadAppDatabase()]);
    return createConversationActions({ db, stop });
  });
  return shared;
}

function providedActions(db: MoonlitDB): ConversationActions {
  return lazyActions(async () => (await loadActions()).createConversationActions({ db }));
}

/** Rename, pin, delete (resolving to an undo function) and settings changes; lists update through liveQuery. */
export function useConversationActions(): ConversationActions {
  const provided = useContext(DatabaseContext);
  const engine = useEngine();
  return useMemo(() => (provided ? providedActions(provided) : appActions((id) => engine.stop(id))), [provided, engine]);
}

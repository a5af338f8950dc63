import { useContext, useMemo } from "react";
import { createConversationActions, type ConversationActions } from "@/lib/chat/engine/conversation-actions";
import { getAppDatabase } from "@/lib/db/app-database";
import { DatabaseContext } from "./database-context";
import { useEngine } from "./use-engine";

let shared: ConversationActions | null = null;

// Bound to the app's database on first call, never during (server) rendering.
function appActions(stop: (conversationId: string) => void): ConversationActions {
  const actions = () => (shared ??= createConversationActions({ db: getAppDatabase(), stop }));
  return {
    rename: (id, title) => actions().rename(id, title),
    pin: (id, pinned) => actions().pin(id, pinned),
    remove: (id) => actions().remove(id),
    updateSettings: (id, changes) => actions().updateSettings(id, changes),
  };
}

/** Rename, pin, delete (resolving to an undo function) and settings changes; lists update through liveQuery. */
export function useConversationActions(): ConversationActions {
  const provided = useContext(DatabaseContext);
  const engine = useEngine();
  return useMemo(
    () => (provided ? createConversationActions({ db: provided }) : appActions((id) => engine.stop(id))),
    [provided, engine],
  );
}

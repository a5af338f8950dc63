import { useContext, useMemo } from "react";
import { getAppConversationActions } from "@/lib/chat/engine/app-engine";
import { createConversationActions, type ConversationActions } from "@/lib/chat/engine/conversation-actions";
import { DatabaseContext } from "./database-context";

const appActions: ConversationActions = {
  rename: (id, title) => getAppConversationActions().rename(id, title),
  pin: (id, pinned) => getAppConversationActions().pin(id, pinned),
  remove: (id) => getAppConversationActions().remove(id),
  updateSettings: (id, changes) => getAppConversationActions().updateSettings(id, changes),
};

/** Rename, pin, delete (resolving to an undo function) and settings changes; lists update through liveQuery. */
export function useConversationActions(): ConversationActions {
  const provided = useContext(DatabaseContext);
  return useMemo(() => (provided ? createConversationActions({ db: provided }) : appActions), [provided]);
}

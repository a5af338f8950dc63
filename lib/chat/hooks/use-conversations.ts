import { conversationListQuery } from "./db-queries";
import { useDbQuery } from "./use-db-query";

/**
 * Conversations newest first with pinned ones on top: the first screen's rows at once (read through
 * the sidebar's index, however many there are), then all of them, kept current. Searching is useSearch.
 */
export function useConversations() {
  return useDbQuery(conversationListQuery, "");
}

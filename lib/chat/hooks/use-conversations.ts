import { conversationListQuery } from "./db-queries";
import { useDbQuery } from "./use-db-query";

export type { ConversationListItem } from "./db-queries";

/**
 * Conversations newest first with pinned ones on top; with `search`, those whose title or messages
 * match. While a new search runs, the previous list stays (no blank list between keystrokes).
 */
export function useConversations(search = "") {
  return useDbQuery(conversationListQuery, search.trim(), true, { keepPrevious: true });
}

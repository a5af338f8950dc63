import { conversationQuery } from "./db-queries";
import { useDbQuery } from "./use-db-query";

/** The conversation row (title, settings, shown branch); `data` is null once it is gone or deleted. */
export function useConversation(id: string | null | undefined) {
  return useDbQuery(conversationQuery, id ?? "", Boolean(id));
}

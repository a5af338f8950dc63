// Every TanStack Query key the data hooks use, in one place.

export const queryKeys = {
  all: ["moonlit"] as const,
  conversations: (search: string) => ["moonlit", "conversations", search] as const,
  conversation: (id: string) => ["moonlit", "conversation", id] as const,
  thread: (conversationId: string) => ["moonlit", "thread", conversationId] as const,
  partials: (ids: string) => ["moonlit", "partials", ids] as const,
  status: ["moonlit", "status"] as const,
  tools: () => ["moonlit", "tools"] as const,
};

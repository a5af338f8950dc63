// Every TanStack Query key the data hooks use, in one place.

export const queryKeys = {
  all: ["moonlit"] as const,
  conversations: (search: string) => ["moonlit", "conversations", search] as const,
  /** A search of app database `database`, asked again when the index's `generation` moves. */
  search: (database: string, query: string, thinking: boolean, generation: number) => ["moonlit", "search", database, query, thinking, generation] as const,
  conversation: (id: string) => ["moonlit", "conversation", id] as const,
  thread: (conversationId: string) => ["moonlit", "thread", conversationId] as const,
  partials: (ids: string) => ["moonlit", "partials", ids] as const,
  status: ["moonlit", "status"] as const,
  tools: () => ["moonlit", "tools"] as const,
};

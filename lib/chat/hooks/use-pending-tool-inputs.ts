import { useLiveStreamStore } from "@/lib/chat/stores/live-stream-store";

/**
 * The input of tool calls still forming in this conversation's streaming reply, by call id. The map is
 * the stream's own and changes in place, so this re-renders only when a stream starts or ends; the
 * reply re-renders with each streamed frame anyway and reads it then.
 */
export function usePendingToolInputs(conversationId: string | null | undefined): ReadonlyMap<string, string> | undefined {
  return useLiveStreamStore((state) => (conversationId ? state.streams[conversationId]?.pendingInputs : undefined));
}

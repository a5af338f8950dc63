import { useLiveStreamStore, type LiveStream } from "@/lib/stores/live-stream-store";

/** The reply streaming in this conversation right now; a new object on every change. */
export function useLiveStream(conversationId: string | null | undefined): LiveStream | undefined {
  return useLiveStreamStore((state) => (conversationId ? state.streams[conversationId] : undefined));
}

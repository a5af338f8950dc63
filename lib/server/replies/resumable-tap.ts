import "server-only";
import type { RelayTap } from "@/lib/server/gateway/sse-relay";
import type { ResumableReplies } from "./resumable-replies";

/**
 * Makes a relayed event stream resumable under `id`: the relay hands the returned tap every byte it
 * sends and reads upstream to its end whoever listens (sse-relay.ts), so a client that leaves (a
 * reload, a dropped network) stops nothing, and one that stays waits for no store. `outlive` is
 * handed the reading, to keep the process at it after the response ends. Null when the store refuses
 * the id (malformed, taken, or the store unreachable): the reply is relayed as any other.
 */
export async function resumableTap(
  replies: ResumableReplies,
  id: string,
  stopUpstream: () => void,
  outlive: (reading: Promise<void>) => void,
): Promise<RelayTap | null> {
  if (!(await replies.start(id, stopUpstream))) return null;
  let ended!: () => void;
  outlive(new Promise<void>((resolve) => (ended = resolve)));
  return {
    chunk: (bytes) => replies.append(id, bytes),
    end: (outcome) => void Promise.resolve(replies.finish(id, outcome)).then(ended, ended),
  };
}

import "server-only";
import type { KeptReplies } from "./kept-replies";

/**
 * Keeps a relayed event stream under `id`: it is read to its end here, whoever listens, and the
 * client gets it through the store, so one that leaves (a reload, a dropped network) stops
 * nothing. `outlive` is handed that reading, to keep the process at it after the response ends.
 * Null when the id is refused (malformed, or taken): the caller answers as usual.
 */
export function keepReply(
  replies: KeptReplies,
  id: string,
  relayed: ReadableStream<Uint8Array>,
  stopUpstream: () => void,
  outlive: (reading: Promise<void>) => void,
): ReadableStream<Uint8Array> | null {
  if (!replies.start(id, stopUpstream)) return null;
  const reading = (async () => {
    try {
      for await (const chunk of relayed) replies.append(id, chunk);
      replies.finish(id, "complete");
    } catch {
      replies.finish(id, "failed");
    }
  })();
  outlive(reading);
  const attached = replies.reattach(id, 0);
  return attached.ok ? attached.body : null;
}

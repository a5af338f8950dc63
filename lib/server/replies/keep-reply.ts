import "server-only";
import type { KeptReplies } from "./kept-replies";

/**
 * Keeps a relayed event stream under `id`: it is read to its end into the store, whoever listens,
 * and the client gets its own copy as it comes, so one that leaves (a reload, a dropped network)
 * stops nothing and one that stays waits for no store. `outlive` is handed that reading, to keep the
 * process at it after the response ends. Null when the store refuses the id (malformed, taken, or
 * the store unreachable): the caller answers as usual.
 */
export async function keepReply(
  replies: KeptReplies,
  id: string,
  relayed: ReadableStream<Uint8Array>,
  stopUpstream: () => void,
  outlive: (reading: Promise<void>) => void,
): Promise<ReadableStream<Uint8Array> | null> {
  if (!(await replies.start(id, stopUpstream))) return null;
  // The client's branch may be cancelled (it left) without stopping the store's: a tee reads its
  // source while either branch wants it.
  const [forClient, forStore] = relayed.tee();
  const reading = (async () => {
    try {
      for await (const chunk of forStore) replies.append(id, chunk);
      await replies.finish(id, "complete");
    } catch {
      await replies.finish(id, "failed");
    }
  })();
  outlive(reading);
  return forClient;
}

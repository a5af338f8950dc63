import "server-only";
import type { KeptReplies } from "./kept-replies";

/**
 * Keeps a relayed event stream under `id`: it is read to its end into the store, whoever listens,
 * and the client gets each chunk as it comes, straight from that reading, so one that leaves (a
 * reload, a dropped network) stops nothing and one that stays waits for no store. `outlive` is handed
 * that reading, to keep the process at it after the response ends. Null when the store refuses the
 * id (malformed, taken, or the store unreachable): the caller answers as usual.
 */
export async function keepReply(
  replies: KeptReplies,
  id: string,
  relayed: ReadableStream<Uint8Array>,
  stopUpstream: () => void,
  outlive: (reading: Promise<void>) => void,
): Promise<ReadableStream<Uint8Array> | null> {
  if (!(await replies.start(id, stopUpstream))) return null;
  // Null once the client has left: upstream is read on, for the store alone.
  let client = null as ReadableStreamDefaultController<Uint8Array> | null;
  const forClient = new ReadableStream<Uint8Array>({
    start: (controller) => void (client = controller),
    cancel: () => void (client = null),
  });
  const reading = (async () => {
    const reader = relayed.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        replies.append(id, value);
        client?.enqueue(value);
      }
      client?.close();
      await replies.finish(id, "complete");
    } catch (error) {
      client?.error(error);
      await replies.finish(id, "failed");
    }
  })();
  outlive(reading);
  return forClient;
}

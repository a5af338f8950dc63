// Saving a streaming assistant turn in batches: `update` is called for every streamed event and only
// remembers the node; a timer writes the latest one at most every `intervalMs`, never with two writes
// in flight. A reload mid-stream therefore loses at most one interval of text. Batches go to the
// `partials` table (see database.ts); the final node goes to `messages` and its partial is dropped.
// What becomes of a reply left streaming when its page went: streaming-replies.ts.

import type { AssistantNode } from "@/lib/protocol/message";
import type { MoonlitDB } from "./database";
import { updateMessage } from "./messages";
import { StorageError, toStorageError, writeTransaction } from "./storage-error";

export interface StreamSaverOptions {
  intervalMs?: number;
  /** Failures of timer-driven writes (flush and finish reject instead). */
  onError?: (error: StorageError) => void;
}

export interface StreamSaver {
  update(node: AssistantNode): void;
  /** Writes the latest node now (after any write in flight). */
  flush(): Promise<void>;
  /** Writes the final node once, updates the conversation, and stops the saver. */
  finish(node: AssistantNode): Promise<void>;
}

/** Skips the write if the conversation was purged mid-stream, so no orphan row is left. */
async function writeBatch(db: MoonlitDB, node: AssistantNode): Promise<void> {
  await writeTransaction(db, [db.conversations, db.partials], async () => {
    if ((await db.conversations.get(node.conversationId)) === undefined) return;
    await db.partials.put(node);
  });
}

async function writeFinal(db: MoonlitDB, node: AssistantNode): Promise<void> {
  await updateMessage(db, node);
  await writeTransaction(db, [db.partials], () => db.partials.delete(node.id));
}

export function createStreamSaver(db: MoonlitDB, messageId: string, options: StreamSaverOptions = {}): StreamSaver {
  const intervalMs = options.intervalMs ?? 300;
  let latest: AssistantNode | null = null;
  let dirty = false;
  let finished = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let inFlight: Promise<void> | null = null;

  function schedule(): void {
    if (timer === null && inFlight === null && dirty && !finished) timer = setTimeout(onTimer, intervalMs);
  }

  // One report per run of failures: a full disk would otherwise raise a notice every interval.
  let reported = false;

  function onTimer(): void {
    timer = null;
    writeLatest(false).then(
      () => {
        reported = false;
      },
      (error: unknown) => {
        if (!reported) options.onError?.(toStorageError(error));
        reported = true;
      },
    );
  }

  async function writeLatest(final: boolean): Promise<void> {
    // Checking and claiming `inFlight` happen without an await between them: one writer at a time.
    while (inFlight !== null) await inFlight.catch(() => undefined);
    if (!dirty || latest === null) return;
    const node = latest;
    dirty = false;
    const write = final ? writeFinal(db, node) : writeBatch(db, node);
    inFlight = write.finally(() => {
      inFlight = null;
    });
    try {
      await inFlight;
    } catch (error) {
      // Keep the node pending so the next batch or `finish` tries again.
      if (latest === node) dirty = true;
      throw error;
    } finally {
      schedule();
    }
  }

  function stopTimer(): void {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  }

  return {
    update(node) {
      if (finished) return;
      if (node.id !== messageId) throw new Error(`This saver writes message ${messageId}, not ${node.id}.`);
      latest = node;
      dirty = true;
      schedule();
    },
    async flush() {
      stopTimer();
      await writeLatest(false);
    },
    async finish(node) {
      if (node.id !== messageId) throw new Error(`This saver writes message ${messageId}, not ${node.id}.`);
      finished = true;
      stopTimer();
      latest = node;
      dirty = true;
      await writeLatest(true);
    },
  };
}

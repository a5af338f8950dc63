// The turn running in each conversation. Actions on one conversation run one at a time (a second
// click waits for the first to settle), and starting a turn stops the one before it.

export interface RunRegistry {
  /** Runs `work` after every earlier action on this conversation has finished. */
  exclusive<T>(conversationId: string, work: () => Promise<T>): Promise<T>;
  /** Starts `run` in the background; its errors go to `onError`. */
  begin(conversationId: string, run: (signal: AbortSignal) => Promise<void>): void;
  /** Aborts the running turn (if any) and waits until it has stored what it had. */
  halt(conversationId: string): Promise<void>;
  stop(conversationId: string): void;
  isRunning(conversationId: string): boolean;
  /** Resolves once queued actions and the running turn (with its tool rounds) are done. */
  settled(conversationId: string): Promise<void>;
}

interface Run {
  controller: AbortController;
  done: Promise<void>;
}

/** `onRunning` hears when a conversation's run begins (true) and when its last run ends (false). */
export function createRunRegistry(
  onError: (error: unknown) => void,
  onRunning: (conversationId: string, running: boolean) => void = () => undefined,
): RunRegistry {
  const runs = new Map<string, Run>();
  const queues = new Map<string, Promise<unknown>>();

  return {
    exclusive(conversationId, work) {
      const previous = queues.get(conversationId) ?? Promise.resolve();
      const next = previous.catch(() => undefined).then(work);
      const tail = next.catch(() => undefined);
      queues.set(conversationId, tail);
      void tail.then(() => {
        if (queues.get(conversationId) === tail) queues.delete(conversationId);
      });
      return next;
    },
    begin(conversationId, run) {
      const controller = new AbortController();
      onRunning(conversationId, true);
      // `finally` runs a microtask later at the earliest, after the run is registered below.
      const done = run(controller.signal)
        .catch(onError)
        .finally(() => {
          if (runs.get(conversationId)?.controller !== controller) return;
          runs.delete(conversationId);
          onRunning(conversationId, false);
        });
      runs.set(conversationId, { controller, done });
    },
    async halt(conversationId) {
      const run = runs.get(conversationId);
      if (!run) return;
      run.controller.abort();
      await run.done;
    },
    stop(conversationId) {
      runs.get(conversationId)?.controller.abort();
    },
    isRunning(conversationId) {
      return runs.has(conversationId);
    },
    async settled(conversationId) {
      await queues.get(conversationId);
      await runs.get(conversationId)?.done;
    },
  };
}

// For tests: jsdom has no navigator.locks. An in-memory lock manager with the semantics the app
// relies on — exclusive locks granted in request order, held until the callback's promise settles,
// `ifAvailable` handing `null` to the callback when the name is taken, a `signal` that drops a
// waiting request, and `query` listing them.
// One instance stands for one origin: share it between "tabs" of a test.

import type { Locks } from "../reply-locks";

type Callback = (lock: Lock | null) => unknown;
interface Waiter {
  name: string;
  callback: Callback;
  settle: (result: Promise<unknown>) => void;
}

export function createFakeLocks(): Locks {
  const held = new Set<string>();
  const waiting: Waiter[] = [];

  function grant(waiter: Waiter): void {
    held.add(waiter.name);
    const lock = { name: waiter.name, mode: "exclusive" } as Lock;
    const result = Promise.resolve().then(() => waiter.callback(lock));
    waiter.settle(result);
    void result
      .catch(() => undefined)
      .finally(() => {
        held.delete(waiter.name);
        const next = waiting.findIndex((w) => w.name === waiter.name);
        if (next !== -1) grant(waiting.splice(next, 1)[0]);
      });
  }

  function request(name: string, a: LockOptions | Callback, b?: Callback): Promise<unknown> {
    const options = typeof a === "function" ? {} : a;
    const callback = (typeof a === "function" ? a : b) as Callback;
    return new Promise<unknown>((resolve, reject) => {
      const waiter = { name, callback, settle: resolve };
      if (!held.has(name)) grant(waiter);
      else if (options.ifAvailable) resolve(Promise.resolve().then(() => callback(null)));
      else {
        waiting.push(waiter);
        // As the browser does: a request still waiting is dropped and rejects with the signal's reason.
        options.signal?.addEventListener("abort", () => {
          const index = waiting.indexOf(waiter);
          if (index === -1) return;
          waiting.splice(index, 1);
          reject(options.signal?.reason);
        });
      }
    });
  }

  return {
    request: request as LockManager["request"],
    async query() {
      return {
        held: [...held].map((name) => ({ name, mode: "exclusive" as const, clientId: "fake" })),
        pending: waiting.map((w) => ({ name: w.name, mode: "exclusive" as const, clientId: "fake" })),
      };
    },
  };
}

// Calls back once no reply has run for a given time: for work that may cost seconds of CPU (the
// service worker's first install fetches and compiles every script of the build) and would make a
// streaming reply stutter on a small machine. Any change to the running replies starts the wait over.

export interface RunningRepliesLike {
  getState(): { running: Record<string, true> };
  subscribe(listener: () => void): () => void;
}

/** Runs `run` once no reply has been running for `quietMs`; returns a function that cancels it. */
export function afterNoReplyFor(store: RunningRepliesLike, quietMs: number, run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const busy = () => Object.keys(store.getState().running).length > 0;
  const wait = () => {
    clearTimeout(timer);
    timer = busy() ? undefined : setTimeout(fire, quietMs);
  };
  const fire = () => {
    stop();
    run();
  };
  const unsubscribe = store.subscribe(wait);
  const stop = () => {
    clearTimeout(timer);
    unsubscribe();
  };
  wait();
  return stop;
}

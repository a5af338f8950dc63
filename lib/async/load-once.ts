// Something loaded once and shared (a chunk of code, a database, a store): every caller gets the
// same promise, and a failure (offline, a new deployment, a store down) is forgotten, so the next
// call tries again instead of failing for the rest of the page's or process's life.

export interface LoadOnce<T> {
  /** Starts loading on the first call; later calls share its promise until it fails. */
  (): Promise<T>;
  /** The value once it has loaded, else undefined: for callers that must not wait (liveQuery, Stop). */
  loaded(): T | undefined;
}

export function loadOnce<T>(load: () => Promise<T>): LoadOnce<T> {
  let pending: Promise<T> | null = null;
  let value: { current: T } | null = null;
  const get = () =>
    (pending ??= load().then(
      (loaded) => {
        value = { current: loaded };
        return loaded;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    ));
  return Object.assign(get, { loaded: () => value?.current });
}

// Asks the browser to keep this site's storage through disk pressure: without it, IndexedDB is
// "best effort" and may be evicted with every conversation in it. Asked once the person has data
// worth keeping (on export or import); the browser may grant it silently, prompt, or refuse.

export type PersistableStorage = Pick<StorageManager, "persist" | "persisted">;

let asked: Promise<boolean> | null = null;

function browserStorage(): PersistableStorage | undefined {
  return typeof navigator !== "undefined" && typeof navigator.storage?.persist === "function" ? navigator.storage : undefined;
}

/** True when storage is (now) persistent. Asks at most once per page load; never throws. */
export function requestPersistentStorage(storage: PersistableStorage | undefined = browserStorage()): Promise<boolean> {
  if (!storage) return Promise.resolve(false);
  asked ??= storage
    .persisted()
    .then((already) => already || storage.persist())
    .catch(() => false);
  return asked;
}

/**
 * Forgets that it was asked. Only tests call it: the app asks once per page load, and each test
 * needs a page load of its own without reloading the module.
 * @internal
 */
export function resetPersistRequest(): void {
  asked = null;
}

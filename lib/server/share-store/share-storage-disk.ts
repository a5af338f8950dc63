import "server-only";
import { mkdir, readdir, readFile, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import type { ShareStorage } from "./share-storage";

// Shares on one machine's disk, one file per entry: `meta:<id>` is `<dir>/meta/<id>`, the layout
// unstorage's fs-lite driver gave earlier versions, so their shares read the same. Keys are built
// from ids the store has checked (share-ids.ts), never from a request as it came.

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === "ENOENT";

function unlessMissing<T>(fallback: T): (error: unknown) => T {
  return (error) => {
    if (isMissing(error)) return fallback;
    throw error;
  };
}

export function diskShareStorage(dir: string): ShareStorage {
  const file = (key: string) => path.join(dir, ...key.split(":"));
  return {
    read: (key) => readFile(file(key), "utf8").catch(unlessMissing(null)),
    async write(key, text) {
      await mkdir(path.dirname(file(key)), { recursive: true });
      await writeFile(file(key), text);
    },
    remove: (key) => unlink(file(key)).catch(unlessMissing(undefined)),
    async keys(kind) {
      const names = await readdir(path.join(dir, kind)).catch(unlessMissing([]));
      return names.map((name) => `${kind}:${name}`);
    },
  };
}

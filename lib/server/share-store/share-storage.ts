import "server-only";

// Where the share store keeps its entries (share-records.ts names them `meta:<id>`, `data:<id>`,
// `gone:<id>` and says what each holds, as JSON text): a directory on one machine
// (share-storage-disk.ts) or Redis for a deployment (share-storage-redis.ts).

export interface ShareStorage {
  /** The entry's text, or null when there is none. */
  read(key: string): Promise<string | null>;
  /** `ttlSeconds`: Redis drops the entry by itself then; a disk keeps it until the store sweeps it. */
  write(key: string, text: string, ttlSeconds?: number): Promise<void>;
  /** Nothing happens when there is no such entry. */
  remove(key: string): Promise<void>;
  /** Every key of one kind (`meta`, `gone`), whole (`meta:<id>`). */
  keys(kind: string): Promise<string[]>;
}

import "server-only";
import { sleep } from "@/lib/async/sleep";
import type Redis from "ioredis";
import { asError } from "@/lib/async/error-message";

// Follows Redis streams live for every page of this instance that resumes a reply, over one
// blocking connection (XREAD over all of them at once), not one per page: a thousand followers cost
// one connection. A follower that joins while the read blocks interrupts it (CLIENT UNBLOCK), so it
// waits for nothing. Every `checkEveryMs` the followers are asked whether their stream still lives
// (a producer that died leaves its stream without an end).

export type StreamEntry = [id: string, fields: Map<string, Buffer>];

export interface Follower {
  /** The last entry id it has. */
  lastId: string;
  /** New entries in order; true when the follower is done (its stream ended). */
  onEntries(entries: StreamEntry[]): boolean;
  /** The stream can no longer be followed (the connection broke). */
  onError(error: Error): void;
  /** Asked now and then: false ends the follower (it was told why by itself). */
  stillAlive(): Promise<boolean>;
}

export interface StreamFollower {
  /** Follows `key` from `follower.lastId` on; the returned function stops following. */
  follow(key: string, follower: Follower): () => void;
  /** Lets the reading connection go (tests, shutdown). */
  close(): void;
}

const BLOCK_MS = 5_000;
const COUNT = 512;

/** Compares stream ids ("ms-seq"). */
export function compareIds(a: string, b: string): number {
  const [am, as] = a.split("-").map(Number);
  const [bm, bs] = b.split("-").map(Number);
  return am - bm || as - bs;
}

export function toEntries(raw: [Buffer, Buffer[]][]): StreamEntry[] {
  return raw.map(([id, flat]) => {
    const fields = new Map<string, Buffer>();
    for (let i = 0; i + 1 < flat.length; i += 2) fields.set(flat[i].toString(), flat[i + 1]);
    return [id.toString(), fields];
  });
}

export function createStreamFollower(redis: Redis, options: { checkEveryMs?: number } = {}): StreamFollower {
  const checkEveryMs = options.checkEveryMs ?? BLOCK_MS;
  const blockMs = Math.min(BLOCK_MS, checkEveryMs);
  const followers = new Map<string, Set<Follower>>();
  let reader: { connection: Redis; clientId: Promise<number> } | null = null;
  let running = false;
  let blocked = false;
  // Counts the reads, so an unblock meant for one does not hit the next.
  let reads = 0;

  const end = (key: string, follower: Follower) => {
    const set = followers.get(key);
    set?.delete(follower);
    if (set?.size === 0) followers.delete(key);
  };

  const failAll = (error: Error) => {
    for (const [key, set] of followers) {
      for (const follower of set) {
        end(key, follower);
        follower.onError(error);
      }
    }
  };

  const checkAlive = async () => {
    for (const [key, set] of followers) {
      for (const follower of set) if (!(await follower.stillAlive())) end(key, follower);
    }
  };

  const dispatch = (key: string, entries: StreamEntry[]) => {
    for (const follower of followers.get(key) ?? []) {
      const fresh = entries.filter(([id]) => compareIds(id, follower.lastId) > 0);
      if (fresh.length === 0) continue;
      follower.lastId = fresh[fresh.length - 1][0];
      if (follower.onEntries(fresh)) end(key, follower);
    }
  };

  const run = async () => {
    running = true;
    let checked = Date.now();
    try {
      while (followers.size > 0) {
        if (!reader) {
          const connection = redis.duplicate();
          connection.on("error", () => undefined);
          reader = { connection, clientId: connection.client("ID") as Promise<number> };
        }
        await reader.clientId;
        const keys = [...followers.keys()];
        // From the least any follower of a stream has; each takes only what is past its own.
        const ids = keys.map((key) => [...followers.get(key)!].map((f) => f.lastId).sort(compareIds)[0]);
        blocked = true;
        reads++;
        const result = await reader.connection.xreadBuffer("COUNT", COUNT, "BLOCK", blockMs, "STREAMS", ...keys, ...ids);
        blocked = false;
        for (const [key, raw] of result ?? []) dispatch(key.toString(), toEntries(raw));
        if (Date.now() - checked >= checkEveryMs) {
          checked = Date.now();
          await checkAlive();
        }
      }
    } catch (error) {
      blocked = false;
      reader?.connection.disconnect();
      reader = null;
      failAll(asError(error));
    } finally {
      running = false;
    }
    // A follower that came while the loop was ending.
    if (followers.size > 0) void run();
  };

  const wake = () => {
    if (!running) return void run();
    // The read blocks over the streams it had: it ends now, as if timed out, and reads again with the new one.
    if (blocked && reader) void unblock(reader.clientId, reads);
  };

  // The read may not have reached Redis yet when the unblock does (they go over two connections):
  // then it is tried again, until that read is blocked or over.
  const unblock = async (clientId: Promise<number>, read: number) => {
    try {
      const id = await clientId;
      for (let attempt = 0; attempt < 50 && blocked && reads === read; attempt++) {
        if (Number(await redis.client("UNBLOCK", id)) === 1) return;
        await sleep(2);
      }
    } catch {
      // The read ends by its timeout instead.
    }
  };

  return {
    follow(key, follower) {
      let set = followers.get(key);
      if (!set) followers.set(key, (set = new Set()));
      set.add(follower);
      wake();
      return () => end(key, follower);
    },
    close() {
      followers.clear();
      reader?.connection.disconnect();
      reader = null;
    },
  };
}

import "server-only";
import { loadOnce } from "@/lib/async/load-once";
import { localOrRedis } from "@/lib/server/redis/local-or-redis";
import { createResumableReplies, type ResumableReplies, type ReplyLimits } from "./resumable-replies";
import { createRedisResumableReplies } from "./resumable-replies-redis";

// The one store of resumable replies of this server process: in memory on a single Node server
// (`npm start`, Docker), where every page resuming a reply reaches it; in Redis Streams when
// REDIS_URL is set, so that a reply can be resumed through any instance of a deployment. Chosen at each use, as the environment is
// read (and Redis is loaded) only when needed.

const MIB = 1024 * 1024;

export const REPLY_LIMITS: ReplyLimits = {
  maxReplyBytes: 64 * MIB,
  maxTotalBytes: 512 * MIB,
  // Beside its bytes, a resumable reply costs a record (about 1.4 KiB of heap once finished, measured on
  // Node 24) that maxTotalBytes does not count: ten thousand bound those to some 15 MiB, ten times
  // the thousand concurrent streams the load benchmark keeps. Past it, replies are answered, not resumable.
  maxReplies: 10_000,
  ttlMs: 10 * 60_000,
};

const chosen = localOrRedis<() => Promise<ResumableReplies>>({
  local: () => {
    const memory = createResumableReplies(REPLY_LIMITS);
    return async () => memory;
  },
  redis: (client) => loadOnce(async () => createRedisResumableReplies(await client(), REPLY_LIMITS)),
});

const store = () => chosen()();

/** Appends go to the store the reply started in, without waiting for it to be found again. */
const startedIn = new Map<string, ResumableReplies>();

export const sharedResumableReplies: ResumableReplies = {
  async start(id, stop) {
    const replies = await store();
    if (!(await replies.start(id, stop))) return false;
    startedIn.set(id, replies);
    return true;
  },
  append(id, chunk) {
    startedIn.get(id)?.append(id, chunk);
  },
  async finish(id, state) {
    const replies = startedIn.get(id);
    startedIn.delete(id);
    await replies?.finish(id, state);
  },
  resume: async (id, offset) => (await store()).resume(id, offset),
  stop: async (id) => (await store()).stop(id),
  state: async (id) => (await store()).state(id),
  heldBytes: async () => (await store()).heldBytes(),
};

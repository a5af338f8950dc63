import "server-only";
import { getEnv } from "@/lib/server/env";
import { redisClient, type RedisConnection } from "./redis-client";

// The one choice of where something the deployment shares lives (resumable replies, wrong access codes,
// upload counts, shares): in Redis when REDIS_URL is set (Vercel, several instances), on the server's
// one client, else this server's own (its memory, or for shares its disk). A store says only what its
// two versions are. The choice is made at each use, so the environment is read (and ioredis loaded)
// only when needed; each version is built once, the Redis one once per URL.

interface LocalAndRedis<T> {
  /** This server's own version. */
  local: () => T;
  /** The version kept in Redis, on the server's client. */
  redis: (client: RedisConnection) => T;
}

export function localOrRedis<T>(
  { local, redis }: LocalAndRedis<T>,
  redisUrl: () => string | undefined = () => getEnv().redisUrl,
): () => T {
  let own: { value: T } | undefined;
  const inRedis = new Map<string, { value: T }>();
  return () => {
    const url = redisUrl();
    if (!url) return (own ??= { value: local() }).value;
    let shared = inRedis.get(url);
    if (!shared) inRedis.set(url, (shared = { value: redis(redisClient(url)) }));
    return shared.value;
  };
}

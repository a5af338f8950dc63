import "server-only";
import { getEnv } from "@/lib/server/env";
import { redisClient } from "@/lib/server/redis/redis-client";
import { createWrongCodeLimiter, type WrongCodeLimiter } from "./wrong-code-limiter";
import { createRedisWrongCodeLimiter } from "./wrong-code-limiter-redis";

// The one limiter the unlock page, the gateway, the share API and the replies route share: in Redis
// when REDIS_URL is set, so wrong codes count once for the deployment whichever instance they reach;
// else (and while Redis cannot be reached) in this process.

const memory = createWrongCodeLimiter();
const inRedis = new Map<string, WrongCodeLimiter>();

export const sharedWrongCodeLimiter: WrongCodeLimiter = {
  reserve(client) {
    const url = getEnv().redisUrl;
    if (!url) return memory.reserve(client);
    let limiter = inRedis.get(url);
    if (!limiter) inRedis.set(url, (limiter = createRedisWrongCodeLimiter(() => redisClient(url))));
    return Promise.resolve(limiter.reserve(client)).catch(() => memory.reserve(client));
  },
};

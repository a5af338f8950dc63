import "server-only";
import { localOrRedis } from "@/lib/server/redis/local-or-redis";
import { createWrongCodeLimiter, type WrongCodeLimiter } from "./wrong-code-limiter";
import { createRedisWrongCodeLimiter } from "./wrong-code-limiter-redis";

// The one limiter the unlock page, the gateway, the share API and the replies route share: in Redis
// when REDIS_URL is set, so wrong codes count once for the deployment whichever instance they reach;
// else (and while Redis cannot be reached) in this process.

const memory = createWrongCodeLimiter();

const limiter = localOrRedis<WrongCodeLimiter>({
  local: () => memory,
  redis: (client) => {
    const inRedis = createRedisWrongCodeLimiter(client);
    return { reserve: (key) => Promise.resolve(inRedis.reserve(key)).catch(() => memory.reserve(key)) };
  },
});

export const sharedWrongCodeLimiter: WrongCodeLimiter = {
  reserve: (client) => limiter().reserve(client),
};

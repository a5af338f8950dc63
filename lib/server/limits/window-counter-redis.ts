import "server-only";
import type Redis from "ioredis";
import type { WindowCounter } from "./window-counter";

// The window counter in Redis: one key per client, counting up to the limit within a window that
// starts with its first use (the key's expiry), each operation one atomic script, so the instances of
// a deployment share one count. `name` keeps different counters apart.

// KEYS[1]: the client's key. ARGV: amount, limit, windowMs.
const TAKE = `
local used = tonumber(redis.call('GET', KEYS[1]) or '0')
if used + tonumber(ARGV[1]) > tonumber(ARGV[2]) then
  local ttl = redis.call('PTTL', KEYS[1])
  if ttl < 0 then ttl = tonumber(ARGV[3]) end
  return math.max(1, math.ceil(ttl / 1000))
end
redis.call('INCRBY', KEYS[1], ARGV[1])
if redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[3]) end
return 0
`;

// KEYS[1]: the client's key. ARGV: amount.
const REFUND = `
local used = tonumber(redis.call('GET', KEYS[1]) or '0')
if used > 0 then redis.call('SET', KEYS[1], math.max(0, used - tonumber(ARGV[1])), 'KEEPTTL') end
return 0
`;

export const REDIS_LIMITS_BASE = "moonlit:limits";

export function createRedisWindowCounter(redis: () => Promise<Redis>, name: string, limit: () => number, windowMs: number): WindowCounter {
  const key = (client: string) => `${REDIS_LIMITS_BASE}:${name}:${client}`;
  return {
    async take(client, amount) {
      return Number(await (await redis()).eval(TAKE, 1, key(client), amount, limit(), windowMs));
    },
    async refund(client, amount) {
      await (await redis()).eval(REFUND, 1, key(client), amount);
    },
  };
}

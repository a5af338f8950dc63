import "server-only";
import type Redis from "ioredis";
import type { AttemptResult, LimiterOptions, Reservation, WrongCodeLimiter } from "./wrong-code-limiter";

// The wrong-code limiter's rules (wrong-code-limiter.ts) in Redis, so a deployment's instances count
// one set of attempts: a guesser spreading codes over several instances meets the same limit as on
// one. Each step is one atomic script. Kept under its own prefix:
//   client:<key>      hash  failures, pending; expires with the client's window
//   everyone:failures        wrong codes of all clients; expires with its window
//   everyone:pending         attempts reserved and not settled (a crashed instance's fade out)
//   next-turn                past everyone's budget, the first instant a code may be checked
// Times come from the caller (`now`), as in memory; windows are the keys' expiries.

export const REDIS_ACCESS_BASE = "moonlit:access";
const EVERYONE = ["everyone:failures", "everyone:pending", "next-turn"].map((name) => `${REDIS_ACCESS_BASE}:${name}`);
const clientKeyOf = (client: string) => `${REDIS_ACCESS_BASE}:client:${client}`;
/** How long an unsettled attempt counts at most, should its instance die before settling it. */
const PENDING_TTL_MS = 10 * 60_000;

// KEYS: client, everyone failures, everyone pending, next turn.
// ARGV: now, maxFailures, windowMs, maxFailuresOverall, checkIntervalMs, maxQueueMs.
// Answers {1, waitMs} or {0, retryAfterSeconds}.
const RESERVE = `
local now, maxFailures, windowMs = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3])
local overall, interval, maxQueue = tonumber(ARGV[4]), tonumber(ARGV[5]), tonumber(ARGV[6])
local failures = tonumber(redis.call('HGET', KEYS[1], 'failures') or '0')
local pending = tonumber(redis.call('HGET', KEYS[1], 'pending') or '0')
if failures + pending >= maxFailures then
  return {0, math.max(1, math.ceil(redis.call('PTTL', KEYS[1]) / 1000))}
end
local wait = 0
local everyone = tonumber(redis.call('GET', KEYS[2]) or '0') + tonumber(redis.call('GET', KEYS[3]) or '0')
if everyone >= overall then
  local turn = math.max(now, tonumber(redis.call('GET', KEYS[4]) or '0'))
  local ahead = turn - now
  if pending > 0 or ahead > maxQueue then return {0, math.max(1, math.ceil(ahead / 1000))} end
  redis.call('SET', KEYS[4], turn + interval, 'PX', maxQueue + interval + windowMs)
  wait = ahead
end
redis.call('HINCRBY', KEYS[1], 'pending', 1)
if redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], windowMs) end
redis.call('INCR', KEYS[3])
redis.call('PEXPIRE', KEYS[3], ${PENDING_TTL_MS})
return {1, wait}
`;

// KEYS as RESERVE's. ARGV: result, maxFailures, windowMs. Answers the client's retryAfterSeconds.
const SETTLE = `
local result, maxFailures, windowMs = ARGV[1], tonumber(ARGV[2]), tonumber(ARGV[3])
if tonumber(redis.call('GET', KEYS[3]) or '0') > 0 then redis.call('DECR', KEYS[3]) end
if tonumber(redis.call('HGET', KEYS[1], 'pending') or '0') > 0 then redis.call('HINCRBY', KEYS[1], 'pending', -1) end
if result == 'right' then redis.call('DEL', KEYS[1]) end
if result == 'wrong' then
  redis.call('HINCRBY', KEYS[1], 'failures', 1)
  if redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], windowMs) end
  redis.call('INCR', KEYS[2])
  if redis.call('PTTL', KEYS[2]) < 0 then redis.call('PEXPIRE', KEYS[2], windowMs) end
end
local failures = tonumber(redis.call('HGET', KEYS[1], 'failures') or '0')
local pending = tonumber(redis.call('HGET', KEYS[1], 'pending') or '0')
if failures + pending < maxFailures then return 0 end
return math.max(1, math.ceil(redis.call('PTTL', KEYS[1]) / 1000))
`;

export interface RedisLimiterOptions extends LimiterOptions {
  maxFailures?: number;
  windowMs?: number;
  now?: () => number;
}

export function createRedisWrongCodeLimiter(redis: () => Promise<Redis>, options: RedisLimiterOptions = {}): WrongCodeLimiter {
  const { maxFailures = 10, windowMs = 15 * 60_000, now = Date.now, checkIntervalMs = 1_000, maxQueueMs = 60_000 } = options;
  const maxFailuresOverall = options.maxFailuresOverall ?? maxFailures * 10;
  return {
    async reserve(client): Promise<Reservation> {
      const keys = [clientKeyOf(client), ...EVERYONE];
      const client_ = await redis();
      const args = [now(), maxFailures, windowMs, maxFailuresOverall, checkIntervalMs, maxQueueMs];
      const [ok, value] = (await client_.eval(RESERVE, keys.length, ...keys, ...args)) as [number, number];
      if (ok !== 1) return { ok: false, retryAfterSeconds: value };
      let settled = false;
      return {
        ok: true,
        waitMs: value,
        async settle(result: AttemptResult) {
          if (settled) throw new Error("An attempt is settled once.");
          settled = true;
          try {
            return { retryAfterSeconds: Number(await client_.eval(SETTLE, keys.length, ...keys, result, maxFailures, windowMs)) };
          } catch {
            // Redis went away mid-attempt: the answer stands; the pending count fades with its expiry.
            return { retryAfterSeconds: 0 };
          }
        },
      };
    },
  };
}

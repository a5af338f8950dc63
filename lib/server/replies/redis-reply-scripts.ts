import "server-only";
import type Redis from "ioredis";

// The resumable replies' steps in Redis, each one atomic script, so that a reply's bytes, its state and
// the total held by all replies never disagree whichever instance writes or reads them. Keys:
//   <base>:<id>          hash    state, bytes, dropped (0/1), lease (producer alive until), until (finished: kept until)
//   <base>:<id>:events   stream  entries {at: byte offset, data: bytes}, then one {end: how it ended}
//   <base>:held          string  bytes held by all replies
//   <base>:sizes         hash    id -> bytes it holds (to give them back when it goes)
//   <base>:until         zset    id -> when it may be forgotten (finished: its time to live; streaming: the safety TTL);
//                                its size is how many replies are kept
// Times come from the caller (`now`), as in memory; the keys' own expiries free Redis of replies
// whose instance died, and the next start gives their bytes back to the total.

export const REPLIES_BASE = "moonlit:replies";
export const HELD_KEY = `${REPLIES_BASE}:held`;
const SIZES_KEY = `${REPLIES_BASE}:sizes`;
const UNTIL_KEY = `${REPLIES_BASE}:until`;
export const STOP_CHANNEL = `${REPLIES_BASE}:stop`;

export const metaKey = (id: string) => `${REPLIES_BASE}:${id}`;
export const eventsKey = (id: string) => `${REPLIES_BASE}:${id}:events`;

// KEYS: meta, held, sizes, until. ARGV: id, now, leaseMs, safetyMs, maxReplies, maxTotalBytes.
// 1 when started, 0 when taken, 2 when full: as many replies as may be kept, or their total held.
const START = `
local now = tonumber(ARGV[2])
for _, gone in ipairs(redis.call('ZRANGEBYSCORE', KEYS[4], '-inf', now, 'LIMIT', 0, 100)) do
  local size = tonumber(redis.call('HGET', KEYS[3], gone) or '0')
  if size > 0 then redis.call('DECRBY', KEYS[2], size) end
  redis.call('HDEL', KEYS[3], gone)
  redis.call('ZREM', KEYS[4], gone)
end
if redis.call('EXISTS', KEYS[1]) == 1 then return 0 end
if redis.call('ZCARD', KEYS[4]) >= tonumber(ARGV[5]) then return 2 end
if tonumber(redis.call('GET', KEYS[2]) or '0') >= tonumber(ARGV[6]) then return 2 end
redis.call('HSET', KEYS[1], 'state', 'streaming', 'bytes', 0, 'dropped', 0, 'lease', now + tonumber(ARGV[3]))
redis.call('PEXPIRE', KEYS[1], ARGV[4])
redis.call('ZADD', KEYS[4], now + tonumber(ARGV[4]), ARGV[1])
return 1
`;

// KEYS: events, meta, held, sizes. ARGV: id, chunk, maxReplyBytes, maxTotalBytes, safetyMs.
// 1 when kept, 2 when that chunk took the reply past a cap (it is let go), 0 when not streaming.
const APPEND = `
local state, dropped = unpack(redis.call('HMGET', KEYS[2], 'state', 'dropped'))
if state ~= 'streaming' or dropped ~= '0' then return 0 end
local n = string.len(ARGV[2])
local bytes = redis.call('HINCRBY', KEYS[2], 'bytes', n)
local held = redis.call('INCRBY', KEYS[3], n)
local mine = redis.call('HINCRBY', KEYS[4], ARGV[1], n)
if bytes > tonumber(ARGV[3]) or held > tonumber(ARGV[4]) then
  redis.call('DECRBY', KEYS[3], mine)
  redis.call('HDEL', KEYS[4], ARGV[1])
  redis.call('HSET', KEYS[2], 'dropped', 1)
  -- Trimmed rather than deleted, so the end entry's id still follows what followers have read.
  redis.call('XTRIM', KEYS[1], 'MAXLEN', 0)
  redis.call('XADD', KEYS[1], '*', 'end', 'dropped')
  redis.call('PEXPIRE', KEYS[1], ARGV[5])
  return 2
end
redis.call('XADD', KEYS[1], '*', 'at', bytes - n, 'data', ARGV[2])
redis.call('PEXPIRE', KEYS[1], ARGV[5])
return 1
`;

// KEYS: events, meta, until. ARGV: id, state, now, ttlMs. 1 when ended here, 0 when it had ended.
const FINISH = `
if redis.call('HGET', KEYS[2], 'state') ~= 'streaming' then return 0 end
local untilAt = tonumber(ARGV[3]) + tonumber(ARGV[4])
redis.call('HSET', KEYS[2], 'state', ARGV[2], 'until', untilAt)
redis.call('XADD', KEYS[1], '*', 'end', ARGV[2])
redis.call('PEXPIRE', KEYS[1], ARGV[4])
redis.call('PEXPIRE', KEYS[2], ARGV[4])
redis.call('ZADD', KEYS[3], untilAt, ARGV[1])
return 1
`;

// KEYS: meta, events, until. ARGV: id, now, leaseMs, safetyMs. The producer is alive: its lease and
// the safety TTL move on.
const RENEW = `
if redis.call('HGET', KEYS[1], 'state') ~= 'streaming' then return 0 end
local now = tonumber(ARGV[2])
redis.call('HSET', KEYS[1], 'lease', now + tonumber(ARGV[3]))
redis.call('PEXPIRE', KEYS[1], ARGV[4])
redis.call('PEXPIRE', KEYS[2], ARGV[4])
redis.call('ZADD', KEYS[3], now + tonumber(ARGV[4]), ARGV[1])
return 1
`;

type Arg = string | number | Buffer;

/** The scripts as commands of a client (EVALSHA: a chunk's append does not carry the script along). */
export interface ReplyScripts {
  start(id: string, now: number, leaseMs: number, safetyMs: number, maxReplies: number, maxTotalBytes: number): Promise<number>;
  append(id: string, chunk: Buffer, maxReplyBytes: number, maxTotalBytes: number, safetyMs: number): Promise<number>;
  finish(id: string, state: string, now: number, ttlMs: number): Promise<number>;
  renew(id: string, now: number, leaseMs: number, safetyMs: number): Promise<number>;
}

type Commands = Record<"moonlitReplyStart" | "moonlitReplyAppend" | "moonlitReplyFinish" | "moonlitReplyRenew", (...args: Arg[]) => Promise<number>>;

const defined = new WeakSet<Redis>();

export function replyScripts(redis: Redis): ReplyScripts {
  if (!defined.has(redis)) {
    redis.defineCommand("moonlitReplyStart", { numberOfKeys: 4, lua: START });
    redis.defineCommand("moonlitReplyAppend", { numberOfKeys: 4, lua: APPEND });
    redis.defineCommand("moonlitReplyFinish", { numberOfKeys: 3, lua: FINISH });
    redis.defineCommand("moonlitReplyRenew", { numberOfKeys: 3, lua: RENEW });
    defined.add(redis);
  }
  const commands = redis as unknown as Commands;
  return {
    start: (id, now, leaseMs, safetyMs, maxReplies, maxTotalBytes) =>
      commands.moonlitReplyStart(metaKey(id), HELD_KEY, SIZES_KEY, UNTIL_KEY, id, now, leaseMs, safetyMs, maxReplies, maxTotalBytes),
    append: (id, chunk, maxReply, maxTotal, safetyMs) =>
      commands.moonlitReplyAppend(eventsKey(id), metaKey(id), HELD_KEY, SIZES_KEY, id, chunk, maxReply, maxTotal, safetyMs),
    finish: (id, state, now, ttlMs) => commands.moonlitReplyFinish(eventsKey(id), metaKey(id), UNTIL_KEY, id, state, now, ttlMs),
    renew: (id, now, leaseMs, safetyMs) => commands.moonlitReplyRenew(metaKey(id), eventsKey(id), UNTIL_KEY, id, now, leaseMs, safetyMs),
  };
}

import Redis from "ioredis";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startRedisServer, type RedisServer } from "@/lib/server/test-support/redis-server";
import type { Reservation, WrongCodeLimiter } from "./wrong-code-limiter";
import { createRedisWrongCodeLimiter, type RedisLimiterOptions } from "./wrong-code-limiter-redis";

// The limiter's rules in a real Redis, and two instances of a deployment (two clients, two limiters)
// counting one set of attempts.

let server: RedisServer;
const clients: Redis[] = [];

beforeAll(async () => {
  server = await startRedisServer();
});
afterAll(async () => {
  clients.forEach((client) => client.disconnect());
  await server.stop();
});
beforeEach(async () => {
  const admin = new Redis(server.url);
  await admin.flushall();
  admin.disconnect();
});

/** One instance's limiter, on a Redis connection of its own. */
function instance(options: RedisLimiterOptions): WrongCodeLimiter {
  const client = new Redis(server.url);
  clients.push(client);
  return createRedisWrongCodeLimiter(async () => client, options);
}

async function attempt(limiter: WrongCodeLimiter, client: string, result: "right" | "wrong" | "none") {
  const reservation = await limiter.reserve(client);
  if (!reservation.ok) return reservation;
  return { ok: true as const, ...(await reservation.settle(result)) };
}

const waits = (reservations: Reservation[]) => reservations.map((r) => (r.ok ? r.waitMs : -r.retryAfterSeconds));

describe("the wrong-code limiter in Redis", () => {
  it("counts a client's wrong codes across instances, refuses it for its window, and forgets them after a right one", async () => {
    const first = instance({ maxFailures: 3, windowMs: 60_000 });
    const second = instance({ maxFailures: 3, windowMs: 60_000 });
    expect(await attempt(first, "a", "wrong")).toEqual({ ok: true, retryAfterSeconds: 0 });
    expect(await attempt(second, "a", "wrong")).toEqual({ ok: true, retryAfterSeconds: 0 });
    // The third wrong code, on either instance, reaches the limit: the answer says how long to wait.
    expect(await attempt(first, "a", "wrong")).toEqual({ ok: true, retryAfterSeconds: 60 });
    expect(await second.reserve("a")).toEqual({ ok: false, retryAfterSeconds: 60 });
    expect(await first.reserve("a")).toEqual({ ok: false, retryAfterSeconds: 60 });
    expect((await second.reserve("b")).ok).toBe(true);

    await attempt(first, "c", "wrong");
    await attempt(second, "c", "right");
    await attempt(first, "c", "wrong");
    await attempt(second, "c", "wrong");
    expect((await first.reserve("c")).ok).toBe(true);
  });

  it("counts attempts while they are reserved, and gives back those that brought no code", async () => {
    const first = instance({ maxFailures: 2, windowMs: 60_000 });
    const second = instance({ maxFailures: 2, windowMs: 60_000 });
    const one = await first.reserve("a");
    const two = await second.reserve("a");
    expect(one.ok && two.ok).toBe(true);
    expect(await first.reserve("a")).toEqual({ ok: false, retryAfterSeconds: 60 });
    if (!one.ok || !two.ok) return;
    expect(await one.settle("none")).toEqual({ retryAfterSeconds: 0 });
    expect(await two.settle("wrong")).toEqual({ retryAfterSeconds: 0 });
    expect((await second.reserve("a")).ok).toBe(true);
    await expect(Promise.resolve().then(() => one.settle("wrong"))).rejects.toThrow("settled once");
  });

  it("past everyone's budget, hands out one turn per interval to all instances together", async () => {
    const now = () => 1_000_000;
    const options = { maxFailures: 3, windowMs: 60_000, now, maxFailuresOverall: 4, checkIntervalMs: 2_000, maxQueueMs: 4_000 };
    const first = instance(options);
    const second = instance(options);
    for (let i = 0; i < 4; i++) await attempt(i % 2 ? first : second, `guesser-${i}`, "wrong");
    const turns = [await first.reserve("x"), await second.reserve("y"), await first.reserve("z")];
    expect(waits(turns)).toEqual([0, 2_000, 4_000]);
    expect(await second.reserve("w")).toEqual({ ok: false, retryAfterSeconds: 6 });
    // One turn per client at a time, whichever instance it asks.
    expect(await second.reserve("x")).toEqual({ ok: false, retryAfterSeconds: 6 });
  });

  it("lets its window pass", async () => {
    const limiter = instance({ maxFailures: 1, windowMs: 300 });
    await attempt(limiter, "a", "wrong");
    expect((await limiter.reserve("a")).ok).toBe(false);
    await expect.poll(async () => (await limiter.reserve("a")).ok, { timeout: 3_000 }).toBe(true);
  });
});

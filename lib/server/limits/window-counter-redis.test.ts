import Redis from "ioredis";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startRedisServer, type RedisServer } from "@/lib/server/test-support/redis-server";
import { createMemoryWindowCounter, type WindowCounter } from "./window-counter";
import { createRedisWindowCounter } from "./window-counter-redis";

// Shares created and bytes stored per client: the same counter in memory and in a real Redis, where
// two instances of a deployment count once.

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

function inRedis(limit: number, windowMs: number): WindowCounter {
  const client = new Redis(server.url);
  clients.push(client);
  return createRedisWindowCounter(async () => client, "test", () => limit, windowMs);
}

const backends: Record<string, (limit: number, windowMs: number) => WindowCounter> = {
  memory: (limit, windowMs) => createMemoryWindowCounter(() => limit, windowMs),
  redis: inRedis,
};

for (const [name, make] of Object.entries(backends)) {
  describe(`a window counter (${name})`, () => {
    it("charges up to the limit, then says how long until more fits, and takes refunds", async () => {
      const counter = make(100, 60_000);
      expect(await counter.take("a", 60)).toBe(0);
      expect(await counter.take("a", 41)).toBe(60);
      expect(await counter.take("b", 100)).toBe(0);
      await counter.refund("a", 30);
      expect(await counter.take("a", 70)).toBe(0);
      expect(await counter.take("a", 1)).toBe(60);
      await counter.refund("nobody", 10);
      expect(await counter.take("nobody", 100)).toBe(0);
    });
  });
}

describe("a window counter in Redis", () => {
  it("counts once for two instances of a deployment", async () => {
    const first = inRedis(3, 60_000);
    const second = inRedis(3, 60_000);
    expect(await first.take("a", 1)).toBe(0);
    expect(await second.take("a", 1)).toBe(0);
    expect(await first.take("a", 1)).toBe(0);
    expect(await second.take("a", 1)).toBe(60);
  });

  it("starts a new window when the last one passes", async () => {
    const counter = inRedis(1, 300);
    expect(await counter.take("a", 1)).toBe(0);
    expect(await counter.take("a", 1)).toBe(1);
    await expect.poll(() => counter.take("a", 1), { timeout: 3_000 }).toBe(0);
  });
});

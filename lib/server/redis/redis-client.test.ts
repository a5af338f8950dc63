import Redis from "ioredis";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { sharedWrongCodeLimiter } from "@/lib/server/access/shared-wrong-code-limiter";
import { deploymentWindowCounter } from "@/lib/server/limits/deployment-counter";
import { openShareStore } from "@/lib/server/share-store/open-share-store";
import { ROOMY_QUOTA } from "@/lib/server/test-support/share-store-backends";
import { startRedisServer, type RedisServer } from "@/lib/server/test-support/redis-server";

// With REDIS_URL, everything the deployment shares goes to Redis over the server's one client: one
// connection, one set of settings, whichever part asks.

let server: RedisServer;
let admin: Redis;

beforeAll(async () => {
  server = await startRedisServer();
  admin = new Redis(server.url);
  vi.stubEnv("REDIS_URL", server.url);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  admin?.disconnect();
  await server?.stop();
});

describe("the server's Redis client", () => {
  it("keeps shares, upload counts and wrong codes over one connection", async () => {
    const store = await openShareStore({ shareStoreDir: "unused", redisUrl: server.url, shareQuota: ROOMY_QUOTA });
    expect((await store.create({ ciphertext: "AQ" + "x".repeat(40), ttlMs: null })).ok).toBe(true);
    expect(await deploymentWindowCounter("uploads", () => 10, 60_000, () => server.url).take("client", 1)).toBe(0);
    const attempt = await sharedWrongCodeLimiter.reserve("client");
    if (!attempt.ok) throw new Error("the first attempt was refused");
    await attempt.settle("wrong");

    const kept = (pattern: string) => admin.keys(pattern).then((keys) => keys.length);
    expect(await kept("moonlit:share:meta:*")).toBe(1);
    expect(await kept("moonlit:limits:uploads:*")).toBe(1);
    expect(await kept("moonlit:access:client:*")).toBe(1);
    const connections = String(await admin.client("LIST")).trim().split("\n");
    expect(connections).toHaveLength(2); // this test's own, and the server's one
  });
});

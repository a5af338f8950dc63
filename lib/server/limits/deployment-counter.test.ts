import { createServer } from "node:net";
import { describe, expect, it } from "vitest";
import { deploymentWindowCounter } from "./deployment-counter";

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer().listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe("a counter for the deployment", () => {
  it("counts in this process without REDIS_URL", async () => {
    const counter = deploymentWindowCounter("test", () => 1, 60_000, () => undefined);
    expect(await counter.take("a", 1)).toBe(0);
    expect(await counter.take("a", 1)).toBe(60);
  });

  it("counts in this process, rather than refuse or hang, while Redis cannot be reached", async () => {
    const url = `redis://127.0.0.1:${await closedPort()}`;
    const logged: string[] = [];
    const original = console.error;
    console.error = (line: string) => void logged.push(line);
    try {
      const counter = deploymentWindowCounter("test", () => 1, 60_000, () => url);
      expect(await counter.take("a", 1)).toBe(0);
      expect(await counter.take("a", 1)).toBe(60);
      await counter.refund("a", 1);
      expect(await counter.take("a", 1)).toBe(0);
    } finally {
      console.error = original;
    }
    expect(logged.join("\n")).toMatch(/Redis is unreachable/);
  });
});

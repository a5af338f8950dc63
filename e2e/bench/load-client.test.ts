import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { longStream } from "../test-upstream/long-stream";
import { runLoad } from "./load-client";
import { pacedUpstreamServer } from "./paced-upstream";

const server = pacedUpstreamServer({ tickMs: 5 });
let url = "";
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/messages?tokens=30&rate=1000`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const expected = Buffer.concat([...longStream("anthropic", 30)]);

describe("runLoad", () => {
  it("runs the streams at once, checks each, and times first events and gaps", async () => {
    const run = await runLoad({ url, streams: 12, body: "{}", headers: {}, expected });
    expect(run).toMatchObject({ streams: 12, differing: 0, failed: 0 });
    expect(run.firstEvent.count).toBe(12);
    // 30 tokens at 1,000/s written every 5 ms: several updates per stream, never closer than 1 ms.
    expect(run.gaps.count).toBeGreaterThanOrEqual(12);
    expect(run.gaps.percentile(1)).toBeGreaterThanOrEqual(1);
    expect(run.wallMs).toBeGreaterThanOrEqual(25);
  });

  it("counts streams whose bytes differ, and failed ones", async () => {
    const other = Buffer.concat([...longStream("anthropic", 31)]);
    expect((await runLoad({ url, streams: 3, body: "{}", headers: {}, expected: other })).differing).toBe(3);
    const refused = await runLoad({ url: url.replace("/v1/messages", "/v1/nothing"), streams: 2, body: "{}", headers: {}, expected });
    expect(refused).toMatchObject({ differing: 2, failed: 2 });
    expect(refused.failures[0]).toMatch(/status 404/);
  });
});

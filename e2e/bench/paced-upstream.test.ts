import { connect, type AddressInfo } from "node:net";
import { Agent, request } from "undici";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { longStream } from "../test-upstream/long-stream";
import { pacedUpstreamServer } from "./paced-upstream";

const server = pacedUpstreamServer({ tickMs: 5 });
let origin = "";
// One connection, so the second request proves it is kept alive and reused.
const agent = new Agent({ connections: 1 });

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await agent.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

async function stream(path: string): Promise<{ body: Buffer; ms: number }> {
  const started = performance.now();
  const answer = await request(origin + path, { method: "POST", body: "{}", dispatcher: agent });
  expect(answer.statusCode).toBe(200);
  expect(answer.headers["content-type"]).toMatch(/^text\/event-stream/);
  const parts: Buffer[] = [];
  for await (const part of answer.body) parts.push(part as Buffer);
  return { body: Buffer.concat(parts), ms: performance.now() - started };
}

/** The raw response to one request, read off the socket until the last chunk. */
function raw(path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const { port } = server.address() as AddressInfo;
    const socket = connect(port, "127.0.0.1", () => socket.write(`POST ${path} HTTP/1.1\r\nhost: x\r\ncontent-length: 2\r\n\r\n{}`));
    let text = "";
    socket.on("data", (data: Buffer) => {
      text += data.toString("latin1");
      if (text.endsWith("\r\n0\r\n\r\n")) {
        socket.destroy();
        resolve(text);
      }
    });
    socket.on("error", reject);
  });
}

describe("paced upstream", () => {
  it("sends the long reply's exact bytes at the asked pace", async () => {
    const { body, ms } = await stream("/v1/messages?tokens=40&rate=1000");
    expect(body.equals(Buffer.concat([...longStream("anthropic", 40)]))).toBe(true);
    // 40 tokens at 1,000/s: about 40 ms, not all at once.
    expect(ms).toBeGreaterThanOrEqual(30);
  });

  it("frames every event as its own HTTP chunk", async () => {
    const events = [...longStream("anthropic", 12)];
    const expected = events.map((event) => `${event.length.toString(16)}\r\n${event.toString("latin1")}\r\n`).join("") + "0\r\n\r\n";
    const text = await raw("/v1/messages?tokens=12&rate=1000");
    expect(text.slice(text.indexOf("\r\n\r\n") + 4)).toBe(expected);
  });

  it("answers the next request on the same connection, in the other protocol", async () => {
    const { body } = await stream("/v1/chat/completions?tokens=10&rate=2000");
    expect(body.equals(Buffer.concat([...longStream("openai", 10)]))).toBe(true);
  });

  it("refuses what it does not serve", async () => {
    const answer = await request(origin + "/v1/other", { method: "POST", body: "{}" });
    expect(answer.statusCode).toBe(404);
    await answer.body.dump();
  });
});

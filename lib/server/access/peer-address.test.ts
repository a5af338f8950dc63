import { request as httpRequest, createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PEER_ADDRESS_HEADER, installPeerAddressStamp, peerAddressStamped } from "./peer-address";

// A real Node server, as under `next start`: the header the handler sees is the connection's address.

let seen: IncomingHttpHeaders[] = [];
const server = createServer((request, response) => {
  seen.push(request.headers);
  response.end();
});

beforeAll(async () => {
  installPeerAddressStamp();
  installPeerAddressStamp();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function send(headers: Record<string, string>): Promise<void> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: "127.0.0.1", port, headers }, (response) => {
      response.resume();
      response.on("end", resolve);
    });
    request.on("error", reject);
    request.end();
  });
}

describe("peer address stamp", () => {
  it("writes the connection's address over whatever the client claimed under that name", async () => {
    seen = [];
    await send({ [PEER_ADDRESS_HEADER]: "6.6.6.6", "x-forwarded-for": "7.7.7.7" });
    await send({});
    expect(peerAddressStamped()).toBe(true);
    expect(seen.map((headers) => headers[PEER_ADDRESS_HEADER])).toEqual(["127.0.0.1", "127.0.0.1"]);
    expect(seen[0]["x-forwarded-for"]).toBe("7.7.7.7");
  });
});

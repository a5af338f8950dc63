import { beforeAll, describe, expect, it } from "vitest";
import { UNKNOWN_CLIENT, clientKey } from "./client-key";
import { PEER_ADDRESS_HEADER, installPeerAddressStamp } from "./peer-address";

const direct = { trustProxyHops: 0, onVercel: false };
const request = (headers: Record<string, string>) => new Request("http://h.test/", { headers });
const PEER = { [PEER_ADDRESS_HEADER]: "10.0.0.9" };

beforeAll(() => installPeerAddressStamp());

describe("clientKey", () => {
  it("without trusted proxies, is the connection's address whatever X-Forwarded-For or X-Real-IP claim", () => {
    expect(clientKey(request({ ...PEER, "x-forwarded-for": "6.6.6.6" }), direct)).toBe("10.0.0.9");
    expect(clientKey(request({ ...PEER, "x-forwarded-for": "1.1.1.1, 6.6.6.6" }), direct)).toBe("10.0.0.9");
    expect(clientKey(request({ ...PEER, "x-real-ip": "6.6.6.6" }), direct)).toBe("10.0.0.9");
  });

  it("shares one key among requests whose address is unknown, instead of letting them pick one", () => {
    expect(clientKey(request({ "x-forwarded-for": "6.6.6.6" }), direct)).toBe(UNKNOWN_CLIENT);
    expect(clientKey(request({ "x-forwarded-for": "7.7.7.7" }), direct)).toBe(UNKNOWN_CLIENT);
  });

  it("behind N trusted proxies, takes the entry the farthest of them added", () => {
    const chain = { ...PEER, "x-forwarded-for": "6.6.6.6, 203.0.113.7, 10.0.0.2" };
    expect(clientKey(request(chain), { trustProxyHops: 1, onVercel: false })).toBe("10.0.0.2");
    expect(clientKey(request(chain), { trustProxyHops: 2, onVercel: false })).toBe("203.0.113.7");
    // Fewer entries than hops: the first there is (a client reaching the server around its proxies
    // can claim any address, so the server must not be reachable that way).
    expect(clientKey(request({ ...PEER }), { trustProxyHops: 3, onVercel: false })).toBe("10.0.0.9");
  });

  it("on Vercel, believes Vercel's own header, then x-real-ip", () => {
    const vercel = { trustProxyHops: 0, onVercel: true };
    const headers = { ...PEER, "x-forwarded-for": "6.6.6.6", "x-vercel-forwarded-for": "198.51.100.4", "x-real-ip": "198.51.100.5" };
    expect(clientKey(request(headers), vercel)).toBe("198.51.100.4");
    expect(clientKey(request({ "x-real-ip": "198.51.100.5" }), vercel)).toBe("198.51.100.5");
  });
});

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

describe("clientKey for IPv6", () => {
  const direct = { trustProxyHops: 0, onVercel: false };
  const from = (address: string) => request({ [PEER_ADDRESS_HEADER]: address });

  it("keys an IPv6 client by its /64: one subscriber's many addresses share one limit", () => {
    const a = clientKey(from("2001:db8:1:2:aaaa:bbbb:cccc:dddd"), direct);
    expect(a).toBe("2001:db8:1:2::/64");
    expect(clientKey(from("2001:0db8:0001:0002::1"), direct)).toBe(a);
    expect(clientKey(from("2001:DB8:1:2:ffff::"), direct)).toBe(a);
    expect(clientKey(from("2001:db8:1:3::1"), direct)).not.toBe(a);
  });

  it("does the same for forwarded and Vercel addresses, and reads an IPv4-mapped address as IPv4", () => {
    const proxied = request({ [PEER_ADDRESS_HEADER]: "10.0.0.2", "x-forwarded-for": "2001:db8::7" });
    expect(clientKey(proxied, { trustProxyHops: 1, onVercel: false })).toBe("2001:db8::/64");
    const vercel = request({ "x-vercel-forwarded-for": "2001:db8:9:9:1:2:3:4" });
    expect(clientKey(vercel, { trustProxyHops: 0, onVercel: true })).toBe("2001:db8:9:9::/64");
    expect(clientKey(from("::ffff:192.0.2.1"), direct)).toBe("192.0.2.1");
    expect(clientKey(from("fe80::1%eth0"), direct)).toBe("fe80::/64");
    expect(clientKey(from("::1"), direct)).toBe("::/64");
  });
});

import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { clientKey } from "./client-key";
import { createForwardedNotice } from "./forwarded-notice";
import { PEER_ADDRESS_HEADER, installPeerAddressStamp } from "./peer-address";

const direct = { trustProxyHops: 0, onVercel: false };
const request = (headers: Record<string, string>) => new Request("http://127.0.0.1/", { headers });

beforeAll(() => installPeerAddressStamp());
afterEach(() => vi.restoreAllMocks());

describe("X-Forwarded-For with no trusted proxy", () => {
  it("is said once in the log by clientKey: behind a proxy every client would share one limit", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    for (const client of ["203.0.113.7", "203.0.113.8"]) {
      expect(clientKey(request({ [PEER_ADDRESS_HEADER]: "10.0.0.2", "x-forwarded-for": client }), direct)).toBe("10.0.0.2");
    }
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toContain("TRUST_PROXY_HOPS");
  });

  it("stays quiet when the header is only the connection's own address (next start writes it so)", () => {
    const lines: string[] = [];
    const notice = createForwardedNotice((line) => lines.push(line));
    notice(request({ "x-forwarded-for": "10.0.0.2" }), "10.0.0.2");
    notice(request({}), "10.0.0.2");
    expect(lines).toEqual([]);
    notice(request({ "x-forwarded-for": "203.0.113.7, 10.0.0.2" }), "10.0.0.2");
    notice(request({ "x-forwarded-for": "203.0.113.9" }), "10.0.0.2");
    expect(lines).toHaveLength(1);
  });

  it("is not said when proxies are trusted or on Vercel", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const forwarded = request({ [PEER_ADDRESS_HEADER]: "10.0.0.2", "x-forwarded-for": "203.0.113.7" });
    clientKey(forwarded, { trustProxyHops: 1, onVercel: false });
    clientKey(forwarded, { trustProxyHops: 0, onVercel: true });
    expect(warn).not.toHaveBeenCalled();
  });
});

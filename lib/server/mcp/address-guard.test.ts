import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { request } from "undici";
import { AddressRefusedError, checkTargetUrl, guardedLookup, type Resolver } from "./address-guard";
import { createGuardedAgent } from "./guarded-agent";

// The address check happens where the socket is made: the relay's undici agent resolves a name
// through guardedLookup, which hands the socket exactly the addresses it checked. A name that
// resolves to a public address when checked and to 127.0.0.1 when connected (DNS rebinding) gets
// no second, unchecked lookup: every connection's one lookup is the checked one.

const STRICT = { allowPrivate: false };
const OPEN = { allowPrivate: true };

function fixedResolver(table: Record<string, string[]>): Resolver {
  return async (hostname) => {
    const addresses = table[hostname];
    if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: "ENOTFOUND" });
    return addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
  };
}

/** Calls a lookup the way net.connect does, both ways it may ask. */
function lookupAll(lookup: ReturnType<typeof guardedLookup>, hostname: string, family?: number) {
  return new Promise<{ address: string; family: number }[]>((resolve, reject) => {
    lookup(hostname, { all: true, family }, (error, addresses) => (error ? reject(error) : resolve(addresses as never)));
  });
}

function lookupOne(lookup: ReturnType<typeof guardedLookup>, hostname: string) {
  return new Promise<{ address: string; family: number }>((resolve, reject) => {
    lookup(hostname, {}, (error, address, family) => (error ? reject(error) : resolve({ address: address as string, family: family as number })));
  });
}

describe("guardedLookup", () => {
  const resolver = fixedResolver({
    "public.test": ["93.184.216.34", "2606:2800:220:1:248:1893:25c8:1946"],
    "loopback.test": ["127.0.0.1"],
    "mixed.test": ["93.184.216.34", "10.0.0.7"],
    "mapped.test": ["::ffff:192.168.0.10"],
    "metadata.test": ["169.254.169.254"],
  });

  it("hands back every address of a public name", async () => {
    const lookup = guardedLookup(STRICT, resolver);
    expect(await lookupAll(lookup, "public.test")).toEqual([
      { address: "93.184.216.34", family: 4 },
      { address: "2606:2800:220:1:248:1893:25c8:1946", family: 6 },
    ]);
    expect(await lookupAll(lookup, "public.test", 6)).toEqual([{ address: "2606:2800:220:1:248:1893:25c8:1946", family: 6 }]);
    expect(await lookupOne(lookup, "public.test")).toEqual({ address: "93.184.216.34", family: 4 });
  });

  it.each([["loopback.test"], ["mixed.test"], ["mapped.test"]])("refuses %s, which resolves to a private address", async (name) => {
    const lookup = guardedLookup(STRICT, resolver);
    const refusal = lookupAll(lookup, name);
    await expect(refusal).rejects.toBeInstanceOf(AddressRefusedError);
    await expect(refusal).rejects.toMatchObject({ code: "ERR_MCP_ADDRESS_REFUSED", refusal: "private", hostname: name });
    await expect(lookupOne(lookup, name)).rejects.toBeInstanceOf(AddressRefusedError);
  });

  it("lets private names through when private networks are allowed, but never metadata", async () => {
    const lookup = guardedLookup(OPEN, resolver);
    expect(await lookupAll(lookup, "loopback.test")).toEqual([{ address: "127.0.0.1", family: 4 }]);
    await expect(lookupAll(lookup, "metadata.test")).rejects.toMatchObject({ refusal: "metadata" });
  });

  it("passes resolver failures on as they are", async () => {
    await expect(lookupAll(guardedLookup(STRICT, resolver), "nowhere.test")).rejects.toMatchObject({ code: "ENOTFOUND" });
  });

  it("checks every lookup: a name rebound to a private address after a public answer is refused", async () => {
    let calls = 0;
    const rebinding: Resolver = async () => [{ address: ++calls === 1 ? "93.184.216.34" : "127.0.0.1", family: 4 }];
    const lookup = guardedLookup(STRICT, rebinding);
    expect(await lookupAll(lookup, "rebind.test")).toEqual([{ address: "93.184.216.34", family: 4 }]);
    await expect(lookupAll(lookup, "rebind.test")).rejects.toBeInstanceOf(AddressRefusedError);
  });
});

describe("checkTargetUrl", () => {
  it.each([["file:///etc/passwd"], ["ftp://files.example/"], ["gopher://127.0.0.1:6379/_PING"], ["ws://mcp.example/"]])("refuses %s: only http and https", (url) => {
    expect(checkTargetUrl(new URL(url), OPEN)).toEqual({ ok: false, refusal: "scheme" });
  });

  it("refuses URLs that carry credentials", () => {
    expect(checkTargetUrl(new URL("https://user:pw@mcp.example/"), OPEN)).toEqual({ ok: false, refusal: "credentials" });
  });

  it.each([
    ["http://127.0.0.1/", "private"],
    ["http://2130706433/", "private"],
    ["http://0x7f.1/", "private"],
    ["http://[::1]/", "private"],
    ["http://[::ffff:7f00:1]/", "private"],
    ["http://169.254.169.254/latest/meta-data/", "metadata"],
  ])("refuses the address literal in %s", (url, refusal) => {
    expect(checkTargetUrl(new URL(url), STRICT)).toEqual({ ok: false, refusal });
  });

  it("lets names and public literals through (names are checked when resolved)", () => {
    expect(checkTargetUrl(new URL("https://mcp.example/mcp"), STRICT)).toEqual({ ok: true });
    expect(checkTargetUrl(new URL("http://8.8.8.8/"), STRICT)).toEqual({ ok: true });
    expect(checkTargetUrl(new URL("http://127.0.0.1/"), OPEN)).toEqual({ ok: true });
  });
});

describe("the guarded agent, with real sockets on loopback", () => {
  let server: http.Server;
  let port: number;
  let hits = 0;
  beforeAll(async () => {
    server = http.createServer((_req, res) => {
      hits++;
      res.end("reached");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => void (hits = 0));

  const names = fixedResolver({ "intranet.test": ["127.0.0.1"] });

  async function get(url: string, policy: typeof STRICT) {
    const agent = createGuardedAgent(policy, names);
    try {
      const answer = await request(url, { dispatcher: agent });
      return await answer.body.text();
    } finally {
      await agent.close();
    }
  }

  it.each([
    ["an address literal", () => `http://127.0.0.1:${port}/`],
    ["a name that resolves to loopback", () => `http://intranet.test:${port}/`],
    ["an IPv4-mapped IPv6 literal", () => `http://[::ffff:127.0.0.1]:${port}/`],
  ])("refuses %s without reaching the server", async (_name, url) => {
    await expect(get(url(), STRICT)).rejects.toBeInstanceOf(AddressRefusedError);
    expect(hits).toBe(0);
  });

  it("refuses localhost through the system's own resolver", async () => {
    const agent = createGuardedAgent(STRICT);
    await expect(request(`http://localhost:${port}/`, { dispatcher: agent })).rejects.toBeInstanceOf(AddressRefusedError);
    await agent.close();
    expect(hits).toBe(0);
  });

  it("connects to each of them when private networks are allowed", async () => {
    expect(await get(`http://127.0.0.1:${port}/`, OPEN)).toBe("reached");
    expect(await get(`http://intranet.test:${port}/`, OPEN)).toBe("reached");
    expect(await get(`http://[::ffff:127.0.0.1]:${port}/`, OPEN)).toBe("reached");
    expect(hits).toBe(3);
  });
});

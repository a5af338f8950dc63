import { describe, expect, it } from "vitest";
import { checkBrowserRequest, hostAllowed } from "./browser-request";

const env = { allowedHosts: ["app.test"], platformHosts: [], onVercel: false, trustProxyHops: 0 };
const post = (headers: Record<string, string>) =>
  new Request("http://app.test/api/x", { method: "POST", headers: { "content-type": "application/json", ...headers } });

describe("checkBrowserRequest", () => {
  it("names the first reason to refuse: host, then site, then body type", () => {
    const hosted = { ...env, allowedHosts: ["app.test"] };
    expect(checkBrowserRequest(post({ host: "other.test", origin: "https://evil.test" }), hosted)).toEqual({ ok: false, refusal: "host_not_allowed" });
    expect(checkBrowserRequest(post({ origin: "https://evil.test", "content-type": "text/plain" }), env)).toEqual({ ok: false, refusal: "cross_site" });
    expect(checkBrowserRequest(post({ "content-type": "text/plain" }), env)).toEqual({ ok: false, refusal: "unsupported_media_type" });
    expect(checkBrowserRequest(post({}), env)).toEqual({ ok: true });
  });

  it("takes the body types a route lists", () => {
    const form = post({ "content-type": "application/x-www-form-urlencoded" });
    expect(checkBrowserRequest(form, env).ok).toBe(false);
    expect(checkBrowserRequest(form, env, { mediaTypes: ["application/json", "application/x-www-form-urlencoded"] }).ok).toBe(true);
  });

  it("believes X-Forwarded-Host for the Origin comparison only behind a trusted proxy", () => {
    const proxied = post({ host: "app.test:3000", "x-forwarded-host": "chat.example.com", origin: "https://chat.example.com" });
    expect(checkBrowserRequest(proxied, env).ok).toBe(false);
    expect(checkBrowserRequest(proxied, { ...env, trustProxyHops: 1 }).ok).toBe(true);
  });

  it("trusts Sec-Fetch-Site over Origin when a browser sends both", () => {
    expect(checkBrowserRequest(post({ "sec-fetch-site": "same-origin", origin: "http://elsewhere.test" }), env).ok).toBe(true);
    expect(checkBrowserRequest(post({ "sec-fetch-site": "cross-site", origin: "http://app.test" }), env).ok).toBe(false);
  });
});

describe("hostAllowed", () => {
  const at = (host: string) => new Request("http://x.test/", { headers: { host } });
  const allowed = { allowedHosts: ["chat.example.com", "localhost:3000", "[::1]"], platformHosts: [], onVercel: false };

  it("matches a bare name on any port, and a name with a port only on that port", () => {
    expect(hostAllowed(at("chat.example.com"), allowed)).toBe(true);
    expect(hostAllowed(at("CHAT.example.com:8443"), allowed)).toBe(true);
    expect(hostAllowed(at("localhost:3000"), allowed)).toBe(true);
    expect(hostAllowed(at("localhost:3001"), allowed)).toBe(false);
    expect(hostAllowed(at("[::1]:3000"), allowed)).toBe(true);
    expect(hostAllowed(at("chat.example.com.evil.test"), allowed)).toBe(false);
  });

});

describe("hostAllowed without ALLOWED_HOSTS", () => {
  const at = (host: string) => new Request("http://x.test/", { headers: { host } });
  const selfHosted = { allowedHosts: [], platformHosts: [], onVercel: false };

  it("refuses any other name: a rebound domain is not this server, and its pages would be same-origin", () => {
    for (const host of ["rebound.example", "rebound.example:3000", "localhost.evil.example", "127.0.0.1.nip.io", "chat.vercel.app"]) {
      expect(hostAllowed(at(host), selfHosted), host).toBe(false);
    }
  });

  it("answers loopback names and IP literals, which no one else's DNS can point here", () => {
    for (const host of ["localhost", "localhost:3000", "LOCALHOST", "app.localhost:3000", "127.0.0.1:3000", "192.168.1.5", "[::1]:3000", "[2001:db8::5]"]) {
      expect(hostAllowed(at(host), selfHosted), host).toBe(true);
    }
  });

  it("on Vercel, answers the deployment's own names and *.vercel.app", () => {
    const vercel = { allowedHosts: [], platformHosts: ["chat.example.com", "moonlit-git-main-team.vercel.app"], onVercel: true };
    for (const host of ["chat.example.com", "moonlit-abc123-team.vercel.app", "moonlit-git-main-team.vercel.app"]) {
      expect(hostAllowed(at(host), vercel), host).toBe(true);
    }
    expect(hostAllowed(at("rebound.example"), vercel)).toBe(false);
    expect(hostAllowed(at("vercel.app.evil.example"), vercel)).toBe(false);
  });

  it("refuses a Host that is not a host name at all", () => {
    for (const host of ["", "a b", "evil.example/path", "[::1"]) expect(hostAllowed(at(host), selfHosted), host).toBe(false);
  });
});

import { afterEach, describe, expect, it, vi } from "vitest";
import { hostAllowed } from "./browser-request";

afterEach(() => vi.restoreAllMocks());

describe("a host refused by default", () => {
  it("is named in the log once, with the way to allow it", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const env = { allowedHosts: [], platformHosts: [], onVercel: false };
    const at = (host: string) => new Request("http://x.test/", { headers: { host } });
    expect(hostAllowed(at("127.0.0.1:3000"), env)).toBe(true);
    expect(warn).not.toHaveBeenCalled();
    expect(hostAllowed(at("chat.example.com"), env)).toBe(false);
    expect(hostAllowed(at("other.example.com"), env)).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toMatch(/"chat\.example\.com".*ALLOWED_HOSTS/);
  });
});

import { describe, expect, it } from "vitest";
import { createOpenWarning, isBeyondLocalhost } from "./open-access-warning";

const at = (host: string) => new Request(`http://${host}/api/status`, { headers: { host } });

describe("open-access warning", () => {
  it("warns once when reached beyond localhost without codes", () => {
    const lines: string[] = [];
    const warn = createOpenWarning((line) => lines.push(line), undefined);
    warn({ accessCodes: [] }, at("chat.example.com"));
    warn({ accessCodes: [] }, at("chat.example.com"));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain("ACCESS_CODE");
  });

  it("stays quiet on localhost or with codes", () => {
    const lines: string[] = [];
    const warn = createOpenWarning((line) => lines.push(line), undefined);
    warn({ accessCodes: [] }, at("localhost:3000"));
    warn({ accessCodes: [] }, at("127.0.0.1:3000"));
    warn({ accessCodes: ["x"] }, at("chat.example.com"));
    expect(lines).toEqual([]);
  });

  it("treats a server bound to all interfaces as beyond localhost", () => {
    expect(isBeyondLocalhost(at("localhost:3000"), "0.0.0.0")).toBe(true);
    expect(isBeyondLocalhost(at("[::1]:3000"), undefined)).toBe(false);
    expect(isBeyondLocalhost(at("192.168.1.5:3000"), undefined)).toBe(true);
  });
});

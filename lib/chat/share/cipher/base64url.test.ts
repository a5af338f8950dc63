import { describe, expect, it } from "vitest";
import { fromBase64Url, toBase64Url } from "./base64url";

describe("base64url", () => {
  it("round-trips every length without padding or URL-unsafe characters", () => {
    for (let length = 0; length < 70; length++) {
      const bytes = Uint8Array.from({ length }, (_, i) => (i * 97 + length * 31) % 256);
      const text = toBase64Url(bytes);
      expect(text).toMatch(/^[A-Za-z0-9_-]*$/);
      expect([...fromBase64Url(text)!]).toEqual([...bytes]);
    }
  });

  it("uses - and _ where base64 has + and /", () => {
    expect(toBase64Url(new Uint8Array([0xfb, 0xff, 0xbf]))).toBe("-_-_");
  });

  it("rejects padding, foreign characters and impossible lengths", () => {
    expect(fromBase64Url("AQI=")).toBeNull();
    expect(fromBase64Url("AQ+I")).toBeNull();
    expect(fromBase64Url("AQ I")).toBeNull();
    expect(fromBase64Url("AQIDB")).toBeNull();
    expect([...fromBase64Url("AQI")!]).toEqual([1, 2]);
  });
});

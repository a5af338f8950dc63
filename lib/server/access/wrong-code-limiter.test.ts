import { describe, expect, it } from "vitest";
import { clientKey, createWrongCodeLimiter } from "./wrong-code-limiter";

describe("wrong-code limiter", () => {
  it("blocks a client after the allowed wrong codes until the window passes", () => {
    let now = 0;
    const limiter = createWrongCodeLimiter(3, 60_000, () => now);
    for (let i = 0; i < 3; i++) {
      expect(limiter.retryAfterSeconds("a")).toBe(0);
      limiter.recordWrong("a");
    }
    expect(limiter.retryAfterSeconds("a")).toBe(60);
    expect(limiter.retryAfterSeconds("b")).toBe(0);
    now = 60_001;
    expect(limiter.retryAfterSeconds("a")).toBe(0);
  });

  it("forgets a client's failures after a success", () => {
    const limiter = createWrongCodeLimiter(2, 60_000, () => 0);
    limiter.recordWrong("a");
    limiter.recordSuccess("a");
    limiter.recordWrong("a");
    expect(limiter.retryAfterSeconds("a")).toBe(0);
  });

  it("keys clients by the first forwarded address", () => {
    const request = (headers: Record<string, string>) => new Request("http://h.test/", { headers });
    expect(clientKey(request({ "x-forwarded-for": "10.0.0.1, 10.0.0.2" }))).toBe("10.0.0.1");
    expect(clientKey(request({ "x-real-ip": "10.0.0.3" }))).toBe("10.0.0.3");
    expect(clientKey(request({}))).toBe("direct");
  });
});

import { describe, expect, it } from "vitest";
import { en } from "@/lib/i18n/en";
import { translateWith } from "@/lib/i18n/translate";
import { zhCN } from "@/lib/i18n/zh-CN";
import { createdText, expiryText, shareErrorText } from "./share-text";

const t = translateWith(en, "en");
const zh = translateWith(zhCN, "zh-CN");
const DAY = 24 * 3600 * 1000;
const AT = Date.UTC(2031, 4, 3, 10, 0);

describe("expiryText", () => {
  it("says when a link expires, that it has, or that it never does", () => {
    expect(expiryText(t, "en", AT, AT - DAY)).toMatch(/^Expires May 3, 2031/);
    expect(expiryText(t, "en", AT, AT + DAY)).toMatch(/^Expired May 3, 2031/);
    expect(expiryText(t, "en", AT, AT)).toMatch(/^Expired /);
    expect(expiryText(t, "en", null, AT)).toBe("Never expires");
    expect(expiryText(zh, "zh-CN", null, AT)).toBe("永不过期");
    expect(expiryText(zh, "zh-CN", AT, AT - DAY)).toMatch(/^2031年5月3日.* 过期$/);
  });

  it("dates the creation", () => {
    expect(createdText(t, "en", AT)).toMatch(/^Created May 3, 2031/);
  });
});

describe("shareErrorText", () => {
  it("tells each known kind in the person's language", () => {
    expect(shareErrorText({ kind: "rate_limited" }, t)).toBe("Too many links from here just now. Try again later.");
    // The limits are hourly: the wait is the server's Retry-After, in minutes.
    expect(shareErrorText({ kind: "rate_limited", retryAfterSeconds: 1_500 }, t)).toBe("Too many links from here just now. Try again in 25 min.");
    expect(shareErrorText({ kind: "rate_limited", retryAfterSeconds: 20 }, zh)).toBe("刚才从这里创建的链接太多。请 1 分钟后再试。");
    expect(shareErrorText(Object.assign(new Error("413"), { kind: "too_large" }), t)).toMatch(/^Too large to share/);
    expect(shareErrorText({ kind: "unauthorized" }, t)).toBe("Sharing needs the access code.");
    expect(shareErrorText({ kind: "network" }, zh)).toBe("无法连接服务器。请重试。");
  });

  it("brings the message of anything else", () => {
    expect(shareErrorText(Object.assign(new Error("not base64url"), { kind: "bad_request" }), t)).toBe("Something went wrong: not base64url");
    expect(shareErrorText(new Error("boom"), t)).toBe("Something went wrong: boom");
    expect(shareErrorText("odd", t)).toBe("Something went wrong: odd");
  });
});

import { describe, expect, it } from "vitest";
import { responseError } from "@/lib/chat/share/share-request-error";
import { en } from "@/lib/i18n/en";
import { translateWith } from "@/lib/i18n/translate";
import { zhCN } from "@/lib/i18n/zh-CN";
import { shareErrorText } from "./share-text";

// The server's quota refusals, from its answer to what the Share dialog says, in both languages.

const t = translateWith(en, "en");
const zh = translateWith(zhCN, "zh-CN");

const refusal = (kind: string) =>
  responseError(Response.json({ error: { kind, message: "The share store is full: … (SHARE_STORE_MAX_SHARES)." } }, { status: 507 }));

describe("a refusal for want of room", () => {
  it("says the store is full and that room comes back", async () => {
    const error = await refusal("store_full");
    expect(error.kind).toBe("store_full");
    expect(shareErrorText(error, t)).toBe("This server has no room for more shared links. Links that expire make room; try again later.");
    expect(shareErrorText(error, zh)).toBe("此服务器已没有空间保存更多分享链接。会过期的链接到期后会腾出空间，请稍后再试。");
  });

  it("asks for an expiry when never-expiring links have no more room", async () => {
    const error = await refusal("never_expiring_full");
    expect(error.kind).toBe("never_expiring_full");
    expect(shareErrorText(error, t)).toBe("This server keeps no more links that never expire. Choose an expiry.");
    expect(shareErrorText(error, zh)).toBe("此服务器不再保存永不过期的链接。请选择一个过期时间。");
  });
});

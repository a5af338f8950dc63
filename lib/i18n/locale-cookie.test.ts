import { describe, expect, it } from "vitest";
import { localeCookie, localeInCookies } from "./locale-cookie";

describe("the locale cookie", () => {
  it("remembers a choice for a year, site-wide", () => {
    expect(localeCookie("zh-CN")).toBe("moonlit-locale=zh-CN; Path=/; Max-Age=31536000; SameSite=Lax");
  });
  it("is removed when the person follows the browser again", () => {
    expect(localeCookie(null)).toBe("moonlit-locale=; Path=/; Max-Age=0; SameSite=Lax");
  });
  it("is read back from document.cookie", () => {
    expect(localeInCookies("theme=dark; moonlit-locale=zh-CN; other=1")).toBe("zh-CN");
    expect(localeInCookies("moonlit-locale=xx")).toBeNull();
    expect(localeInCookies("")).toBeNull();
  });
});

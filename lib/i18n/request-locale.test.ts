import { describe, expect, it } from "vitest";
import { acceptedLanguages, requestLocale } from "./request-locale";

describe("acceptedLanguages", () => {
  it("orders by weight, keeping the header's order for equal weights", () => {
    expect(acceptedLanguages("en;q=0.5, zh-CN, zh;q=0.9, fr")).toEqual(["zh-CN", "fr", "zh", "en"]);
  });
  it("leaves out refused languages and the wildcard", () => {
    expect(acceptedLanguages("zh;q=0, *;q=0.1, en-GB;q=0.2")).toEqual(["en-GB"]);
  });
  it("reads nothing from a missing or empty header", () => {
    expect(acceptedLanguages(null)).toEqual([]);
    expect(acceptedLanguages("")).toEqual([]);
  });
});

describe("requestLocale", () => {
  it("takes the chosen language from the cookie first", () => {
    expect(requestLocale("en", "zh-CN,zh;q=0.9")).toBe("en");
    expect(requestLocale("zh-CN", "en-US")).toBe("zh-CN");
  });
  it("else follows Accept-Language", () => {
    expect(requestLocale(undefined, "zh-TW,en;q=0.8")).toBe("zh-CN");
    expect(requestLocale(undefined, "fr-FR,en;q=0.5,zh;q=0.4")).toBe("en");
    expect(requestLocale("klingon", "zh-CN")).toBe("zh-CN");
  });
  it("falls back to English", () => {
    expect(requestLocale(undefined, null)).toBe("en");
    expect(requestLocale(undefined, "de-DE")).toBe("en");
  });
});

import { describe, expect, it } from "vitest";
import { en } from "./en";
import { zhCN } from "./zh-CN";
import { detectLocale, translator } from "./translate";

describe("translate", () => {
  it("fills named values and leaves unknown ones visible", () => {
    const t = translator("en");
    expect(t("message.branch", { index: 2, count: 3 })).toBe("2 / 3");
    expect(t("composer.removeAttachment")).toBe("Remove {name}");
  });

  it("speaks Simplified Chinese", () => {
    expect(translator("zh-CN")("composer.send")).toBe("发送");
  });

  it("has a Chinese string for every English key, each with the same placeholders", () => {
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      const names = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      expect(names(zhCN[key]), key).toEqual(names(en[key]));
    }
  });

  it("detects the locale from the browser's languages", () => {
    expect(detectLocale(["zh-TW", "en"])).toBe("zh-CN");
    expect(detectLocale(["fr-FR", "en-GB"])).toBe("en");
    expect(detectLocale(["de"])).toBe("en");
  });
});

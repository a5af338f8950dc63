import { describe, expect, it } from "vitest";
import { DICTIONARIES, translator } from "./dictionaries";
import { en, type MessageKey } from "./en";
import { detectLocale, LOCALES } from "./locale";
import type { Message } from "./message";
import { keyUnder } from "./translate";

const placeholders = (message: Message) => {
  const forms = typeof message === "string" ? [message] : Object.values(message);
  return [...new Set(forms.flatMap((form) => [...(form ?? "").matchAll(/\{(\w+)\}/g)].map((m) => m[1])))].sort();
};

describe("t", () => {
  it("fills named values", () => {
    const t = translator("en");
    expect(t("message.branch", { index: 2, count: 3 })).toBe("2 / 3");
    expect(t("composer.removeAttachment", { name: "moon.png" })).toBe("Remove moon.png");
  });

  it("writes numbers the way the language does", () => {
    expect(translator("en")("composer.attachmentTooLarge", { name: "a.mp4", size: 15360 })).toBe("a.mp4 is larger than 15,360 MB.");
    expect(translator("zh-CN")("settings.importProgress", { done: 1200, total: 3400 })).toBe("正在导入… 1,200 / 3,400");
  });

  it("picks the plural form by count with Intl.PluralRules", () => {
    const t = translator("en");
    expect(t("settings.importDone", { count: 1 })).toBe("Imported 1 conversation.");
    expect(t("settings.importDone", { count: 3 })).toBe("Imported 3 conversations.");
    expect(t("settings.importDone", { count: 0 })).toBe("Imported 0 conversations.");
    expect(t("reply.thinkingTokens", { count: 1234 })).toBe("1,234 tokens");
  });

  it("has one form for every count in Chinese", () => {
    const t = translator("zh-CN");
    expect(t("settings.importDone", { count: 1 })).toBe("已导入 1 个对话。");
    expect(t("settings.importDone", { count: 3 })).toBe("已导入 3 个对话。");
  });

  it("speaks Simplified Chinese", () => {
    expect(translator("zh-CN")("composer.send")).toBe("发送");
  });

  it("needs every value a sentence names, and shows a missing one as it is", () => {
    const t = translator("en");
    // @ts-expect-error: "Remove {name}" needs its name
    expect(t("composer.removeAttachment")).toBe("Remove {name}");
    // @ts-expect-error: the count picks the plural form, so it must be a number
    expect(t("settings.importDone", { count: "2" })).toBe("Imported 2 conversations.");
  });

  it("finds a key from a name that comes from outside", () => {
    const t = translator("zh-CN");
    expect(keyUnder(t, "error.storage.", "quota")).toBe("error.storage.quota");
    expect(keyUnder(t, "error.storage.", "full")).toBeUndefined();
    expect(keyUnder(t, "", "toString")).toBeUndefined();
  });
});

describe("the dictionaries", () => {
  for (const locale of LOCALES) {
    it(`${locale} has every English key, with the same placeholders and the plural forms the language needs`, () => {
      const dict = DICTIONARIES[locale];
      const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
      expect(Object.keys(dict).sort()).toEqual(Object.keys(en).sort());
      for (const key of Object.keys(en) as MessageKey[]) {
        const message: Message = dict[key];
        expect(typeof message, key).toBe(typeof en[key]);
        expect(placeholders(message), key).toEqual(placeholders(en[key]));
        if (typeof message !== "string") expect(Object.keys(message).sort(), key).toEqual([...categories].sort());
      }
    });
  }
});

describe("detectLocale", () => {
  it("detects the locale from the browser's languages", () => {
    expect(detectLocale(["zh-TW", "en"])).toBe("zh-CN");
    expect(detectLocale(["fr-FR", "en-GB"])).toBe("en");
    expect(detectLocale(["de"])).toBe("en");
  });
});

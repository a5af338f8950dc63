import { describe, expect, it } from "vitest";
import { translator } from "@/lib/i18n/dictionaries";
import { StorageError } from "@/lib/db/storage-error";
import { errorText } from "./error-text";

describe("errorText", () => {
  it("tells a storage failure by its kind, in the reader's language", () => {
    expect(errorText(new StorageError("quota"), translator("zh-CN"))).toMatch(/^浏览器存储空间已满/);
    expect(errorText(new StorageError("unavailable"), translator("en"))).toBe(new StorageError("unavailable").message);
  });
  it("passes other errors' messages through", () => {
    expect(errorText(new Error("boom"), translator("zh-CN"))).toBe("boom");
    expect(errorText("plain", translator("en"))).toBe("plain");
  });
});

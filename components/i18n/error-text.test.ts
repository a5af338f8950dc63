import { describe, expect, it } from "vitest";
import { translator } from "@/lib/i18n/dictionaries";
import { StorageError } from "@/lib/db/storage-error";
import { errorText } from "./error-text";

describe("errorText", () => {
  it("tells a storage failure by its kind, in the reader's language", () => {
    expect(errorText(new StorageError("quota"), translator("zh-CN"))).toMatch(/^浏览器存储空间已满/);
    expect(errorText(new StorageError("unavailable"), translator("en"))).toBe(new StorageError("unavailable").message);
  });
  it("tells an engine refusal that has words of its own by its kind, and passes the others' messages through", () => {
    // By name and kind, as the engine's EngineError carries them (the engine itself need not load).
    const refusal = (kind: string, message: string) => Object.assign(new Error(message), { name: "EngineError", kind });
    expect(errorText(refusal("other-tab-streaming", "in English"), translator("zh-CN"))).toMatch(/^另一个标签页/);
    expect(errorText(refusal("not-found", "No conversation c."), translator("zh-CN"))).toBe("No conversation c.");
  });
  it("passes other errors' messages through", () => {
    expect(errorText(new Error("boom"), translator("zh-CN"))).toBe("boom");
    expect(errorText("plain", translator("en"))).toBe("plain");
  });
});

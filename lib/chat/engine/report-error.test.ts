import { beforeEach, describe, expect, it, vi } from "vitest";
import { StorageError } from "@/lib/db/storage-error";
import { usePreferencesStore } from "@/lib/stores/preferences-store";
import { useToastStore } from "@/lib/stores/toast-store";
import { errorToastKey, reportError } from "./report-error";

describe("reportError", () => {
  beforeEach(() => {
    useToastStore.setState({ toasts: [] });
    vi.spyOn(console, "error").mockImplementation(() => undefined);
  });

  it("says plainly that saving failed when storage is full", async () => {
    usePreferencesStore.setState({ locale: "en" });
    await reportError(new StorageError("quota"));
    const [toast] = useToastStore.getState().toasts;
    expect(toast.message).toMatch(/^Could not save: /);
    expect(toast.message).toMatch(/storage is full/i);
  });

  it("speaks the chosen language", async () => {
    usePreferencesStore.setState({ locale: "zh-CN" });
    await reportError(new Error("boom"));
    expect(useToastStore.getState().toasts[0].message).toBe("出错了：boom");
  });

  it("tells storage errors from others by name, without loading the database code", () => {
    expect(errorToastKey(new StorageError("unavailable"))).toBe("error.storage");
    expect(errorToastKey(new TypeError("x"))).toBe("error.generic");
    expect(errorToastKey("text")).toBe("error.generic");
  });
});

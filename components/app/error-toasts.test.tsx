// @vitest-environment jsdom
import { act } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { I18nProvider } from "@/components/i18n/i18n-provider";
import { en } from "@/lib/i18n/en";
import { useToastStore } from "@/components/ui/toast-store";
import { reportError } from "@/lib/chat/engine";
import { usePreferencesStore } from "@/lib/chat/stores/preferences-store";
import { StorageError } from "@/lib/db/storage-error";
import { render } from "@/components/chat/parts/test-support/render";
import { ErrorToasts } from "./error-toasts";

describe("ErrorToasts", () => {
  beforeEach(() => {
    useToastStore.setState({ toasts: [] });
    vi.spyOn(console, "error").mockImplementation(() => undefined);
  });

  it("says plainly that saving failed when storage is full", () => {
    const view = render(<I18nProvider dictionary={en}><ErrorToasts /></I18nProvider>);
    act(() => reportError(new StorageError("quota")));
    const [toast] = useToastStore.getState().toasts;
    expect(toast.message).toMatch(/^Could not save: /);
    expect(toast.message).toMatch(/storage is full/i);
    view.unmount();
    reportError(new Error("after unmount"));
    expect(useToastStore.getState().toasts).toHaveLength(1);
  });

  it("says an action the engine refused in that refusal's own words, not as a failure", () => {
    const view = render(<I18nProvider dictionary={en}><ErrorToasts /></I18nProvider>);
    act(() => reportError(Object.assign(new Error("in the engine's words"), { name: "EngineError", kind: "other-tab-streaming" })));
    expect(useToastStore.getState().toasts.at(-1)?.message).toBe(en["error.engine.other-tab-streaming"]);
    // A refusal without words of its own still reads as a failure, with its message.
    act(() => reportError(Object.assign(new Error("No conversation c."), { name: "EngineError", kind: "not-found" })));
    expect(useToastStore.getState().toasts.at(-1)?.message).toBe("Something went wrong: No conversation c.");
    view.unmount();
  });

  it("speaks the chosen language", async () => {
    usePreferencesStore.setState({ locale: "zh-CN" });
    await act(() => usePreferencesStore.persist.rehydrate());
    const view = render(<I18nProvider dictionary={en}><ErrorToasts /></I18nProvider>);
    await vi.waitFor(() => expect(document.documentElement.lang).toBe("zh-CN"));
    act(() => reportError(new Error("boom")));
    expect(useToastStore.getState().toasts.at(-1)?.message).toBe("出错了：boom");
    view.unmount();
  });
});

// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";
import { PREFERENCES_STORAGE_KEY } from "./preferences-store";

describe("preferences store", () => {
  it("persists theme, locale and default settings to localStorage", async () => {
    const { usePreferencesStore } = await import("./preferences-store");
    usePreferencesStore.getState().setTheme("dark");
    usePreferencesStore.getState().setLocale("zh-CN");
    usePreferencesStore.getState().setDefaultSettings({ model: "kimi-k3", protocol: "openai" });
    const saved = JSON.parse(localStorage.getItem(PREFERENCES_STORAGE_KEY)!).state;
    expect(saved).toMatchObject({ theme: "dark", locale: "zh-CN", defaultSettings: { model: "kimi-k3", protocol: "anthropic" } });
  });

  it("restores valid stored values and ignores invalid ones", async () => {
    localStorage.setItem(
      PREFERENCES_STORAGE_KEY,
      JSON.stringify({ state: { theme: "neon", locale: "en", defaultSettings: { effort: "low" } }, version: 1 }),
    );
    vi.resetModules();
    const { usePreferencesStore } = await import("./preferences-store");
    // Nothing is read at creation (the first client render must match the server's)…
    expect(usePreferencesStore.getState().locale).toBeNull();
    // …only when the app asks, after mounting.
    await usePreferencesStore.persist.rehydrate();
    expect(usePreferencesStore.persist.hasHydrated()).toBe(true);
    const state = usePreferencesStore.getState();
    expect(state.theme).toBe("system");
    expect(state.locale).toBe("en");
    expect(state.defaultSettings).toMatchObject({ effort: "low", model: "kimi-k3.1-pro" });
  });
});

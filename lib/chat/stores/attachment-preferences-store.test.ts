// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";
import { ATTACHMENT_PREFERENCES_KEY } from "./attachment-preferences-store";

describe("attachment preferences store", () => {
  it("starts from the defaults and keeps changes in localStorage", async () => {
    const { useAttachmentPreferences } = await import("./attachment-preferences-store");
    expect(useAttachmentPreferences.getState()).toMatchObject({ maxImageSide: 2048, maxImageMb: 5, keepOriginals: false });
    useAttachmentPreferences.getState().change({ maxImageSide: 1024 });
    useAttachmentPreferences.getState().change({ keepOriginals: true });
    const saved = JSON.parse(localStorage.getItem(ATTACHMENT_PREFERENCES_KEY)!).state;
    expect(saved).toEqual({ maxImageSide: 1024, maxImageMb: 5, keepOriginals: true });
  });

  it("reads what was stored, defaulting what is not valid", async () => {
    localStorage.setItem(ATTACHMENT_PREFERENCES_KEY, JSON.stringify({ state: { maxImageSide: 1536, maxImageMb: 99, keepOriginals: "yes" }, version: 1 }));
    vi.resetModules();
    const { useAttachmentPreferences } = await import("./attachment-preferences-store");
    expect(useAttachmentPreferences.getState()).toMatchObject({ maxImageSide: 1536, maxImageMb: 5, keepOriginals: false });
  });
});

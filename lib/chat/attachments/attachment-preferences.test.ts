import { describe, expect, it } from "vitest";
import { DEFAULT_ATTACHMENT_PREFERENCES, imageLimits, normalizeAttachmentPreferences } from "./attachment-preferences";

describe("attachment preferences", () => {
  it("default to 2,048 px and 5 MB, originals not kept", () => {
    expect(DEFAULT_ATTACHMENT_PREFERENCES).toEqual({ maxImageSide: 2048, maxImageMb: 5, keepOriginals: false });
    expect(imageLimits(DEFAULT_ATTACHMENT_PREFERENCES)).toEqual({ maxSide: 2048, maxBytes: 5 * 1024 * 1024 });
  });

  it("keep valid stored values and default the rest", () => {
    expect(normalizeAttachmentPreferences({ maxImageSide: 1024, maxImageMb: 2, keepOriginals: true })).toEqual({ maxImageSide: 1024, maxImageMb: 2, keepOriginals: true });
    expect(normalizeAttachmentPreferences({ maxImageSide: 10, maxImageMb: 2.5, keepOriginals: "yes" })).toEqual(DEFAULT_ATTACHMENT_PREFERENCES);
    expect(normalizeAttachmentPreferences(undefined)).toEqual(DEFAULT_ATTACHMENT_PREFERENCES);
  });
});

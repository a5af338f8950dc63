// How the person wants images prepared before they are stored (attachment-preferences.ts), kept in
// localStorage under a key of its own. Only preparing a file and the settings sheet use it, both after
// the page has rendered, so it is not part of the first load and reads localStorage as it is created.

import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";
import {
  DEFAULT_ATTACHMENT_PREFERENCES,
  normalizeAttachmentPreferences,
  type AttachmentPreferences,
} from "@/lib/chat/attachments/attachment-preferences";

export const ATTACHMENT_PREFERENCES_KEY = "moonlit-attachment-preferences";

interface AttachmentPreferencesState extends AttachmentPreferences {
  change(changes: Partial<AttachmentPreferences>): void;
}

export const useAttachmentPreferences = create<AttachmentPreferencesState>()(
  persist(
    (set) => ({
      ...DEFAULT_ATTACHMENT_PREFERENCES,
      change: (changes) => set((state) => normalizeAttachmentPreferences({ ...state, ...changes })),
    }),
    {
      name: ATTACHMENT_PREFERENCES_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ maxImageSide, maxImageMb, keepOriginals }): AttachmentPreferences => ({ maxImageSide, maxImageMb, keepOriginals }),
      // Stored values from an older version or another hand: keep what is valid.
      merge: (persisted, current) => ({ ...current, ...normalizeAttachmentPreferences(persisted) }),
    },
  ),
);

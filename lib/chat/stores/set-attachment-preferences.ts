// Changing how images are prepared: apart from the preferences store, so that only the settings sheet
// loads this (and the code that normalises what was stored).

import { normalizeAttachmentPreferences, type AttachmentPreferences } from "@/lib/chat/attachments/attachment-preferences";
import { usePreferencesStore } from "./preferences-store";

export function setAttachmentPreferences(changes: Partial<AttachmentPreferences>): void {
  usePreferencesStore.setState((state) => ({ attachments: { ...normalizeAttachmentPreferences(state.attachments), ...changes } }));
}

// Failures that happen away from any button press (a batch write of a streaming reply hitting a full
// disk, say) still reach the person: a toast in their language, and the console for details.

import { detectLocale, loadDictionary, translateWith } from "@/lib/i18n/locale";
import { usePreferencesStore } from "@/lib/stores/preferences-store";
import { showToast } from "@/lib/stores/toast-store";

/** The toast text for an error: storage trouble says it could not save; anything else, that it failed. */
export function errorToastKey(error: unknown): "error.storage" | "error.generic" {
  return error instanceof Error && error.name === "StorageError" ? "error.storage" : "error.generic";
}

export async function reportError(error: unknown): Promise<void> {
  console.error("Moonlit:", error);
  const chosen = usePreferencesStore.getState().locale;
  const locale = chosen ?? detectLocale(typeof navigator === "undefined" ? [] : navigator.languages);
  const t = translateWith(await loadDictionary(locale));
  const message = error instanceof Error ? error.message : String(error);
  showToast({ message: t(errorToastKey(error), { message }) });
}

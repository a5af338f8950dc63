// The sentence for a failed import, in the person's language when the error says what kind it is
// (zip imports do); the JSON import's own messages name the exact field and stand as they are.

import type { ImportErrorKind } from "@/lib/db/import-validation";
import type { Translate } from "@/lib/i18n/translate";

interface KindedImportError {
  kind?: ImportErrorKind;
  entry?: string;
  detail?: string;
}

export function importErrorText(error: unknown, t: Translate): string | undefined {
  if (!(error instanceof Error) || error.name !== "ImportError") return undefined;
  const { kind, entry = "", detail = "" } = error as KindedImportError;
  switch (kind) {
    case "notExport":
      return t("importError.notExport");
    case "noManifest":
      return t("importError.noManifest", { entry });
    case "version":
      return t("importError.version", { entry, detail });
    case "tooLarge":
      return entry ? t("importError.tooLarge", { entry, limit: detail }) : t("settings.importTooLarge", { limit: detail });
    case "unpacksTooLarge":
      return t("importError.unpacksTooLarge", { limit: detail });
    case "badEntry":
      return t("importError.badEntry", { entry, detail });
    case "incomplete":
      return t("importError.incomplete");
    default:
      return undefined;
  }
}

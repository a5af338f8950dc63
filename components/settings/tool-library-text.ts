// A refused library change in the person's language.

import type { Translate } from "@/lib/i18n/translate";
import type { ToolLibraryError } from "@/lib/db/tool-library-error";

export function toolLibraryErrorText(error: unknown, t: Translate): string {
  if (!(error instanceof Error)) return String(error);
  if (error.name !== "ToolLibraryError") return error.message;
  const problem = (error as ToolLibraryError).problem;
  switch (problem.kind) {
    case "notJson":
      return t("toolLibrary.error.notJson");
    case "shape":
      return t("toolLibrary.error.shape", { detail: problem.detail });
    case "name":
      return `${problem.name}: ${t("toolLibrary.error.name")}`;
    case "builtin":
    case "duplicate":
      return t(`toolLibrary.error.${problem.kind}`, { name: problem.name });
    case "schema":
      return t("toolLibrary.error.schema", { name: problem.name, path: problem.path, message: problem.message });
  }
}

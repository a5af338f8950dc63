// The sentence a person reads for an error. A storage failure is told by its kind, in their language
// (by name and kind, so the database code need not load to recognise it); any other error brings its
// own message.

import { keyUnder, type Translate } from "@/lib/i18n/translate";

export function errorText(error: unknown, t: Translate): string {
  if (!(error instanceof Error)) return String(error);
  const kind = (error as { kind?: unknown }).kind;
  const key = error.name === "StorageError" && typeof kind === "string" ? keyUnder(t, "error.storage.", kind) : undefined;
  return key ? t(key) : error.message;
}

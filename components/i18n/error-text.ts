// The sentence a person reads for an error. A storage failure, and an engine refusal that has words of
// its own, is told by its kind, in their language (by name and kind, so neither the database code nor
// the engine need load to recognise it); any other error brings its own message.

import { keyUnder, type Translate } from "@/lib/i18n/translate";

/** Errors whose kinds have sentences, by the error's name. */
const KINDS_UNDER = { StorageError: "error.storage.", EngineError: "error.engine." } as const;

export function errorText(error: unknown, t: Translate): string {
  if (!(error instanceof Error)) return String(error);
  return refusalText(error, t) ?? storageText(error, t) ?? error.message;
}

function kindText(error: Error, t: Translate, name: keyof typeof KINDS_UNDER): string | undefined {
  const kind = (error as { kind?: unknown }).kind;
  if (error.name !== name || typeof kind !== "string") return undefined;
  const key = keyUnder(t, KINDS_UNDER[name], kind);
  return key ? t(key) : undefined;
}

const storageText = (error: Error, t: Translate) => kindText(error, t, "StorageError");

/** An engine refusal that has words of its own: a whole sentence, said as it is, not as a failure. */
export function refusalText(error: unknown, t: Translate): string | undefined {
  return error instanceof Error ? kindText(error, t, "EngineError") : undefined;
}

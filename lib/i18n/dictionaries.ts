// Every dictionary at hand, for code that needs a language synchronously: the server (it renders the
// first paint in the person's language) and tests. Client code must not import this file: it would
// put every language into the first load. It goes through I18nProvider instead.

import type { Dictionary } from "./dictionary";
import { en } from "./en";
import type { Locale } from "./locale";
import { translateWith, type Translate } from "./translate";
import { zhCN } from "./zh-CN";

export const DICTIONARIES: Record<Locale, Dictionary> = { en, "zh-CN": zhCN };

export function translator(locale: Locale): Translate {
  return translateWith(DICTIONARIES[locale], locale);
}

// Every dictionary at hand, for code that needs a language synchronously (tests, tools). The app's
// UI goes through locale.ts, which loads the non-English dictionaries on demand.

import { en } from "./en";
import { translateWith, type Dictionary, type Locale, type Translate } from "./locale";
import { zhCN } from "./zh-CN";

export { detectLocale, LOCALES, type Locale, type Translate } from "./locale";

const dictionaries: Record<Locale, Dictionary> = { en, "zh-CN": zhCN };

export function translator(locale: Locale): Translate {
  return translateWith(dictionaries[locale]);
}

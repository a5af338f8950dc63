// The shape every language's dictionary has: English's keys, each a sentence where English has a
// sentence and plural forms where English has plural forms. A missing key or a sentence in place of
// plural forms fails the type check; translate.test.ts checks that the placeholders agree.

import type { English } from "./en";
import type { PluralForms } from "./message";

/** The same shape for a part of English (one file under en/), so each zh-CN/ file is checked on its own. */
export type DictionaryOf<E> = { [K in keyof E]: E[K] extends string ? string : PluralForms };

export type Dictionary = DictionaryOf<English>;

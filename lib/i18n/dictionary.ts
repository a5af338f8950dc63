// The shape every language's dictionary has: English's keys, each a sentence where English has a
// sentence and plural forms where English has plural forms. A missing key or a sentence in place of
// plural forms fails the type check; translate.test.ts checks that the placeholders agree.

import type { English, MessageKey } from "./en";
import type { PluralForms } from "./message";

export type Dictionary = { [K in MessageKey]: English[K] extends string ? string : PluralForms };

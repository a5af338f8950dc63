// `t`: a key and its values in, the sentence in the UI's language out. Plural forms are picked with
// Intl.PluralRules by `count`; numbers among the values are written with Intl.NumberFormat, so
// counts read "1,234" in English and Chinese alike without each caller formatting them.

import type { Dictionary } from "./dictionary";
import type { English, MessageKey } from "./en";
import type { Locale } from "./locale";
import type { Message, PlaceholdersOf, PluralForms, VarsOf } from "./message";

/** A sentence without placeholders takes no values; one with them needs every one. */
type VarsArg<M> = [PlaceholdersOf<M>] extends [never] ? [] : [vars: VarsOf<M>];

export type Translate = (<K extends MessageKey>(key: K, ...vars: VarsArg<English[K]>) => string) & {
  /** Whether the dictionary has `key` (own keys only, so "toString" is not one). */
  has(key: string): boolean;
};

type Values = Record<string, string | number>;

/** `prefix + name` when `t`'s dictionary has that key, for names that come from outside (an address, an error's kind). */
export function keyUnder<P extends string>(t: Translate, prefix: P, name: string): Extract<MessageKey, `${P}${string}`> | undefined {
  const key = prefix + name;
  return t.has(key) ? (key as Extract<MessageKey, `${P}${string}`>) : undefined;
}

function pluralForm(forms: PluralForms, rules: Intl.PluralRules, count: unknown): string {
  return (typeof count === "number" ? forms[rules.select(count)] : undefined) ?? forms.other;
}

/** Looks keys up in `dict`, in `locale`'s plural rules and digits. */
export function translateWith(dict: Dictionary, locale: Locale): Translate {
  const rules = new Intl.PluralRules(locale);
  const numbers = new Intl.NumberFormat(locale);
  function t(key: MessageKey, vars?: Values): string {
    const message: Message = dict[key];
    const text = typeof message === "string" ? message : pluralForm(message, rules, vars?.count);
    if (!vars) return text;
    return text.replace(/\{(\w+)\}/g, (match, name: string) => {
      if (!Object.hasOwn(vars, name)) return match;
      const value = vars[name];
      return typeof value === "number" ? numbers.format(value) : value;
    });
  }
  t.has = (key: string) => Object.hasOwn(dict, key);
  return t as Translate;
}

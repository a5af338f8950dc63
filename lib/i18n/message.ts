// What a dictionary holds: for each key a sentence with `{name}` placeholders, or, for a sentence
// about a count, one sentence per plural category of the language (Intl.PluralRules), chosen by the
// `count` value. `other` is always there; English also needs `one`, Chinese needs nothing more.

export type PluralForms = Partial<Record<Exclude<Intl.LDMLPluralRule, "other">, string>> & { other: string };

export type Message = string | PluralForms;

/** The `{name}`s of one sentence, as a union of names. */
type NamesIn<S> = S extends `${string}{${infer Name}}${infer Rest}` ? Name | NamesIn<Rest> : never;

/** The values a message needs: its placeholders, and `count` for plural forms. */
export type PlaceholdersOf<M> = M extends string ? NamesIn<M> : NamesIn<M[keyof M]> | "count";

/** A message's values; `count` is a number because it picks the plural form. */
export type VarsOf<M> = { [Name in PlaceholdersOf<M>]: Name extends "count" ? number : string | number };

// Token counts and other integers, grouped the way the reader's language groups digits.

import { memo } from "./memo";

export function formatCount(value: number, locale = "en"): string {
  return memo(`count:${locale}`, () => new Intl.NumberFormat(locale, { maximumFractionDigits: 0 })).format(value);
}

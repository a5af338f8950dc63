// "in 5 seconds", "3 days ago", "5秒钟后", "3天前": a time relative to now, in the reader's language,
// in the largest unit that fits.

import { memo } from "./memo";

const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
];

/** `seconds` from now: positive in the future, negative in the past. */
export function formatRelativeTime(seconds: number, locale = "en"): string {
  const format = memo(`relative:${locale}`, () => new Intl.RelativeTimeFormat(locale, { numeric: "auto" }));
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  }
  return format.format(Math.round(seconds), "second");
}

// Dates given as text by others (a web page's age, "March 2, 2031"): how long ago, and the date in the
// reader's language. Text that is not a date is left to be shown as it came.

import { memo } from "./memo";
import { formatRelativeTime } from "./relative-time";

export interface ReadableDate {
  /** Whether it is before `now`: a page's age in the future (a skewed clock, a test) reads better as a date. */
  past: boolean;
  /** "3 days ago" */
  relative: string;
  /** "Mar 2, 2031", "2031年3月2日" */
  absolute: string;
}

export function readableDate(text: string, now: number, locale = "en"): ReadableDate | null {
  const time = Date.parse(text);
  if (Number.isNaN(time)) return null;
  const dates = memo(`date:${locale}`, () => new Intl.DateTimeFormat(locale, { dateStyle: "medium" }));
  return { past: time <= now, relative: formatRelativeTime((time - now) / 1000, locale), absolute: dates.format(time) };
}

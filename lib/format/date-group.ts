// Which part of the sidebar a conversation falls in by when it last changed: today, yesterday, the
// seven days before, or older. Calendar days in the reader's time zone, not 24-hour windows, so a
// chat from 23:50 is "yesterday" at 00:10.

export type DateGroup = "today" | "yesterday" | "week" | "older";

export const DATE_GROUPS: readonly DateGroup[] = ["today", "yesterday", "week", "older"];

function startOfDay(time: number): number {
  const date = new Date(time);
  date.setHours(0, 0, 0, 0);
  return date.getTime();
}

/** Returns a grouping function for one moment, so a long list pays for the day boundaries once. */
export function dateGrouper(now: number): (time: number) => DateGroup {
  const today = startOfDay(now);
  const yesterday = new Date(today);
  yesterday.setDate(yesterday.getDate() - 1);
  const weekAgo = new Date(today);
  weekAgo.setDate(weekAgo.getDate() - 7);
  const [y, w] = [yesterday.getTime(), weekAgo.getTime()];
  // A time in the future (a skewed clock, an import) counts as today.
  return (time) => (time >= today ? "today" : time >= y ? "yesterday" : time >= w ? "week" : "older");
}

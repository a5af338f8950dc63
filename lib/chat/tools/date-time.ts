// The Date and time built-in: now, in the person's time zone (the browser's) or in an IANA zone the
// model names.

import { failed, ok, type ToolOutcome } from "./tool-outcome";

export interface Clock {
  now(): Date;
  /** The person's IANA time zone. */
  timeZone(): string;
}

export const systemClock: Clock = {
  now: () => new Date(),
  timeZone: () => Intl.DateTimeFormat().resolvedOptions().timeZone,
};

function formatter(timeZone: string): Intl.DateTimeFormat | null {
  try {
    return new Intl.DateTimeFormat("en-US", {
      timeZone,
      weekday: "long",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
      timeZoneName: "longOffset",
    });
  } catch {
    return null;
  }
}

export function currentDateTime(input: Record<string, unknown>, clock: Clock = systemClock): ToolOutcome {
  const asked = input.time_zone;
  if (asked !== undefined && (typeof asked !== "string" || asked.trim() === "")) return failed("`time_zone` must be an IANA time zone name.");
  const format = formatter(typeof asked === "string" ? asked.trim() : clock.timeZone());
  if (!format) return failed(`Unknown time zone “${String(asked)}”; use an IANA name such as Europe/Paris.`);

  const parts = Object.fromEntries(format.formatToParts(clock.now()).map((part) => [part.type, part.value]));
  // "GMT+05:30" → "+05:30"; plain "GMT" is UTC.
  const offset = parts.timeZoneName === "GMT" ? "+00:00" : parts.timeZoneName.replace(/^GMT/, "");
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  const time = `${parts.hour}:${parts.minute}:${parts.second}`;
  return ok(
    JSON.stringify({
      time_zone: format.resolvedOptions().timeZone,
      date,
      time,
      weekday: parts.weekday,
      utc_offset: offset,
      iso: `${date}T${time}${offset}`,
    }),
  );
}

import { describe, expect, it } from "vitest";
import { currentDateTime, type Clock } from "./date-time";

// 2031-04-18T12:03:22Z, a Friday.
const clock = (timeZone: string): Clock => ({ now: () => new Date(Date.UTC(2031, 3, 18, 12, 3, 22)), timeZone: () => timeZone });
const read = (outcome: { content: unknown }) => JSON.parse(String(outcome.content)) as Record<string, string>;

describe("date and time", () => {
  it("tells the time in the person's own zone", () => {
    const outcome = currentDateTime({}, clock("Europe/Paris"));
    expect(outcome.isError).toBe(false);
    expect(read(outcome)).toEqual({
      time_zone: "Europe/Paris",
      date: "2031-04-18",
      time: "14:03:22",
      weekday: "Friday",
      utc_offset: "+02:00",
      iso: "2031-04-18T14:03:22+02:00",
    });
  });

  it("tells it in a zone the model asks for, across the date line and in UTC", () => {
    expect(read(currentDateTime({ time_zone: "Pacific/Kiritimati" }, clock("Europe/Paris")))).toMatchObject({
      date: "2031-04-19",
      time: "02:03:22",
      weekday: "Saturday",
      iso: "2031-04-19T02:03:22+14:00",
    });
    expect(read(currentDateTime({ time_zone: "America/St_Johns" }, clock("UTC"))).iso).toBe("2031-04-18T09:33:22-02:30");
    expect(read(currentDateTime({}, clock("UTC")))).toMatchObject({ time_zone: "UTC", utc_offset: "+00:00", iso: "2031-04-18T12:03:22+00:00" });
  });

  it("its ISO string is the same instant", () => {
    for (const zone of ["Asia/Kolkata", "America/Los_Angeles", "Australia/Eucla"]) {
      expect(Date.parse(read(currentDateTime({ time_zone: zone }, clock("UTC"))).iso)).toBe(Date.UTC(2031, 3, 18, 12, 3, 22));
    }
  });

  it("refuses a zone that is not an IANA name", () => {
    expect(currentDateTime({ time_zone: "Mars/Olympus_Mons" }, clock("UTC"))).toEqual({
      content: "Unknown time zone “Mars/Olympus_Mons”; use an IANA name such as Europe/Paris.",
      isError: true,
    });
    expect(currentDateTime({ time_zone: 3 }, clock("UTC")).isError).toBe(true);
    expect(currentDateTime({ time_zone: " " }, clock("UTC")).isError).toBe(true);
  });
});

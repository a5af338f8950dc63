import { describe, expect, it } from "vitest";
import { dateGrouper } from "./date-group";

const at = (text: string) => new Date(text).getTime();

describe("dateGrouper", () => {
  it("groups by calendar day in the local time zone", () => {
    const group = dateGrouper(at("2026-12-01T00:10:00"));
    expect(group(at("2026-12-01T00:05:00"))).toBe("today");
    expect(group(at("2026-11-30T23:50:00"))).toBe("yesterday");
    expect(group(at("2026-11-30T00:00:00"))).toBe("yesterday");
    expect(group(at("2026-11-29T23:59:59"))).toBe("week");
    expect(group(at("2026-11-24T00:00:00"))).toBe("week");
    expect(group(at("2026-11-23T23:59:59"))).toBe("older");
    expect(group(at("2027-01-01T00:00:00"))).toBe("today");
  });
});

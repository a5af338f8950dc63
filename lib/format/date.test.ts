import { describe, expect, it } from "vitest";
import { readableDate } from "./date";

// Local time, as text like "March 2, 2031" is read.
const now = new Date(2031, 2, 5, 12).getTime();

describe("readableDate", () => {
  it("says how long ago, and the date, in the reader's language", () => {
    expect(readableDate("March 2, 2031", now)).toEqual({ past: true, relative: "3 days ago", absolute: "Mar 2, 2031" });
    expect(readableDate("February 3, 2031", now, "zh-CN")).toEqual({ past: true, relative: "上个月", absolute: "2031年2月3日" });
  });
  it("tells a future date apart", () => {
    expect(readableDate("March 9, 2031", now)?.past).toBe(false);
  });
  it("leaves text that is not a date alone", () => {
    expect(readableDate("a while back", now)).toBeNull();
  });
});

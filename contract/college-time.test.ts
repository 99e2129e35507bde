import { describe, expect, it } from "vitest";
import {
  addDays,
  collegeDate,
  collegeDayStart,
  collegeDayStartOf,
  collegeHour,
  collegeWeekStartOf,
  collegeYearStartOf,
  daysAfter,
  formatCollegeTime,
} from "./college-time";

describe("the college's time (India Standard Time)", () => {
  it("turns the date at 18:30 UTC, not at UTC midnight", () => {
    expect(collegeDate(new Date("2026-03-31T18:29:59Z"))).toBe("2026-03-31");
    expect(collegeDate(new Date("2026-03-31T18:30:00Z"))).toBe("2026-04-01");
    expect(collegeHour(new Date("2026-03-31T03:30:00Z"))).toBe(9);
  });

  it("gives a day's first instant, the week's Monday and the year's 1 January", () => {
    expect(collegeDayStart("2026-11-27").toISOString()).toBe("2026-11-26T18:30:00.000Z");
    expect(collegeDayStartOf(new Date("2026-11-27T20:00:00Z")).toISOString()).toBe(
      "2026-11-27T18:30:00.000Z",
    );
    // Friday 27 November 2026 → Monday 23 November; a Monday is its own week's start.
    expect(collegeWeekStartOf(new Date("2026-11-27T06:00:00Z")).toISOString()).toBe(
      "2026-11-22T18:30:00.000Z",
    );
    expect(collegeWeekStartOf(new Date("2026-11-22T19:00:00Z")).toISOString()).toBe(
      "2026-11-22T18:30:00.000Z",
    );
    expect(collegeYearStartOf(new Date("2026-12-31T19:00:00Z")).toISOString()).toBe(
      "2026-12-31T18:30:00.000Z",
    );
  });

  it("counts days across month and year ends", () => {
    expect(addDays("2026-12-30", 3)).toBe("2027-01-02");
    expect(addDays("2024-03-01", -1)).toBe("2024-02-29");
    expect(daysAfter(new Date("2026-01-01T00:00:00Z"), -7).toISOString()).toBe("2025-12-25T00:00:00.000Z");
  });

  it("writes dates the Indian way, a bare date as that college day", () => {
    expect(formatCollegeTime("2019-07-15")).toBe("15 Jul 2019");
    expect(formatCollegeTime("2026-11-26T19:00:00Z", "longDate")).toBe("27 November 2026");
    expect(formatCollegeTime("2026-11-27T09:35:00Z", "dateTime")).toMatch(/^27 Nov 2026, 3:05\s?pm$/i);
    expect(formatCollegeTime("not a date")).toBe("not a date");
  });
});

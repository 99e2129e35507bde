import { describe, expect, it } from "vitest";
import { formatOpdDate, formatOpdMonthDay, formatSessionHours, opdDaysText, weekdayName } from "./opd-format";

describe("the OPD's days, dates and times in the page's language (issue 24)", () => {
  it("names weekdays in English as stored and in Hindi the Indian way, long and short", () => {
    expect(weekdayName("Monday")).toBe("Monday");
    expect(weekdayName("Thursday", "en", "short")).toBe("Thu");
    expect(weekdayName("Monday", "hi")).toBe("सोमवार");
    expect(weekdayName("Saturday", "hi")).toBe("शनिवार");
    expect(weekdayName("Wednesday", "hi", "short")).toBe("बुध");
  });

  it("lists a department's days in week order, each once", () => {
    const sessions = [{ weekday: "Friday" }, { weekday: "Monday" }, { weekday: "Friday" }] as const;
    expect(opdDaysText([...sessions])).toBe("Mon, Fri");
    expect(opdDaysText([...sessions], "hi")).toBe("सोम, शुक्र");
  });

  it("writes hours with am/pm in English and with the part of the day in Hindi", () => {
    expect(formatSessionHours({ from: "09:00", to: "14:00" })).toBe("9:00 am – 2:00 pm");
    expect(formatSessionHours({ from: "09:00", to: "14:00" }, "hi")).toBe("सुबह 9:00 – दोपहर 2:00");
    expect(formatSessionHours({ from: "16:30", to: "20:00" }, "hi")).toBe("शाम 4:30 – रात 8:00");
  });

  it("writes dates the Indian way in each language", () => {
    expect(formatOpdDate("2026-11-25")).toBe("Wednesday, 25 November 2026");
    expect(formatOpdDate("2026-11-25", "hi")).toBe("बुधवार, 25 नवंबर 2026");
    expect(formatOpdMonthDay("10-01")).toBe("1 October");
    expect(formatOpdMonthDay("10-01", "hi")).toBe("1 अक्टूबर");
  });
});

import { describe, expect, it } from "vitest";
import { reminderKey, reminderMail } from "./nmc-reminders";

/** An instant given in India Standard Time (UTC+05:30). */
const ist = (local: string) => new Date(`${local}+05:30`);

describe("reminderKey", () => {
  it("is due from 09:00 on the 1st for the preceding month, once until the 4th", () => {
    expect(reminderKey(ist("2026-12-01T08:59:00"))).toBeNull();
    expect(reminderKey(ist("2026-12-01T09:00:00"))).toBe("2026-11:1st");
    expect(reminderKey(ist("2026-12-02T00:10:00"))).toBe("2026-11:1st");
    expect(reminderKey(ist("2026-12-04T08:59:00"))).toBe("2026-11:1st");
  });

  it("is due again from 09:00 on the 4th, with a new key, until the month ends", () => {
    expect(reminderKey(ist("2026-12-04T09:00:00"))).toBe("2026-11:4th");
    expect(reminderKey(ist("2026-12-20T12:00:00"))).toBe("2026-11:4th");
    expect(reminderKey(ist("2026-12-31T23:59:00"))).toBe("2026-11:4th");
    // January's reminders are about December.
    expect(reminderKey(ist("2027-01-01T10:00:00"))).toBe("2026-12:1st");
  });

  it("counts days in the college's time zone, not the server's", () => {
    // 1 December 03:45 UTC is 09:15 in India: due; 30 November 20:00 UTC is 1 December 01:30: not yet.
    expect(reminderKey(new Date("2026-12-01T03:45:00Z"))).toBe("2026-11:1st");
    expect(reminderKey(new Date("2026-11-30T20:00:00Z"))).toBeNull();
  });
});

describe("reminderMail", () => {
  it("names the month, the deadline and the screen, and says when it is overdue", () => {
    const due = reminderMail(ist("2026-12-01T09:00:00"), "https://college.example.in");
    expect(due.subject).toBe("Reminder: NMC faculty list for November 2026 due by 5 December 2026");
    expect(due.text).toContain("https://college.example.in/dashboard/nmc-disclosure");
    expect(reminderMail(ist("2026-12-06T09:00:00")).subject).toBe(
      "Overdue: NMC faculty list for November 2026",
    );
  });
});

import { describe, expect, it } from "vitest";
import { addWorkingDays } from "./working-days";

describe("addWorkingDays", () => {
  it("counts 15 working days after receipt, skipping Sundays", () => {
    // Wednesday 2 December 2026: three Sundays (6, 13, 20) fall in the next 18 days.
    expect(addWorkingDays("2026-12-02", 15, new Set())).toBe("2026-12-19");
  });

  it("skips the configured holidays too, and a holiday on a Sunday counts once", () => {
    const holidays = new Set(["2026-12-25", "2026-12-20"]);
    // From Friday 11 December: 12–24 (Sundays 13, 20 out) gives 11 days, 25 is a holiday, 26, 28, 29 and 30 the last four.
    expect(addWorkingDays("2026-12-11", 15, holidays)).toBe("2026-12-30");
  });

  it("never lands on a Sunday and starts counting the day after receipt", () => {
    // Saturday 5 December: the first working day is Monday 7 December.
    expect(addWorkingDays("2026-12-05", 1, new Set())).toBe("2026-12-07");
  });
});

import { describe, expect, it } from "vitest";
import type { AuditEntry } from "../../../contract/audit";
import { COLLECTIONS } from "../../../contract/collections/collections";
import { changeLines, collectionScreens, describeChanges, recordLink } from "./audit-format";

const entry = (overrides: Partial<AuditEntry>): AuditEntry => ({
  _id: "1",
  at: "2026-03-10T19:00:00.000Z",
  actor: null,
  action: "fees.publish",
  entity: "fee-table",
  entityId: "mbbs",
  changes: null,
  details: null,
  ip: null,
  requestId: null,
  ...overrides,
});

describe("audit entries as field-by-field lines", () => {
  it("lists only the values that changed inside a list of rows, by their path", () => {
    const rows = [
      { head: "Tuition", amount: 100 },
      { head: "Hostel", amount: 50 },
    ];
    const changed = [
      { head: "Tuition", amount: 120 },
      { head: "Hostel", amount: 50 },
      { head: "Mess", amount: 30 },
    ];
    const { lines, unchanged } = changeLines(entry({ changes: { rows: { from: rows, to: changed } } }));
    expect(unchanged).toBe(false);
    expect(lines).toEqual([
      { field: "rows[0].amount", from: "100", to: "120" },
      { field: "rows[2].head", from: "—", to: "Mess" },
      { field: "rows[2].amount", from: "—", to: "30" },
    ]);
  });

  it("says a publish changed nothing when both sides are the same", () => {
    const rows = [{ head: "Tuition", amount: 100 }];
    const published = entry({ changes: { rows: { from: rows, to: structuredClone(rows) } } });
    expect(changeLines(published)).toEqual({ lines: [], unchanged: true });
    expect(describeChanges(published)).toBe("no change");
  });

  it("keeps plain fields as one line each, with the entry's details after", () => {
    const update = entry({
      action: "user.update",
      entity: "user",
      changes: { role: { from: "editor", to: "admissions" }, active: { from: true, to: false } },
      details: { invited: true },
    });
    expect(describeChanges(update)).toBe("role: editor → admissions; active: true → false; invited: true");
  });

  it("links a record to the screen that shows it, its own page where it has one", () => {
    const screens = collectionScreens(COLLECTIONS);
    expect(recordLink(entry({ entity: "enquiry", entityId: "abc" }), screens)).toBe(
      "/dashboard/admission-enquiry/abc",
    );
    expect(recordLink(entry({ entity: "user", entityId: "abc" }), screens)).toBe("/dashboard/users");
    expect(recordLink(entry({ entity: "course", entityId: "abc" }), screens)).toBe(
      "/dashboard/collections/courses",
    );
    expect(recordLink(entry({ entity: "audit", entityId: null }), screens)).toBeNull();
    // A collection with a screen of its own links there, not to the generic collection list.
    expect(recordLink(entry({ entity: "notice", entityId: "n1" }), screens)).toBe("/dashboard/notices");
    expect(recordLink(entry({ entity: "toString", entityId: "x" }), screens)).toBeNull();
  });
});

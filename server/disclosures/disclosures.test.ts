import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLINICAL_FIGURES } from "../../contract/clinical-material";
import { MSR_ITEM_LETTERS } from "../../contract/disclosures";
import { facultyRecordInput } from "../../contract/faculty";
import { createTestApp, type TestApp } from "../test-support/test-app";
import { admissionYears, lastYearWindow } from "./disclosures.service";

let t: TestApp;
let records: string;
beforeAll(async () => {
  t = await createTestApp();
  records = await t.signInAs("faculty-records");
  await t.services.collections.seed();
});
afterAll(() => t.close());

// 27 November 2026, noon in India: academic year 2026-27; the twelve months before are 2025-11 … 2026-10.
const NOW = new Date("2026-11-27T06:30:00Z");

let rank = 1;
async function admit(fields: Record<string, unknown>) {
  const response = await t.json(
    "POST",
    "/api/students",
    {
      batch: "2026-27",
      course: "MBBS",
      quota: "state",
      category: "general",
      pwd: false,
      neetRank: rank++,
      neetScore: 600,
      admittedOn: "2026-09-20",
      status: "studying",
      ...fields,
    },
    records,
  );
  expect(response.status, JSON.stringify(fields)).toBe(201);
}

describe("which academic years item (d) shows", () => {
  it("the current one from 1 August (India date) and the one before", () => {
    expect(admissionYears(NOW)).toEqual({ current: "2026-27", previous: "2025-26" });
    // 31 July 2026, 23:00 in India is still 2025-26; an hour later (1 August in India) 2026-27 has begun.
    expect(admissionYears(new Date("2026-07-31T17:30:00Z"))).toEqual({
      current: "2025-26",
      previous: "2024-25",
    });
    expect(admissionYears(new Date("2026-07-31T18:30:00Z"))).toEqual({
      current: "2026-27",
      previous: "2025-26",
    });
  });

  it("the last year: dated records from the same day a year ago, clinical material for the twelve complete months", () => {
    const window = lastYearWindow(NOW);
    expect(window.since).toBe("2025-11-27");
    expect(window.months[0]).toBe("2025-11");
    expect(window.months.at(-1)).toBe("2026-10");
    expect(window.months).toHaveLength(12);
  });
});

describe("item (d): students admitted merit-wise and category-wise", () => {
  it("groups each year's UG and PG admissions by category, each in NEET-rank order, with counts per category and quota, public fields only", async () => {
    await admit({ name: "SC rank 900", category: "sc", neetRank: 900, quota: "management" });
    await admit({ name: "General rank 300", neetRank: 300 });
    await admit({ name: "SC rank 450", category: "sc", neetRank: 450, pwd: true });
    await admit({ name: "General rank 120", neetRank: 120, quota: "all-india" });
    await admit({ name: "PG OBC", course: "MD Pathology", category: "obc", neetRank: 77, quota: "state" });
    await admit({ name: "Last year's", batch: "2025-26", neetRank: 55, admittedOn: "2025-09-02" });
    // Two years back: not shown.
    await admit({ name: "Too old", batch: "2024-25", neetRank: 56, admittedOn: "2024-09-02" });

    const item = await t.services.disclosures.item("d", NOW);
    expect(item.years).toEqual({ current: "2026-27", previous: "2025-26" });
    expect(item.groups.map((group) => `${group.batch} ${group.level} ${group.total}`)).toEqual([
      "2026-27 UG 4",
      "2026-27 PG 1",
      "2025-26 UG 1",
      "2025-26 PG 0",
    ]);
    const ug = item.groups[0]!;
    expect(
      ug.categories.map((group) => [group.label, group.students.map((student) => student.name)]),
    ).toEqual([
      ["General", ["General rank 120", "General rank 300"]],
      ["SC", ["SC rank 450", "SC rank 900"]],
    ]);
    expect(ug.byCategory).toEqual({ general: 2, ews: 0, obc: 0, sc: 2, st: 0 });
    expect(ug.byQuota).toEqual({ state: 2, management: 1, nri: 0, "all-india": 1 });
    expect(ug.pwd).toBe(1);
    expect(Object.keys(ug.categories[0]!.students[0]!).sort()).toEqual(
      ["admittedOn", "course", "name", "neetRank", "neetScore", "quota"].sort(),
    );
    expect(
      item.groups.flatMap((group) => group.categories.flatMap((c) => c.students)).map((s) => s.name),
    ).not.toContain("Too old");
    expect(item.missing).toEqual(["No PG admissions recorded for 2025-26"]);
    expect(item.updatedAt).not.toBeNull();
  });
});

describe("item (k): clinical material of the last twelve months", () => {
  it("totals the months entered, averages the occupancy and names each month missing", async () => {
    const hospital = await t.signInAs("hospital-records");
    for (const [month, opdNew, occupancy] of [
      ["2026-10", 1000, 80],
      ["2026-09", 500, 70],
      ["2025-10", 999_999, 10], // thirteen months back: outside
    ] as const) {
      const response = await t.json(
        "POST",
        "/api/clinical-material",
        {
          month,
          ...Object.fromEntries(CLINICAL_FIGURES.map((name) => [name, 1])),
          opdNew,
          bedOccupancyPercent: occupancy,
        },
        hospital,
      );
      expect(response.status).toBe(201);
    }
    const item = await t.services.disclosures.item("k", NOW);
    expect(item.rows.map((row) => row.month)).toEqual(["2026-09", "2026-10"]);
    expect(item.totals.opdNew).toBe(1500);
    expect(item.totals.deaths).toBe(2);
    expect(item.averageOccupancy).toBe(75);
    expect(item.missing).toHaveLength(10);
    expect(item.missing[0]).toBe("No clinical material for November 2025");
  });
});

describe("the other items", () => {
  it("build from the seeded records and say plainly what is missing", async () => {
    const items = await t.services.disclosures.items(NOW);
    expect(items.map((item) => item.letter)).toEqual(MSR_ITEM_LETTERS);
    const [a, , c, , e, , , h, , j] = items;
    // No faculty member holds the Dean's post, and the leaders' pages give no qualification.
    expect(a!.missing).toContain("Dean: nobody holds the post in the records");
    expect(a!.missing).toContain("Principal: qualification not recorded");
    expect(c!.missing).toContain("MD General Medicine: sanctioned seats not recorded");
    expect(e!.missing).toEqual(["No research publications recorded since 2025-11-27"]);
    expect(h!.missing).toEqual(["BUHS: address not recorded", "AKTU: address not recorded"]);
    expect(j!.missing).toContain("MS Orthopaedics: recognition status not recorded");
    // Items are plain data: what a monthly snapshot can store as it is.
    expect(JSON.parse(JSON.stringify(items))).toEqual(items);
  });

  it("item (a) takes the qualification from the faculty record when it is the same person as the leader's page", async () => {
    await t.services.faculty.create(
      { user: null, ip: null, requestId: null },
      facultyRecordInput.parse({
        name: "Dr. Meera Jha",
        designation: "Professor",
        qualification: "MBBS, MD (Physiology)",
        regNo: "BMC-77001",
        medicalCouncil: "Bihar Medical Council",
        department: "Physiology",
        leadershipRole: "Principal",
        experience: "25 years",
      }),
    );
    const a = await t.services.disclosures.item("a", NOW);
    expect(a.heads.find((head) => head.post === "Principal")).toMatchObject({
      name: "Prof. (Dr.) Meera Jha",
      qualification: "MBBS, MD (Physiology)",
      email: "principal@gvims.example.in",
    });
    expect(a.missing).not.toContain("Principal: qualification not recorded");
  });
});

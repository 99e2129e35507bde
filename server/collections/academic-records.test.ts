import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLES } from "../../contract/permissions";
import { createTestApp, type TestApp } from "../test-support/test-app";

/**
 * Research publications, CMEs and academic events, awards (MSR B.1.11 items (e) to (g)): kept by the academic
 * section (faculty-records) and the admin, read by everyone once published.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const KINDS = [
  {
    name: "publications",
    plural: "publications",
    valid: {
      title: "Anaemia in adolescent girls of rural Patna",
      authors: "Jha M, Sinha R",
      journal: "Indian J Community Med 2026;51(2):101-6",
      publishedOn: "2026-03-14",
      department: "Community Medicine",
      link: "https://doi.org/10.4103/ijcm.ijcm_1_26",
    },
    bad: [
      [{ department: "Cardiology of Mars" }, "department"],
      [{ publishedOn: "14-03-2026" }, "publishedOn"],
      [{ link: "javascript:alert(1)" }, "link"],
      [{ title: " " }, "title"],
    ],
  },
  {
    name: "academic-events",
    plural: "events",
    valid: {
      title: "CME on neonatal resuscitation",
      kind: "cme",
      heldOn: "2026-09-12",
      department: "Paediatrics",
      description: "A half-day CME with hands-on stations.",
    },
    bad: [
      [{ kind: "party" }, "kind"],
      [{ heldOn: "" }, "heldOn"],
    ],
  },
  {
    name: "awards",
    plural: "awards",
    valid: {
      title: "Best paper, state conference of pathologists",
      recipient: "Dr. A. Kumar, Assistant Professor of Pathology",
      awardedOn: "2026-02-20",
      description: null,
    },
    bad: [
      [{ recipient: "" }, "recipient"],
      [{ awardedOn: "2026-02-30" }, "awardedOn"],
    ],
  },
] as const;

describe.each(KINDS)("/api/$name", ({ name, plural, valid, bad }) => {
  it("faculty-records and admin may write; every other role is refused (403), no session 401", async () => {
    for (const role of ROLES) {
      const token = await t.signInAs(role);
      const response = await t.json("POST", `/api/${name}`, { ...valid, status: "published" }, token);
      const allowed = role === "admin" || role === "faculty-records";
      expect(response.status, role).toBe(allowed ? 201 : 403);
    }
    expect((await t.json("POST", `/api/${name}`, valid)).status).toBe(401);
  });

  it("refuses bad input with a 400 naming the field, and stores nothing", async () => {
    const clerk = await t.signInAs("faculty-records");
    const before = (await (await t.json("GET", `/api/${name}?limit=100`, undefined, clerk)).json()).data
      .pagination.totalRecords;
    for (const [patch, field] of bad) {
      const response = await t.json("POST", `/api/${name}`, { ...valid, ...patch }, clerk);
      expect(response.status, JSON.stringify(patch)).toBe(400);
      const body = await response.json();
      expect(body.success).toBe(false);
      expect(body.errors.map((error: { field: string }) => error.field)).toContain(field);
    }
    const after = (await (await t.json("GET", `/api/${name}?limit=100`, undefined, clerk)).json()).data
      .pagination.totalRecords;
    expect(typeof before).toBe("number");
    expect(after).toBe(before);
  });

  it("keeps a draft from visitors until it is published", async () => {
    const clerk = await t.signInAs("faculty-records");
    const created = await t.json("POST", `/api/${name}`, { ...valid, title: "A draft entry" }, clerk);
    expect(created.status).toBe(201);
    const { _id } = (await created.json()).data;
    const publicTitles = async () =>
      ((await (await t.json("GET", `/api/${name}?limit=100`)).json()).data[plural] as { _id: string }[]).map(
        (record) => record._id,
      );
    expect(await publicTitles()).not.toContain(_id);
    expect((await t.json("GET", `/api/${name}/${_id}`)).status).toBe(404);
    await t.json("PATCH", `/api/${name}/${_id}`, { status: "published" }, clerk);
    expect(await publicTitles()).toContain(_id);
  });
});

describe("dated records list the newest first", () => {
  it("orders publications by date, latest on top", async () => {
    const clerk = await t.signInAs("faculty-records");
    for (const publishedOn of ["2025-12-01", "2026-06-01", "2026-01-15"])
      await t.json(
        "POST",
        "/api/publications",
        { ...KINDS[0].valid, title: `Paper of ${publishedOn}`, publishedOn, status: "published" },
        clerk,
      );
    const dates = (
      (await (await t.json("GET", "/api/publications?limit=100")).json()).data.publications as {
        publishedOn: string;
      }[]
    ).map((record) => record.publishedOn);
    expect(dates).toEqual([...dates].sort().reverse());
  });
});

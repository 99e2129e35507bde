import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { coursesCollection } from "../../contract/collections/courses";
import { PG_COURSES } from "../../contract/students";
import { createTestApp, type TestApp } from "../test-support/test-app";

let t: TestApp;
let editor: string;
beforeAll(async () => {
  t = await createTestApp();
  editor = await t.signInAs("editor");
  await t.services.collections.seed();
});
afterAll(() => t.close());

type Course = { _id: string; name: string; level: string; seats: number | null; recognition: string | null };
const list = async (token?: string) =>
  (await (await t.json("GET", "/api/courses?limit=100", undefined, token)).json()).data.courses as Course[];

describe("courses", () => {
  it("starts with the Academics pages' MBBS (150 seats, recognised) and the ten MD/MS courses, seats not yet entered", async () => {
    const courses = await list();
    expect(courses.map((course) => course.name)).toEqual([
      "MBBS (Bachelor of Medicine and Bachelor of Surgery)",
      ...PG_COURSES,
    ]);
    expect(courses[0]).toMatchObject({ level: "UG", seats: 150, recognition: "recognised" });
    expect(courses.slice(1).every((course) => course.level === "PG" && course.seats === null)).toBe(true);
  });

  it("lets editors and admins write; faculty-records, hospital-records and admissions are refused", async () => {
    const [mbbs] = await list();
    for (const role of ["faculty-records", "hospital-records", "admissions"] as const) {
      const token = await t.signInAs(role);
      expect((await t.json("PATCH", `/api/courses/${mbbs!._id}`, { seats: 200 }, token)).status).toBe(403);
    }
    const admin = await t.signInAs("admin");
    const changed = await t.json("PATCH", `/api/courses/${mbbs!._id}`, { seats: 150 }, admin);
    expect(changed.status).toBe(200);
  });

  it("refuses negative seats, an unknown level or recognition status, naming the field", async () => {
    const [, pg] = await list();
    for (const [patch, field] of [
      [{ seats: -1 }, "seats"],
      [{ seats: 2.5 }, "seats"],
      [{ level: "diploma" }, "level"],
      [{ recognition: "approved-ish" }, "recognition"],
    ] as const) {
      const response = await t.json("PATCH", `/api/courses/${pg!._id}`, patch, editor);
      expect(response.status, JSON.stringify(patch)).toBe(400);
      expect((await response.json()).errors[0].field).toBe(field);
    }
    expect((await list()).find((course) => course._id === pg!._id)?.seats).toBeNull();
  });

  it("a draft change leaves the pages on the published seats until published", async () => {
    const [, pg] = await list();
    await t.json("PATCH", `/api/courses/${pg!._id}`, { seats: 4, status: "draft" }, editor);
    const pages = t.services.collections.pages(coursesCollection);
    expect((await pages.records()).find((course) => course._id === pg!._id)?.seats).toBeNull();
    expect((await list())[1]?.seats).toBeNull();
    await t.json("PATCH", `/api/courses/${pg!._id}`, { status: "published" }, editor);
    expect((await pages.records()).find((course) => course._id === pg!._id)?.seats).toBe(4);
  });
});

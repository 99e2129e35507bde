import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectStaffOnly } from "../test-support/staff-only";
import { createTestApp, TEST_PASSWORD, type TestApp } from "../test-support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const summary = async (token: string) => {
  const response = await t.request("/api/dashboard", { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  return (await response.json()).data as {
    firstVisit: boolean;
    studyingStudents: number;
    publishedCourses: number;
  };
};

const signInAgain = async (email: string) => {
  const response = await t.json("POST", "/api/login", { email, password: TEST_PASSWORD });
  expect(response.status).toBe(200);
  return (await response.json()).data.token as string;
};

describe("GET /api/dashboard", () => {
  it("is for signed-in staff only", async () => {
    await expectStaffOnly(t, "GET", "/api/dashboard");
  });

  it("says first visit on an account's first sign-in, and not after the second", async () => {
    const email = `greeting-${randomUUID().slice(0, 8)}@example.edu.in`;
    const first = await t.signIn(email, "hospital-records");
    expect((await summary(first)).firstVisit).toBe(true);
    // The same session, reloaded: still the first visit.
    expect((await summary(first)).firstVisit).toBe(true);
    const second = await signInAgain(email);
    expect((await summary(second)).firstVisit).toBe(false);
    // Another account's sign-ins do not count for this one.
    expect((await summary(await t.signInAs("editor"))).firstVisit).toBe(true);
  });

  it("counts studying students and published courses from the records, for every role", async () => {
    const admin = await t.signInAs("admin");
    const before = await summary(admin);
    const tag = randomUUID().slice(0, 8);
    const student = (status: string, neetRank: number) => ({
      name: `Dashboard ${tag} ${status}`,
      batch: "2025-26",
      course: "MBBS",
      quota: "state",
      category: "general",
      pwd: false,
      neetRank,
      neetScore: 600,
      admittedOn: "2025-08-28",
      status,
    });
    expect((await t.json("POST", "/api/students", student("studying", 90001), admin)).status).toBe(201);
    expect((await t.json("POST", "/api/students", student("left", 90002), admin)).status).toBe(201);
    const course = (name: string, status: string) => ({
      name,
      level: "PG",
      degree: "MD",
      duration: "3 years",
      seats: 4,
      position: 900,
      status,
    });
    const published = await t.json("POST", "/api/courses", course(`MD Dashboard ${tag}`, "published"), admin);
    expect(published.status, await published.clone().text()).toBe(201);
    const draft = await t.json("POST", "/api/courses", course(`MD Draft ${tag}`, "draft"), admin);
    expect(draft.status, await draft.clone().text()).toBe(201);

    const after = await summary(admin);
    expect(after.studyingStudents).toBe(before.studyingStudents + 1);
    expect(after.publishedCourses).toBe(before.publishedCourses + 1);
    // A role that keeps neither sees the same figures (both are public on the site).
    const desk = await summary(await t.signInAs("hospital-desk"));
    expect(desk.studyingStudents).toBe(after.studyingStudents);
    expect(desk.publishedCourses).toBe(after.publishedCourses);
  });
});

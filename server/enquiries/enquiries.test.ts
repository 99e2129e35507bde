import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enquiries } from "./enquiries.schema";
import { expectStaffOnly } from "../test-support/staff-only";
import { createTestApp, type TestApp } from "../test-support/test-app";
import { freshPhone } from "../test-support/fresh-phone";
import { countRows, unique } from "../test-support/test-data";

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.signIn();
});
afterAll(() => t.close());

const enquiry = (overrides: Record<string, unknown> = {}) => ({
  name: `Rohit Kumar ${unique()}`,
  email: "rohit@example.com",
  phone: "+91 91234 56789",
  course: "MBBS",
  neetScore: "612",
  message: "Please share the fee structure.",
  ...overrides,
});

const countByName = (name: string) => countRows(t.db, enquiries, eq(enquiries.name, name));

async function submit(overrides: Record<string, unknown> = {}) {
  return t.postAsVisitor("/api/enquiry", enquiry(overrides));
}

const list = async (query: string) => {
  const response = await t.json("GET", `/api/enquiry?${query}`, undefined, token);
  expect(response.status).toBe(200);
  return response.json();
};

describe("POST /api/enquiry", () => {
  it("stores the enquiry (201, 'Enquiry submitted successfully') keeping the score as sent", async () => {
    const input = enquiry({ neetScore: " 650 ", message: undefined });
    const response = await t.json("POST", "/api/enquiry", input);
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body).toEqual({
      success: true,
      message: "Enquiry submitted successfully",
      data: { _id: expect.any(String), reference: expect.stringMatching(/^ENQ-\d{6}$/) },
    });
    const stored = await t.json("GET", `/api/enquiry/${body.data._id}`, undefined, token);
    expect((await stored.json()).data).toMatchObject({
      name: input.name,
      course: "MBBS",
      neetScore: "650",
      message: "",
    });
    expect(await countByName(input.name as string)).toBe(1);
  });

  it("tells an anonymous sender nothing of another applicant's enquiry with the same phone; staff see the link", async () => {
    const phone = freshPhone();
    const first = await t.json(
      "POST",
      "/api/enquiry",
      enquiry({ phone, email: `first.${unique()}@example.com` }),
    );
    const second = await t.json(
      "POST",
      "/api/enquiry",
      enquiry({ phone, email: `other.${unique()}@example.com` }),
    );
    const answers = [await first.json(), await second.json()];
    for (const answer of answers) expect(Object.keys(answer.data)).toEqual(["_id", "reference"]);
    expect(JSON.stringify(answers[1])).not.toContain(answers[0].data._id);

    const linked = await t.json("GET", `/api/enquiry/${answers[1].data._id}`, undefined, token);
    expect((await linked.json()).data).toMatchObject({ duplicateOf: answers[0].data._id });
    const asStaff = await t.json("POST", "/api/enquiry", enquiry(), token);
    expect((await asStaff.json()).data).toMatchObject({
      _id: expect.any(String),
      status: expect.any(String),
    });
  });

  it.each([
    ["name", { name: "" }, "Name is required"],
    ["email", { email: "rohit.example.com" }, "Enter a valid email address"],
    ["phone", { phone: "12" }, "Enter a valid phone number"],
    ["course", { course: "BDS" }, "Course must be MD, MS or MBBS"],
    ["course", { course: undefined }, "Course must be MD, MS or MBBS"],
    ["neetScore", { neetScore: "" }, "NEET score is required"],
    ["message", { message: "x".repeat(2001) }, "Message must be at most 2000 characters"],
  ])("answers 400 for an invalid %s and stores nothing", async (field, override, message) => {
    const input = enquiry(override);
    const response = await t.json("POST", "/api/enquiry", input);
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.success).toBe(false);
    expect(body.errors).toContainEqual({ field, message });
    expect(await countByName(input.name as string)).toBe(0);
  });

  it("answers as if accepted when the honeypot is filled, and stores nothing", async () => {
    const input = enquiry({ website: "spam" });
    const response = await t.json("POST", "/api/enquiry", input);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ success: true, message: "Enquiry submitted successfully" });
    expect(await countByName(input.name as string)).toBe(0);
  });

  it("limits submissions per address (429)", async () => {
    const limited = await createTestApp({ PUBLIC_FORM_RATE_LIMIT: 2 });
    try {
      const statuses = [];
      for (let attempt = 0; attempt < 3; attempt++) {
        statuses.push(
          (await limited.json("POST", "/api/enquiry", enquiry(), undefined, "203.0.113.5")).status,
        );
      }
      expect(statuses).toEqual([201, 201, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe("GET /api/enquiry", () => {
  it("sorts NEET scores as numbers (650 above 98), text scores last", async () => {
    const tag = `Neet${unique()}`;
    for (const neetScore of ["98", "650", "120", "not given", "99.5"]) {
      await submit({ name: `${tag} ${neetScore}`, neetScore });
    }
    const desc = await list(`search=${tag}&sortBy=neetScore&sortOrder=desc`);
    expect(desc.data.map((e: { neetScore: string }) => e.neetScore)).toEqual([
      "650",
      "120",
      "99.5",
      "98",
      "not given",
    ]);
    const asc = await list(`search=${tag}&sortBy=neetScore&sortOrder=asc`);
    expect(asc.data.map((e: { neetScore: string }) => e.neetScore)).toEqual([
      "98",
      "99.5",
      "120",
      "650",
      "not given",
    ]);
  });

  it("pages with the enquiry pagination fields (default limit 10) and sorts by name and course", async () => {
    const tag = `Page${unique()}`;
    const courses = ["MS", "MD", "MBBS"];
    for (let index = 0; index < 12; index++) {
      await submit({ name: `${tag} ${String.fromCharCode(108 - index)}`, course: courses[index % 3] });
    }
    const first = await list(`search=${tag}`);
    expect(Object.keys(first)).toEqual(["success", "data", "pagination"]);
    expect(first.data).toHaveLength(10);
    expect(first.pagination).toEqual({
      currentPage: 1,
      totalPages: 2,
      limit: 10,
      totalEnquiries: 12,
      hasNextPage: true,
      hasPrevPage: false,
    });
    const second = await list(`search=${tag}&page=2&limit=10`);
    expect(second.data).toHaveLength(2);
    expect(second.pagination).toMatchObject({ currentPage: 2, hasNextPage: false, hasPrevPage: true });
    const byName = await list(`search=${tag}&sortBy=name&sortOrder=asc&limit=50`);
    const names = byName.data.map((e: { name: string }) => e.name);
    expect(names).toEqual([...names].sort());
    const byCourse = await list(`search=${tag}&sortBy=course&sortOrder=asc&limit=50`);
    const order = byCourse.data.map((e: { course: string }) => e.course);
    expect(order).toEqual([...order].sort());
    const newest = await list(`search=${tag}&limit=50`);
    const dates = newest.data.map((e: { createdAt: string }) => e.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("refuses unknown sort columns and bad page values (400)", async () => {
    for (const query of ["sortBy=email", "sortOrder=up", "page=0", "limit=101", "limit=abc"]) {
      const response = await t.json("GET", `/api/enquiry?${query}`, undefined, token);
      expect(response.status, query).toBe(400);
      expect((await response.json()).success).toBe(false);
    }
  });
});

describe("one enquiry", () => {
  it("gets, updates (re-reading the score as a number) and deletes an enquiry", async () => {
    const created = await submit({ neetScore: "98", message: "Please call after 6 pm." });
    const got = await t.json("GET", `/api/enquiry/${created._id}`, undefined, token);
    expect(got.status).toBe(200);
    // The stored enquiry, plus its timeline, notes and duplicates (the pipeline's detail).
    const detail = (await got.json()).data;
    expect(detail).toMatchObject(created);
    expect(detail.timeline[0]).toMatchObject({ kind: "received" });

    const updated = await t.json(
      "PUT",
      `/api/enquiry/${created._id}`,
      { neetScore: "701", course: "MD" },
      token,
    );
    expect(updated.status).toBe(200);
    // Fields left out keep their values: the applicant's message is not wiped by a partial update.
    expect((await updated.json()).data).toMatchObject({
      neetScore: "701",
      course: "MD",
      name: created.name,
      message: "Please call after 6 pm.",
    });
    const [row] = await t.db.select().from(enquiries).where(eq(enquiries.id, created._id));
    expect(row!.neetScoreValue).toBe(701);

    const invalid = await t.json("PUT", `/api/enquiry/${created._id}`, { course: "PhD", email: "x" }, token);
    expect(invalid.status).toBe(400);
    expect((await invalid.json()).errors.map((e: { field: string }) => e.field).sort()).toEqual([
      "course",
      "email",
    ]);

    const deleted = await t.json("DELETE", `/api/enquiry/${created._id}`, undefined, token);
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ success: true, message: "Enquiry deleted successfully" });
    expect(await countByName(created.name)).toBe(0);
    for (const method of ["GET", "PUT", "DELETE"]) {
      const response = await t.json(
        method,
        `/api/enquiry/${created._id}`,
        method === "PUT" ? {} : undefined,
        token,
      );
      expect(response.status, method).toBe(404);
      expect((await response.json()).message).toBe("Enquiry not found");
    }
  });
});

describe("GET /api/enquiry/export", () => {
  it("downloads every matching enquiry as CSV in the chosen order, neutralising formula-like cells", async () => {
    const tag = `Csv${unique()}`;
    await submit({ name: `${tag} low`, neetScore: "98" });
    await submit({ name: `${tag} high`, neetScore: "650", message: '=HYPERLINK("http://evil")' });
    const response = await t.request(`/api/enquiry/export?search=${tag}&sortBy=neetScore&sortOrder=desc`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="enquiries-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    // A UTF-8 byte-order mark, so spreadsheet programs read Hindi names correctly.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).trim().split("\n");
    expect(lines[0]).toBe(
      "Name,Email,Phone,Course,NEET Score,Message,Date,Reference,Status,Close reason,Assignee,Next follow-up",
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`${tag} high`);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(lines[2]).toContain(`${tag} low`);
  });
});

describe("GET /api/enquiry/stats", () => {
  it("gives the total and eight weeks of counts by course, this week last", async () => {
    const before = (await (await t.json("GET", "/api/enquiry/stats", undefined, token)).json()).data;
    await submit({ course: "MD" });
    await submit({ course: "MD" });
    await submit({ course: "MS" });
    await t.db.insert(enquiries).values({
      ...enquiry({ course: "MBBS" }),
      neetScoreValue: 612,
      createdAt: new Date(Date.now() - 70 * 86_400_000),
    } as typeof enquiries.$inferInsert);
    const response = await t.json("GET", "/api/enquiry/stats", undefined, token);
    expect(response.status).toBe(200);
    const stats = (await response.json()).data;
    expect(stats.total).toBe(before.total + 4);
    expect(stats.weekly).toHaveLength(8);
    for (const week of stats.weekly) expect(new Date(`${week.weekStart}T00:00:00Z`).getUTCDay()).toBe(1);
    const thisWeek = stats.weekly.at(-1);
    const lastBefore = before.weekly.at(-1);
    expect(thisWeek.weekStart).toBe(lastBefore.weekStart);
    expect(thisWeek.MD - lastBefore.MD).toBe(2);
    expect(thisWeek.MS - lastBefore.MS).toBe(1);
    const weeklySum = (weeks: { MD: number; MS: number; MBBS: number; other: number }[]) =>
      weeks.reduce((sum, w) => sum + w.MD + w.MS + w.MBBS + w.other, 0);
    expect(weeklySum(stats.weekly) - weeklySum(before.weekly)).toBe(3);
  });
});

describe("staff-only enquiry calls", () => {
  it("answer 401 without a token, with a wrong one and with a revoked one", async () => {
    const created = await submit();
    await expectStaffOnly(t, "GET", "/api/enquiry");
    await expectStaffOnly(t, "GET", "/api/enquiry/stats");
    await expectStaffOnly(t, "GET", "/api/enquiry/export");
    await expectStaffOnly(t, "GET", `/api/enquiry/${created._id}`);
    await expectStaffOnly(t, "PUT", `/api/enquiry/${created._id}`, { course: "MD" });
    await expectStaffOnly(t, "DELETE", `/api/enquiry/${created._id}`);
    const [row] = await t.db.select().from(enquiries).where(eq(enquiries.id, created._id));
    expect(row!.course).toBe("MBBS");
  });
});

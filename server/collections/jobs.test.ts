import { addDays } from "../../contract/college-time";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobsCollection, jobToday, type Job } from "../../contract/jobs";
import { auditLog } from "../audit/audit.schema";
import { expectStaffOnly } from "../test-support/staff-only";
import { migrationStatements } from "../test-support/migration-statements";
import { createTestApp, type TestApp } from "../test-support/test-app";
import { countRows, unique } from "../test-support/test-data";
import { createCollectionService } from "./collection.service";
import { collectionRecords } from "./collections.schema";
import { sampleJobs } from "./seeds/jobs.samples";

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.signIn();
});
afterAll(() => t.close());

const today = () => jobToday();

// Reaching into the storage (job openings are records of the jobs collection since issue 20).
const jobs = and(eq(collectionRecords.collection, "jobs"));
const storedJob = async (id: string) => {
  const [row] = await t.db
    .select()
    .from(collectionRecords)
    .where(and(jobs, eq(collectionRecords.id, id)));
  return row!.data;
};
const jobsService = (clock?: () => Date) =>
  createCollectionService(jobsCollection, t.db, t.services, t.services.storage, clock);
const openings = (options: { includeDrafts?: boolean } = {}) =>
  t.services.collections.of("jobs").pageRecords({ preview: options.includeDrafts });

const jobFields = (overrides: Record<string, unknown> = {}) => ({
  position: `Senior Resident, Paediatrics ${unique()}`,
  department: "Medical",
  type: "Full-time",
  qualification: "MD/DNB in Paediatrics\nRegistration with the NMC",
  experience: "Fresh MD welcome",
  posts: 3,
  lastDate: addDays(today(), 14),
  description: "Ward and OPD work in the paediatrics unit.",
  status: "published",
  ...overrides,
});

async function createJob(overrides: Record<string, unknown> = {}, as = token) {
  const response = await t.json("POST", "/api/jobs", jobFields(overrides), as);
  expect(response.status).toBe(201);
  return (await response.json()).data as Job;
}

const listIds = async (query = "?limit=100", as?: string) => {
  const response = await t.json("GET", `/api/jobs${query}`, undefined, as);
  expect(response.status).toBe(200);
  return ((await response.json()).data.jobs as Job[]).map((job) => job._id);
};

describe("jobs API", () => {
  it("creates an opening with the issue's field names", async () => {
    const fields = jobFields();
    const job = await createJob(fields);
    expect(job).toMatchObject({ ...fields, closed: false });
    expect(typeof job._id).toBe("string");
    expect((await t.json("GET", `/api/jobs/${job._id}`)).status).toBe(200);
  });

  it("lets only content:write roles write, and audits every write", async () => {
    const job = await createJob();
    await expectStaffOnly(t, "POST", "/api/jobs", jobFields());
    await expectStaffOnly(t, "PATCH", `/api/jobs/${job._id}`, { posts: 2 });
    await expectStaffOnly(t, "DELETE", `/api/jobs/${job._id}`);

    const editor = await t.signInAs("editor");
    const draft = await createJob({ status: "draft" }, editor);
    expect((await t.json("PATCH", `/api/jobs/${draft._id}`, { posts: 5 }, editor)).status).toBe(200);
    expect((await t.json("DELETE", `/api/jobs/${draft._id}`, undefined, editor)).status).toBe(200);
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "job"), eq(auditLog.entityId, draft._id)))
      .orderBy(auditLog.at);
    expect(entries.map((entry) => entry.action)).toEqual(["job.create", "job.update", "job.delete"]);

    const other = await createJob({ status: "draft" });
    for (const role of ["admissions", "faculty-records"] as const) {
      const refused = await t.signInAs(role);
      const post = await t.json("POST", "/api/jobs", jobFields(), refused);
      expect(post.status, role).toBe(403);
      expect((await post.json()).message).toBe("Forbidden: your role does not allow this");
      expect((await t.json("PATCH", `/api/jobs/${other._id}`, { posts: 9 }, refused)).status).toBe(403);
      expect((await t.json("DELETE", `/api/jobs/${other._id}`, undefined, refused)).status).toBe(403);
      // They read as visitors do: the draft is not theirs to see.
      expect((await t.json("GET", `/api/jobs/${other._id}`, undefined, refused)).status).toBe(404);
      expect(await listIds("?limit=100", refused)).not.toContain(other._id);
    }
    expect((await storedJob(other._id)).posts).toBe(3);
  });

  it("refuses bad input with 400 and a message, storing nothing", async () => {
    const position = `Refused ${unique()}`;
    const cases: [Record<string, unknown>, string][] = [
      [{ posts: 0 }, "posts must be 1 or more"],
      [{ posts: 2.5 }, "posts must be a whole number"],
      [{ posts: "many" }, "posts must be a number"],
      [{ lastDate: "31.12.2026" }, "Please correct the highlighted fields"],
      [{ lastDate: "2026-02-30" }, "lastDate must be a real date"],
      [{ department: "Sports" }, expect.stringContaining("department must be one of")],
      [{ type: "Seasonal" }, expect.stringContaining("type must be one of")],
      [{ status: "live" }, "status must be draft or published"],
      [{ qualification: "  " }, "Qualification is required"],
      [{ description: undefined }, "Description is required"],
      [{ experience: "a\u0000b" }, expect.stringContaining("control characters")],
    ] as never;
    for (const [overrides, message] of cases) {
      const response = await t.json("POST", "/api/jobs", jobFields({ position, ...overrides }), token);
      expect(response.status, JSON.stringify(overrides)).toBe(400);
      expect((await response.json()).message, JSON.stringify(overrides)).toEqual(message);
    }
    const noPosition = await t.json("POST", "/api/jobs", { ...jobFields(), position: "" }, token);
    expect((await noPosition.json()).message).toBe("Position is required");
    expect(await countRows(t.db, collectionRecords, and(jobs, sql`data->>'position' = ${position}`))).toBe(0);

    const job = await createJob();
    const patch = await t.json("PATCH", `/api/jobs/${job._id}`, { posts: -1, lastDate: "soon" }, token);
    expect(patch.status).toBe(400);
    expect(await storedJob(job._id)).toMatchObject({ posts: 3, lastDate: job.lastDate });
    expect((await t.json("PATCH", "/api/jobs/not-an-id", { posts: 1 }, token)).status).toBe(404);
  });

  it("lists only published, open openings publicly; staff see drafts and closed ones", async () => {
    const open = await createJob();
    const lastDay = await createJob({ lastDate: today() });
    const draft = await createJob({ status: "draft" });
    const closed = await createJob({ lastDate: addDays(today(), -1) });

    const visible = await listIds();
    expect(visible).toEqual(expect.arrayContaining([open._id, lastDay._id]));
    for (const hidden of [draft, closed]) expect(visible).not.toContain(hidden._id);
    for (const hidden of [draft, closed])
      expect((await t.json("GET", `/api/jobs/${hidden._id}`)).status).toBe(404);

    const editor = await t.signInAs("editor");
    const staff = await t.json("GET", "/api/jobs?limit=100", undefined, editor);
    const staffJobs = (await staff.json()).data.jobs as Job[];
    for (const job of [open, lastDay, draft, closed]) expect(staffJobs.map((j) => j._id)).toContain(job._id);
    expect(staffJobs.find((job) => job._id === closed._id)).toMatchObject({
      closed: true,
      status: "published",
    });
    expect(staffJobs.find((job) => job._id === lastDay._id)?.closed).toBe(false);
    expect((await t.json("GET", `/api/jobs/${closed._id}`, undefined, editor)).status).toBe(200);

    // The staff status filter: draft, published (still open), closed (published, past its last date).
    const byStatus = async (status: string) => listIds(`?limit=100&status=${status}`, editor);
    expect(await byStatus("closed")).toContain(closed._id);
    expect(await byStatus("closed")).not.toContain(open._id);
    expect(await byStatus("published")).toEqual(expect.arrayContaining([open._id, lastDay._id]));
    expect(await byStatus("published")).not.toContain(closed._id);
    expect(await byStatus("draft")).toEqual(expect.arrayContaining([draft._id]));
    expect(await byStatus("draft")).not.toContain(open._id);
    expect((await t.json("GET", "/api/jobs?status=archived", undefined, editor)).status).toBe(400);
  });

  it("closes an opening when its last date is moved into the past, and reopens it when moved forward", async () => {
    const job = await createJob();
    expect(await listIds()).toContain(job._id);
    const closed = await t.json("PATCH", `/api/jobs/${job._id}`, { lastDate: addDays(today(), -1) }, token);
    expect((await closed.json()).data).toMatchObject({ closed: true });
    expect(await listIds()).not.toContain(job._id);
    expect((await openings()).map((opening) => opening._id)).not.toContain(job._id);
    const reopened = await t.json("PATCH", `/api/jobs/${job._id}`, { lastDate: addDays(today(), 1) }, token);
    // Fields not sent stay as they were (the status too).
    expect(await reopened.json()).toMatchObject({ data: { closed: false, status: "published", posts: 3 } });
    expect((await openings()).map((opening) => opening._id)).toContain(job._id);
  });

  it("lists open drafts in a staff preview of the careers page only (issue 11), never closed ones", async () => {
    const draft = await createJob({ status: "draft" });
    const pastDraft = await createJob({ status: "draft", lastDate: addDays(today(), -1) });
    const closed = await createJob({ lastDate: addDays(today(), -1) });
    const open = await createJob();
    const ids = async (includeDrafts: boolean) =>
      (await openings({ includeDrafts })).map((opening) => opening._id);
    const preview = await ids(true);
    expect(preview).toEqual(expect.arrayContaining([draft._id, open._id]));
    expect(preview).not.toContain(pastDraft._id);
    expect(preview).not.toContain(closed._id);
    const visitors = await ids(false);
    expect(visitors).toContain(open._id);
    expect(visitors).not.toContain(draft._id);
  });

  it("judges closing by the date in India when read (an injected clock)", async () => {
    const job = await createJob({ lastDate: "2030-01-15" });
    const at = (iso: string) => jobsService(() => new Date(iso));
    // 23:59 in India on the last date: still open. 18:30 UTC is already the next day in India.
    expect((await at("2030-01-15T18:29:00Z").pageRecords()).map((o) => o._id)).toContain(job._id);
    expect((await at("2030-01-15T18:30:00Z").pageRecords()).map((o) => o._id)).not.toContain(job._id);
    expect((await at("2030-01-15T18:30:00Z").get(job._id)).closed).toBe(true);
  });

  it("searches, filters and pages the list", async () => {
    const tag = unique();
    const nurse = await createJob({
      position: `Night nurse ${tag}`,
      department: "Nursing",
      type: "Contract",
    });
    const pharmacist = await createJob({ position: `Night pharmacist ${tag}`, department: "Pharmacy" });
    expect(await listIds(`?search=nurse ${tag}`)).toEqual([nurse._id]);
    expect(await listIds(`?search=${tag}&department=Pharmacy`)).toEqual([pharmacist._id]);
    expect(await listIds(`?search=${tag}&type=Contract`)).toEqual([nurse._id]);
    const firstPage = await t.json("GET", `/api/jobs?search=${tag}&limit=1`, undefined, token);
    expect((await firstPage.json()).data.pagination).toMatchObject({
      currentPage: 1,
      totalPages: 2,
      totalRecords: 2,
      hasNext: true,
    });
    expect((await t.json("GET", "/api/jobs?department=Sports")).status).toBe(400);
  });

  it("is documented in the OpenAPI file with the issue's field names", async () => {
    const doc = await (await t.json("GET", "/api/openapi.json")).json();
    expect(Object.keys(doc.paths["/jobs"])).toEqual(["get", "post"]);
    expect(Object.keys(doc.paths["/jobs/{id}"]).sort()).toEqual(["delete", "get", "patch"]);
    expect(JSON.stringify(doc)).toContain('"lastDate"');
  });

  it("deletes an opening", async () => {
    const job = await createJob();
    expect((await t.json("DELETE", `/api/jobs/${job._id}`, undefined, token)).status).toBe(200);
    expect((await t.json("GET", `/api/jobs/${job._id}`, undefined, token)).status).toBe(404);
    expect((await t.json("DELETE", `/api/jobs/${job._id}`, undefined, token)).status).toBe(404);
  });

  it("seeds the sample openings into an empty table, open for weeks from the install", async () => {
    const now = new Date("2031-06-01T06:00:00Z");
    const fresh = jobsService(() => now);
    await t.db.delete(collectionRecords).where(jobs);
    await fresh.seedSamples(sampleJobs(now));
    const openings = await fresh.pageRecords();
    expect(openings.map((job) => job.position)).toEqual([
      "Assistant Professor, General Medicine",
      "Staff Nurse (ICU)",
      "Laboratory Technician",
      "Associate Professor, Anatomy",
      "Pharmacist",
      "Admissions Office Assistant",
    ]);
    expect(openings[0]!.lastDate).toBe("2031-06-22");
    await fresh.seedSamples(sampleJobs(now));
    expect(await countRows(t.db, collectionRecords, jobs)).toBe(6);
  });
});

describe("migrations 0036 and 0037 (the jobs table into the jobs collection)", () => {
  it("moves every stored opening over with its id, fields, status and dates, then drops the table", async () => {
    // The table as migration 0012 made it, with openings stored before the port.
    const [createTable] = await migrationStatements("0012_jobs.sql");
    await t.db.execute(sql.raw(createTable!));
    const tag = unique();
    const rows = [
      { status: "published", lastDate: addDays(today(), 9), position: `Migrated open ${tag}` },
      { status: "draft", lastDate: addDays(today(), 9), position: `Migrated draft ${tag}` },
      { status: "published", lastDate: addDays(today(), -2), position: `Migrated closed ${tag}` },
    ];
    const ids: string[] = [];
    for (const row of rows) {
      const result = await t.db.execute<{ id: string }>(sql`
        INSERT INTO jobs (position, department, type, qualification, experience, posts, last_date, description, status, created_at, updated_at)
        VALUES (${row.position}, 'Nursing', 'Contract', ${"GNM or B.Sc. Nursing\nRegistration"}, '2 years', 4,
                ${row.lastDate}, 'Night shifts in the ICU.', ${row.status}, '2026-01-05T10:00:00Z', '2026-01-06T10:00:00Z')
        RETURNING id`);
      ids.push(result.rows[0]!.id);
    }
    for (const statement of await migrationStatements("0036_jobs_to_collection.sql"))
      await t.db.execute(sql.raw(statement));
    for (const statement of await migrationStatements("0037_drop_jobs.sql"))
      await t.db.execute(sql.raw(statement));
    const [open, draft, closed] = ids as [string, string, string];

    const editor = await t.signInAs("editor");
    const staff = await (await t.json("GET", `/api/jobs/${open}`, undefined, editor)).json();
    expect(staff.data).toMatchObject({
      _id: open,
      position: rows[0]!.position,
      department: "Nursing",
      type: "Contract",
      qualification: "GNM or B.Sc. Nursing\nRegistration",
      experience: "2 years",
      posts: 4,
      lastDate: rows[0]!.lastDate,
      description: "Night shifts in the ICU.",
      status: "published",
      closed: false,
      createdAt: "2026-01-05T10:00:00.000Z",
      updatedAt: "2026-01-06T10:00:00.000Z",
    });
    // Visitors: the open one only; the draft and the closed one are staff's.
    expect(await listIds(`?search=${tag}`)).toEqual([open]);
    expect((await openings()).map((job) => job._id)).toContain(open);
    expect(await listIds(`?search=${tag}&status=draft`, editor)).toEqual([draft]);
    expect(await listIds(`?search=${tag}&status=closed`, editor)).toEqual([closed]);
    // A published opening has its first revision; a migrated record takes edits like any other.
    const revisions = await (await t.json("GET", `/api/jobs/${open}/revisions`, undefined, editor)).json();
    expect(revisions.data.revisions).toHaveLength(1);
    const patched = await t.json("PATCH", `/api/jobs/${draft}`, { posts: 5, status: "published" }, editor);
    expect((await patched.json()).data).toMatchObject({ posts: 5, status: "published" });
    expect(await listIds(`?search=${tag}`)).toEqual(expect.arrayContaining([open, draft]));
    // The old table is gone.
    await expect(t.db.execute(sql`SELECT 1 FROM jobs`)).rejects.toThrow();
  });
});

import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EnquiryFunnel } from "../../contract/enquiry";
import type { Role } from "../../contract/permissions";
import { enquiries, enquiryNotes } from "./enquiries.schema";
import { createTestApp, TEST_PASSWORD, type TestApp } from "../test-support/test-app";
import { unique } from "../test-support/test-data";
import { freshPhone } from "../test-support/fresh-phone";

let t: TestApp;
let admin: string;
const counsellors: { id: string; name: string; token: string }[] = [];
let editorId: string;

/** A staff user with `role`, signed in. */
async function staff(role: Role, name = `${role} ${unique()}`) {
  const email = `${role}-${unique()}@example.edu.in`;
  const user = await t.services.users.create({ name, email, password: TEST_PASSWORD, role });
  const response = await t.json("POST", "/api/login", { email, password: TEST_PASSWORD });
  const token = ((await response.json()) as { data: { token: string } }).data.token;
  return { id: user.id, name, token };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn();
  // The only admissions users of this database: the round-robin alternates between them.
  counsellors.push(
    await staff("admissions", "Counsellor Asha"),
    await staff("admissions", "Counsellor Bikram"),
  );
  editorId = (await staff("editor")).id;
});
afterAll(() => t.close());

/** A phone no other enquiry of this run has (duplicates link by phone). */

const enquiryInput = (overrides: Record<string, unknown> = {}) => ({
  name: `Applicant ${unique()}`,
  email: `applicant-${unique()}@example.com`,
  phone: freshPhone(),
  course: "MBBS",
  neetScore: "612",
  message: "",
  ...overrides,
});

async function submit(overrides: Record<string, unknown> = {}) {
  return t.postAsVisitor("/api/enquiry", enquiryInput(overrides));
}

const detail = async (id: string, token = admin) => {
  const response = await t.json("GET", `/api/enquiry/${id}`, undefined, token);
  expect(response.status).toBe(200);
  return (await response.json()).data;
};

const patch = (id: string, body: unknown, token = admin) =>
  t.json("PATCH", `/api/enquiry/${id}`, body, token);

const list = async (query: string, token = admin) => {
  const response = await t.json("GET", `/api/enquiry?${query}`, undefined, token);
  expect(response.status, query).toBe(200);
  return (await response.json()) as { data: { name: string }[]; pagination: { totalEnquiries: number } };
};

describe("status", () => {
  it("moves through every status, each move on the timeline with who made it; closing needs a reason", async () => {
    const created = await submit();
    expect(created).toMatchObject({ status: "new", closeReason: null, firstContactedAt: null });
    const [asha] = counsellors;

    for (const status of ["contacted", "follow-up", "applied", "admitted"]) {
      // A follow-up needs its date.
      const when = status === "follow-up" ? { nextFollowUpAt: "2030-05-04T10:30:00.000Z" } : {};
      const response = await patch(created._id, { status, ...when }, asha!.token);
      expect(response.status, status).toBe(200);
      expect(((await response.json()) as { data: { status: string } }).data.status).toBe(status);
    }
    const noReason = await patch(created._id, { status: "closed" });
    expect(noReason.status).toBe(400);
    expect(((await noReason.json()) as { errors: { field: string }[] }).errors[0]!.field).toBe("closeReason");
    expect(
      (await patch(created._id, { status: "closed", closeReason: "chose-another-college" })).status,
    ).toBe(200);
    // Any status can move to any other; leaving `closed` clears the reason.
    const reopened = await patch(created._id, { status: "new" });
    expect(((await reopened.json()) as { data: { closeReason: null } }).data.closeReason).toBeNull();
    expect((await patch(created._id, { status: "contacted", closeReason: "other" })).status).toBe(400);
    expect((await patch(created._id, { status: "enrolled" })).status).toBe(400);
    expect((await patch(created._id, {})).status).toBe(400);

    const data = await detail(created._id);
    const moves = data.timeline.filter((entry: { kind: string }) => entry.kind === "status");
    expect(moves.map((entry: { summary: string }) => entry.summary)).toEqual([
      "Status: New → Contacted",
      "Status: Contacted → Follow-up",
      "Status: Follow-up → Applied",
      "Status: Applied → Admitted",
      "Status: Admitted → Closed (Chose another college)",
      "Status: Closed → New",
    ]);
    expect(moves[0].actor).toEqual({ id: asha!.id, name: "Counsellor Asha" });
    expect(moves[4].actor.name).toBe("Test Staff");
    // First contact is when it first left `new`, and stays.
    const [row] = await t.db.select().from(enquiries).where(eq(enquiries.id, created._id));
    expect(row!.firstContactedAt).not.toBeNull();
    expect(data.firstContactedAt).toBe(row!.firstContactedAt!.toISOString());
  });

  it("answers 404 for an unknown enquiry and 401 without a session", async () => {
    expect((await patch("00000000-0000-4000-8000-000000000000", { status: "contacted" })).status).toBe(404);
    expect(
      (await t.json("PATCH", "/api/enquiry/00000000-0000-4000-8000-000000000000", { status: "new" })).status,
    ).toBe(401);
  });
});

describe("assignment", () => {
  it("assigns new enquiries round-robin among admissions users, unless an admin turns it off", async () => {
    const picks = [];
    for (let index = 0; index < 4; index++) picks.push((await submit()).assignee?.id);
    const ids = counsellors.map((user) => user.id);
    expect(picks.every((id) => ids.includes(id))).toBe(true);
    expect(picks[0]).not.toBe(picks[1]);
    expect(picks[1]).not.toBe(picks[2]);
    expect(picks[2]).not.toBe(picks[3]);

    const first = await detail((await submit())._id);
    expect(first.timeline.map((entry: { kind: string }) => entry.kind).slice(0, 2)).toEqual([
      "received",
      "assigned",
    ]);
    expect(first.timeline[1].summary).toMatch(/^Assigned automatically to Counsellor (Asha|Bikram)$/);

    expect(
      (await t.json("PUT", "/api/enquiry/settings", { autoAssign: false }, counsellors[0]!.token)).status,
    ).toBe(403);
    expect((await t.json("PUT", "/api/enquiry/settings", { autoAssign: "no" }, admin)).status).toBe(400);
    const off = await t.json("PUT", "/api/enquiry/settings", { autoAssign: false }, admin);
    expect(off.status).toBe(200);
    try {
      expect((await submit()).assignee).toBeNull();
    } finally {
      await t.json("PUT", "/api/enquiry/settings", { autoAssign: true }, admin);
    }
  });

  it("passes over admissions users whose account is deactivated", async () => {
    const leaving = await staff("admissions", "Counsellor Chitra");
    const deactivated = await t.json("PATCH", `/api/users/${leaving.id}`, { active: false }, admin);
    expect(deactivated.status).toBe(200);
    const picks = [];
    for (let index = 0; index < 3; index++) picks.push((await submit()).assignee?.id);
    expect(picks).not.toContain(leaving.id);
    expect(picks.every((id) => counsellors.some((user) => user.id === id))).toBe(true);
  });

  it("changes the assignee to staff who work on enquiries, on the timeline; refuses others", async () => {
    const created = await submit();
    const target = counsellors.find((user) => user.id !== created.assignee?.id)!;
    const response = await patch(created._id, { assigneeId: target.id });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { data: { assignee: unknown } }).data.assignee).toEqual({
      id: target.id,
      name: target.name,
    });
    const refused = await patch(created._id, { assigneeId: editorId });
    expect(refused.status).toBe(400);
    expect((await patch(created._id, { assigneeId: "00000000-0000-4000-8000-000000000000" })).status).toBe(
      400,
    );
    expect((await patch(created._id, { assigneeId: "someone" })).status).toBe(400);
    const data = await detail(created._id);
    expect(data.assignee.id).toBe(target.id);
    expect(data.timeline.at(-1).summary).toBe(`Assigned to ${target.name}`);

    expect((await patch(created._id, { assigneeId: null })).status).toBe(200);
    expect((await detail(created._id)).assignee).toBeNull();

    const assignees = await t.json("GET", "/api/enquiry/assignees", undefined, admin);
    const people = ((await assignees.json()) as { data: { id: string }[] }).data.map((user) => user.id);
    expect(people).toEqual(expect.arrayContaining(counsellors.map((user) => user.id)));
    expect(people).not.toContain(editorId);
  });

  it("sets and clears the next follow-up date", async () => {
    const created = await submit();
    const when = "2030-05-04T10:30:00.000Z";
    expect((await patch(created._id, { nextFollowUpAt: "next monday" })).status).toBe(400);
    const set = await patch(created._id, { nextFollowUpAt: when });
    expect(((await set.json()) as { data: { nextFollowUpAt: string } }).data.nextFollowUpAt).toBe(when);
    expect((await patch(created._id, { nextFollowUpAt: null })).status).toBe(200);
    const data = await detail(created._id);
    expect(data.nextFollowUpAt).toBeNull();
    const followUps = data.timeline.filter((entry: { kind: string }) => entry.kind === "follow-up");
    expect(followUps.map((entry: { details: { to: unknown } }) => entry.details.to)).toEqual([when, null]);
  });
});

describe("notes", () => {
  it("adds dated notes (201) shown on the timeline; the author may change them for 10 minutes, then they stand", async () => {
    const created = await submit();
    const [asha, bikram] = counsellors;
    const text = "Called, asked about PG fees; call back Monday";
    const response = await t.json("POST", `/api/enquiry/${created._id}/notes`, { text }, asha!.token);
    expect(response.status).toBe(201);
    const note = (await response.json()).data;
    expect(note).toMatchObject({ text, author: { id: asha!.id, name: "Counsellor Asha" }, editable: true });
    expect(
      (await t.json("POST", `/api/enquiry/${created._id}/notes`, { text: "  " }, asha!.token)).status,
    ).toBe(400);

    const url = `/api/enquiry/${created._id}/notes/${note.id}`;
    expect((await t.json("PATCH", url, { text: "Called twice" }, bikram!.token)).status).toBe(403);
    expect((await t.json("PATCH", url, { text: "Called twice" }, asha!.token)).status).toBe(200);
    let data = await detail(created._id, asha!.token);
    expect(data.timeline.find((entry: { kind: string }) => entry.kind === "note").summary).toBe(
      "Called twice",
    );
    expect(data.notes[0].editable).toBe(true);

    // Eleven minutes later.
    await t.db
      .update(enquiryNotes)
      .set({ createdAt: sql`now() - interval '11 minutes'` })
      .where(eq(enquiryNotes.id, note.id));
    const late = await t.json("PATCH", url, { text: "Rewritten" }, asha!.token);
    expect(late.status).toBe(409);
    expect(((await late.json()) as { message: string }).message).toMatch(/within 10 minutes/);
    expect((await t.json("DELETE", url, undefined, asha!.token)).status).toBe(409);
    data = await detail(created._id, asha!.token);
    expect(data.notes.map((item: { text: string; editable: boolean }) => [item.text, item.editable])).toEqual(
      [["Called twice", false]],
    );

    // A fresh note can still be deleted by its author.
    const second = await t.json("POST", `/api/enquiry/${created._id}/notes`, { text: "typo" }, asha!.token);
    const secondId = ((await second.json()) as { data: { id: string } }).data.id;
    expect(
      (await t.json("DELETE", `/api/enquiry/${created._id}/notes/${secondId}`, undefined, asha!.token))
        .status,
    ).toBe(200);
    expect((await detail(created._id)).notes).toHaveLength(1);
  });
});

describe("duplicates", () => {
  it("links an enquiry whose e-mail or phone matches an open one of the last 180 days, and shows them together", async () => {
    const email = `family-${unique()}@example.com`;
    const phone = freshPhone();
    const first = await submit({ email, phone });
    expect(first.duplicateOf).toBeNull();
    const byEmail = await submit({ email: email.toUpperCase() });
    expect(byEmail.duplicateOf).toBe(first._id);
    // The same number written differently.
    const digits = phone.replace(/\D/g, "").slice(-10);
    const byPhone = await submit({ phone: `0${digits.slice(0, 5)}-${digits.slice(5)}` });
    expect(byPhone.duplicateOf).toBe(first._id);
    // A later enquiry of the family goes to whoever has the first.
    expect(byPhone.assignee?.id).toBe(first.assignee?.id);

    const data = await detail(byEmail._id);
    expect(data.duplicates.map((item: { _id: string }) => item._id).sort()).toEqual(
      [first._id, byPhone._id].sort(),
    );
    expect(data.timeline.find((entry: { kind: string }) => entry.kind === "duplicate").summary).toBe(
      `Linked as a possible duplicate of ${first.reference}`,
    );
    expect((await detail(first._id)).duplicates).toHaveLength(2);

    // Not linked: a closed enquiry, or one older than 180 days.
    const closedEmail = `closed-${unique()}@example.com`;
    const closed = await submit({ email: closedEmail });
    await patch(closed._id, { status: "closed", closeReason: "not-eligible" });
    expect((await submit({ email: closedEmail })).duplicateOf).toBeNull();
    const oldEmail = `old-${unique()}@example.com`;
    const old = await submit({ email: oldEmail });
    await t.db
      .update(enquiries)
      .set({ createdAt: new Date(Date.now() - 181 * 86_400_000) })
      .where(eq(enquiries.id, old._id));
    expect((await submit({ email: oldEmail })).duplicateOf).toBeNull();
  });

  it("merges one enquiry into another keeping notes, history and e-mails; unlinks a false duplicate", async () => {
    const email = `merge-${unique()}@example.com`;
    const kept = await submit({ email });
    const merged = await submit({ email, course: "MD", message: "Second form" });
    await t.json("POST", `/api/enquiry/${merged._id}/notes`, { text: "Spoke to the father" }, admin);
    await patch(merged._id, { status: "contacted" });

    expect((await t.json("POST", `/api/enquiry/${kept._id}/merge`, { intoId: kept._id }, admin)).status).toBe(
      400,
    );
    expect((await t.json("POST", `/api/enquiry/${kept._id}/merge`, { intoId: "nope" }, admin)).status).toBe(
      400,
    );
    const response = await t.json("POST", `/api/enquiry/${merged._id}/merge`, { intoId: kept._id }, admin);
    expect(response.status).toBe(200);
    expect((await t.json("GET", `/api/enquiry/${merged._id}`, undefined, admin)).status).toBe(404);

    const data = await detail(kept._id);
    expect(data.notes.map((note: { text: string }) => note.text)).toEqual(["Spoke to the father"]);
    const kinds = data.timeline.map((entry: { kind: string }) => entry.kind);
    expect(kinds.filter((kind: string) => kind === "received")).toHaveLength(2);
    expect(kinds).toContain("status");
    expect(kinds.at(-1)).toBe("merged");
    expect(data.timeline.at(-1).summary).toBe(`Merged ${merged.reference} (${merged.name}) into this one`);
    expect(data.timeline.at(-1).details.merged).toMatchObject({ course: "MD", message: "Second form" });
    // The first enquiry's acknowledgement only: the second came while the first was open (issue 19,
    // finding 6); no ADMISSIONS_EMAIL here, so no office alerts.
    const emails = data.timeline.filter((entry: { kind: string }) => entry.kind === "email");
    expect(emails.map((entry: { email: { kind: string } }) => entry.email.kind)).toEqual(["acknowledgement"]);

    const falseDuplicate = await submit({ email });
    expect(falseDuplicate.duplicateOf).toBe(kept._id);
    const unlinked = await t.json("POST", `/api/enquiry/${falseDuplicate._id}/unlink`, undefined, admin);
    expect(unlinked.status).toBe(200);
    expect(((await unlinked.json()) as { data: { duplicateOf: null } }).data.duplicateOf).toBeNull();
    expect((await t.json("POST", `/api/enquiry/${falseDuplicate._id}/unlink`, undefined, admin)).status).toBe(
      409,
    );
    expect((await detail(falseDuplicate._id)).timeline.at(-1).summary).toBe(
      `Unlinked from ${kept.reference}`,
    );
  });
});

describe("list filters and export", () => {
  it("filters by status, assignee, course, score range, dates and follow-ups due; exports exactly that set", async () => {
    const tag = `Filter${unique()}`;
    const [asha, bikram] = counsellors;
    const make = async (suffix: string, overrides: Record<string, unknown>) =>
      (await submit({ name: `${tag} ${suffix}`, ...overrides }))._id as string;
    const a = await make("a", { course: "MBBS", neetScore: "640" });
    const b = await make("b", { course: "MD", neetScore: "550" });
    const c = await make("c", { course: "MBBS", neetScore: "480" });
    const d = await make("d", { course: "MS", neetScore: "n/a" });
    await patch(a, { assigneeId: asha!.id });
    // An overdue follow-up: the API refuses a date in the past, so the fixture writes it.
    await t.db
      .update(enquiries)
      .set({ nextFollowUpAt: new Date(Date.now() - 2 * 86_400_000) })
      .where(eq(enquiries.id, a));
    await patch(b, { assigneeId: asha!.id, nextFollowUpAt: new Date().toISOString(), status: "contacted" });
    await patch(c, {
      assigneeId: bikram!.id,
      nextFollowUpAt: new Date(Date.now() + 5 * 86_400_000).toISOString(),
    });
    await patch(d, { assigneeId: null });
    await t.db
      .update(enquiries)
      .set({ createdAt: new Date("2026-01-10T12:00:00Z") })
      .where(eq(enquiries.id, c));

    const names = async (query: string, token = admin) =>
      (await list(`search=${tag}&sortBy=name&sortOrder=asc&${query}`, token)).data.map((row) =>
        String(row.name).slice(tag.length + 1),
      );
    expect(await names("")).toEqual(["a", "b", "c", "d"]);
    expect(await names("status=contacted")).toEqual(["b"]);
    expect(await names("status=new")).toEqual(["a", "c", "d"]);
    expect(await names("assignee=me", asha!.token)).toEqual(["a", "b"]);
    expect(await names("assignee=me", bikram!.token)).toEqual(["c"]);
    expect(await names(`assignee=${bikram!.id}`)).toEqual(["c"]);
    expect(await names("assignee=none")).toEqual(["d"]);
    expect(await names("course=MBBS")).toEqual(["a", "c"]);
    expect(await names("minScore=500")).toEqual(["a", "b"]);
    expect(await names("minScore=450&maxScore=560")).toEqual(["b", "c"]);
    expect(await names("from=2026-01-01&to=2026-01-31")).toEqual(["c"]);
    expect(await names("due=today")).toEqual(["a", "b"]);
    expect(await names("due=overdue")).toEqual(["a"]);
    expect(await names("assignee=me&due=today", asha!.token)).toEqual(["a", "b"]);

    for (const bad of [
      "status=lost",
      "assignee=someone",
      "course=PhD",
      "minScore=x",
      "from=10-01-2026",
      "due=later",
    ]) {
      expect((await t.json("GET", `/api/enquiry?${bad}`, undefined, admin)).status, bad).toBe(400);
    }

    const csv = await t.request(
      `/api/enquiry/export?search=${tag}&course=MBBS&sortBy=neetScore&sortOrder=desc`,
      {
        headers: { Authorization: `Bearer ${admin}` },
      },
    );
    expect(csv.status).toBe(200);
    const lines = (await csv.text()).trim().split("\n");
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`${tag} a`);
    expect(lines[1]).toContain("Counsellor Asha");
    expect(lines[2]).toContain(`${tag} c`);
    const mine = await t.request(`/api/enquiry/export?search=${tag}&assignee=me&due=today`, {
      headers: { Authorization: `Bearer ${asha!.token}` },
    });
    expect((await mine.text()).trim().split("\n")).toHaveLength(3);
  });
});

describe("GET /api/enquiry/funnel", () => {
  it("counts the season per status, follow-ups due (mine; everyone for admins), courses and time to first contact", async () => {
    const [asha] = counsellors;
    const before = (await (await t.json("GET", "/api/enquiry/funnel", undefined, asha!.token)).json())
      .data as EnquiryFunnel;
    expect(before.due.everyone).toBeNull();

    const one = await submit({ course: "MS" });
    const two = await submit({ course: "MS" });
    await patch(one._id, {
      assigneeId: asha!.id,
      status: "applied",
      nextFollowUpAt: new Date().toISOString(),
    });
    await patch(two._id, { assigneeId: asha!.id });
    await t.db
      .update(enquiries)
      .set({ nextFollowUpAt: new Date(Date.now() - 3 * 86_400_000) })
      .where(eq(enquiries.id, two._id));

    const after = (await (await t.json("GET", "/api/enquiry/funnel", undefined, asha!.token)).json())
      .data as EnquiryFunnel;
    expect(after.counts.applied).toBe(before.counts.applied + 1);
    expect(after.counts.new).toBe(before.counts.new + 1);
    expect(after.due.mine.today).toBe(before.due.mine.today + 1);
    expect(after.due.mine.overdue).toBe(before.due.mine.overdue + 1);
    const ms = (data: EnquiryFunnel) => data.byCourse.find((row) => row.course === "MS")?.count ?? 0;
    expect(ms(after)).toBe(ms(before) + 2);
    expect(after.firstContact.thisWeekMinutes).toEqual(expect.any(Number));

    const adminView = await t.json("GET", "/api/enquiry/funnel", undefined, admin);
    const everyone = ((await adminView.json()) as { data: { due: { everyone: { today: number } } } }).data.due
      .everyone;
    expect(everyone.today).toBeGreaterThanOrEqual(after.due.mine.today);
    expect((await t.json("GET", "/api/enquiry/funnel")).status).toBe(401);
  });
});

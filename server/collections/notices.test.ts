import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { systemActor } from "../actor";
import { auditLog } from "../audit/audit.schema";
import { expectStaffOnly } from "../test-support/staff-only";
import { createTestApp, type TestApp } from "../test-support/test-app";
import { countRows, unique } from "../test-support/test-data";
import { collectionRecords } from "./collections.schema";

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.signIn();
});
afterAll(() => t.close());

const HOUR = 3600_000;

// Reaching into the storage (notices are records of the notices collection since issue 20).
const notices = {
  titled: (title: string) =>
    and(eq(collectionRecords.collection, "notices"), sql`${collectionRecords.data}->>'title' = ${title}`),
  stored: async (id: string) => {
    const [row] = await t.db.select().from(collectionRecords).where(eq(collectionRecords.id, id));
    return row!.data as Record<string, unknown>;
  },
  /** Sets stored dates (ISO) in the saved and the published version. */
  setDates: (id: string, dates: Record<string, Date>) => {
    const iso = JSON.stringify(
      Object.fromEntries(Object.entries(dates).map(([k, v]) => [k, v.toISOString()])),
    );
    return t.db
      .update(collectionRecords)
      .set({
        data: sql`${collectionRecords.data} || ${iso}::jsonb`,
        published: sql`${collectionRecords.published} || ${iso}::jsonb`,
      })
      .where(eq(collectionRecords.id, id));
  },
};

async function samplePdf() {
  const pdf = await PDFDocument.create();
  pdf.addPage().drawText("Schedule");
  return { bytes: await pdf.save(), name: "schedule.pdf" };
}
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

const noticeFields = (overrides: Record<string, unknown> = {}) => ({
  title: `Counselling round ${unique()}`,
  body: "Report with **original documents**.\n\nSee [the schedule](/admission/pg-admission-2025).",
  category: "admission",
  status: "published",
  ...overrides,
});

async function createNotice(overrides: Record<string, unknown> = {}) {
  const response = await t.json("POST", "/api/notices", noticeFields(overrides), token);
  expect(response.status).toBe(201);
  return (await response.json()).data as { _id: string; slug: string; title: string; [key: string]: unknown };
}

const publicIds = async (query = "?limit=100") => {
  const response = await t.json("GET", `/api/notices${query}`);
  expect(response.status).toBe(200);
  return ((await response.json()).data.notices as { _id: string }[]).map((notice) => notice._id);
};

describe("notices API", () => {
  it("lets only staff write", async () => {
    const notice = await createNotice();
    await expectStaffOnly(t, "POST", "/api/notices", noticeFields());
    await expectStaffOnly(t, "PATCH", `/api/notices/${notice._id}`, { title: "Changed" });
    await expectStaffOnly(t, "DELETE", `/api/notices/${notice._id}`);
  });

  it("creates a notice with the issue's field names and a slug made by the server", async () => {
    const title = `PG Counselling: Round 3 ${unique()}`;
    const notice = await createNotice({ title, pinned: true, link: "https://mcc.nic.in/pg" });
    expect(notice).toMatchObject({
      title,
      category: "admission",
      status: "published",
      pinned: true,
      link: "https://mcc.nic.in/pg",
      documentId: null,
      expireAt: null,
    });
    expect(notice.slug).toBe(title.toLowerCase().replace(/[^a-z0-9]+/g, "-"));
    expect(typeof notice.publishAt).toBe("string");
    // The same title again gets a different address; editing the title keeps the address.
    const twin = await createNotice({ title });
    expect(twin.slug).toBe(`${notice.slug}-2`);
    const patched = await t.json("PATCH", `/api/notices/${notice._id}`, { title: "Another title" }, token);
    expect((await patched.json()).data).toMatchObject({ title: "Another title", slug: notice.slug });
  });

  it("refuses bad input with 400 and a message, storing nothing", async () => {
    const title = `Refused ${unique()}`;
    for (const body of [
      noticeFields({ title, expireAt: at(-HOUR), publishAt: at(0) }),
      noticeFields({ title, category: "sports" }),
      noticeFields({ title, body: "" }),
      noticeFields({ title, link: "javascript:alert(1)" }),
      noticeFields({ title, status: "live" }),
    ]) {
      const response = await t.json("POST", "/api/notices", body, token);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await response.json()).message).toEqual(expect.any(String));
    }
    const dates = await t.json(
      "POST",
      "/api/notices",
      noticeFields({ title, publishAt: at(HOUR), expireAt: at(0) }),
      token,
    );
    expect((await dates.json()).message).toBe("expireAt must be after publishAt");
    expect(await countRows(t.db, collectionRecords, notices.titled(title))).toBe(0);

    // A change that would put expireAt before publishAt is refused too, and the notice is unchanged.
    const notice = await createNotice({ title: `Kept ${unique()}` });
    const patch = await t.json("PATCH", `/api/notices/${notice._id}`, { expireAt: at(-48 * HOUR) }, token);
    expect(patch.status).toBe(400);
    const row = await notices.stored(notice._id);
    expect(row!.expireAt).toBeNull();
  });

  it("shows visitors only published, current notices; staff see everything", async () => {
    const current = await createNotice();
    const draft = await createNotice({ status: "draft" });
    const scheduled = await createNotice({ publishAt: at(HOUR) });
    const expired = await createNotice({ publishAt: at(-48 * HOUR), expireAt: at(-HOUR) });
    const visible = await publicIds();
    expect(visible).toContain(current._id);
    for (const hidden of [draft, scheduled, expired]) expect(visible).not.toContain(hidden._id);

    const staff = await t.json("GET", "/api/notices?limit=100", undefined, token);
    const staffIds = ((await staff.json()).data.notices as { _id: string }[]).map((notice) => notice._id);
    for (const notice of [current, draft, scheduled, expired]) expect(staffIds).toContain(notice._id);

    // One notice: drafts and scheduled ones are 404 for visitors; an expired one stays readable.
    expect((await t.json("GET", `/api/notices/${draft._id}`)).status).toBe(404);
    expect((await t.json("GET", `/api/notices/${scheduled._id}`)).status).toBe(404);
    expect((await t.json("GET", `/api/notices/${expired.slug}`)).status).toBe(200);
    expect((await t.json("GET", `/api/notices/${draft._id}`, undefined, token)).status).toBe(200);
  });

  it("filters the public list by category", async () => {
    const tender = await createNotice({ category: "tender" });
    const exam = await createNotice({ category: "examination" });
    const tenders = await publicIds("?category=tender&limit=100");
    expect(tenders).toContain(tender._id);
    expect(tenders).not.toContain(exam._id);
    expect((await t.json("GET", "/api/notices?category=sports")).status).toBe(400);
  });

  it("publishes and expires on time without anyone acting (checked when read)", async () => {
    const notice = await createNotice({ publishAt: at(HOUR) });
    expect(await publicIds()).not.toContain(notice._id);
    // Time passes: move the notice's dates instead of the clock.
    await notices.setDates(notice._id, {
      publishAt: new Date(Date.now() - 1000),
      expireAt: new Date(Date.now() + 60_000),
    });
    expect(await publicIds()).toContain(notice._id);
    await notices.setDates(notice._id, { expireAt: new Date(Date.now() - 1000) });
    expect(await publicIds()).not.toContain(notice._id);
  });

  it("editors and admins write (audited); admissions and faculty-records get 403 and see what visitors see", async () => {
    for (const role of ["editor", "admin"] as const) {
      const writer = await t.signInAs(role);
      const created = await t.json("POST", "/api/notices", noticeFields({ status: "draft" }), writer);
      expect(created.status, role).toBe(201);
      const { _id } = (await created.json()).data as { _id: string };
      expect((await t.json("PATCH", `/api/notices/${_id}`, { pinned: true }, writer)).status).toBe(200);
      expect((await t.json("GET", `/api/notices/${_id}`, undefined, writer)).status).toBe(200);
      expect((await t.json("DELETE", `/api/notices/${_id}`, undefined, writer)).status).toBe(200);
      const entries = await t.db
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(and(eq(auditLog.entity, "notice"), eq(auditLog.entityId, _id)));
      expect(entries.map((entry) => entry.action).sort()).toEqual([
        "notice.create",
        "notice.delete",
        "notice.update",
      ]);
    }
    const draft = await createNotice({ status: "draft" });
    for (const role of ["admissions", "faculty-records"] as const) {
      const other = await t.signInAs(role);
      const refused = await t.json("POST", "/api/notices", noticeFields(), other);
      expect(refused.status, role).toBe(403);
      expect((await refused.json()).message).toBe("Forbidden: your role does not allow this");
      expect((await t.json("PATCH", `/api/notices/${draft._id}`, { title: "x" }, other)).status).toBe(403);
      expect((await t.json("DELETE", `/api/notices/${draft._id}`, undefined, other)).status).toBe(403);
      expect((await t.json("GET", `/api/notices/${draft._id}`, undefined, other)).status).toBe(404);
    }
  });

  it("attaches only a published document: an unknown or draft documentId is 400, and can be cleared", async () => {
    const published = await t.services.documents.create(
      systemActor,
      { title: `Schedule ${unique()}`, category: "downloads", date: "2025-08-01", status: "published" },
      await samplePdf(),
    );
    const draft = await t.services.documents.create(
      systemActor,
      { title: `Draft ${unique()}`, category: "downloads", date: "2025-08-01", status: "draft" },
      await samplePdf(),
    );
    const title = `Refused attachment ${unique()}`;
    for (const documentId of [randomUUID(), draft._id]) {
      const response = await t.json("POST", "/api/notices", noticeFields({ title, documentId }), token);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        message: "documentId must be the id of a published document",
        errors: [{ field: "documentId" }],
      });
    }
    expect((await t.json("POST", "/api/notices", noticeFields({ documentId: "nope" }), token)).status).toBe(
      400,
    );
    expect(await countRows(t.db, collectionRecords, notices.titled(title))).toBe(0);

    const notice = await createNotice({ documentId: published._id });
    expect(notice.documentId).toBe(published._id);
    const view = await t.services.notices.view(notice.slug);
    expect(view!.documentUrl).toBe(`/documents/file/${published._id}.pdf`);
    const unknown = await t.json("PATCH", `/api/notices/${notice._id}`, { documentId: randomUUID() }, token);
    expect(unknown.status).toBe(400);
    const cleared = await t.json("PATCH", `/api/notices/${notice._id}`, { documentId: null }, token);
    expect((await cleared.json()).data.documentId).toBeNull();
  });

  it("a PATCH changes only the fields it sends (a published, pinned notice stays so)", async () => {
    const notice = await createNotice({ pinned: true, link: "/admission" });
    const response = await t.json("PATCH", `/api/notices/${notice._id}`, { title: "Only the title" }, token);
    expect((await response.json()).data).toMatchObject({
      title: "Only the title",
      status: "published",
      pinned: true,
      link: "/admission",
    });
    expect(await publicIds()).toContain(notice._id);
  });

  it("leaves out the link to an attached document that was unpublished or deleted since", async () => {
    const document = await t.services.documents.create(
      systemActor,
      { title: `Tender ${unique()}`, category: "downloads", date: "2025-08-01", status: "published" },
      await samplePdf(),
    );
    const notice = await createNotice({ documentId: document._id });
    const onBoard = async () => (await t.services.notices.board()).find((n) => n._id === notice._id);
    expect((await onBoard())?.documentUrl).toBe(document.url);
    // A document write shows at once, though the notices' views are cached.
    await t.services.documents.update(systemActor, document._id, { status: "draft" });
    expect((await t.services.notices.view(notice.slug))?.documentUrl).toBeNull();
    expect((await onBoard())?.documentUrl).toBeNull();
    // Editing something else keeps the attachment; the link is back when the document is published again.
    const renamed = await t.json(
      "PATCH",
      `/api/notices/${notice._id}`,
      { title: `Renamed ${unique()}` },
      token,
    );
    expect((await renamed.json()).data.documentId).toBe(document._id);
    await t.services.documents.update(systemActor, document._id, { status: "published" });
    expect((await t.services.notices.view(notice.slug))?.documentUrl).toBe(document.url);
    await t.services.documents.remove(systemActor, document._id);
    expect((await t.services.notices.view(notice.slug))?.documentUrl).toBeNull();
  });

  it("deletes a notice", async () => {
    const notice = await createNotice();
    expect((await t.json("DELETE", `/api/notices/${notice._id}`, undefined, token)).status).toBe(200);
    expect((await t.json("GET", `/api/notices/${notice._id}`, undefined, token)).status).toBe(404);
    expect((await t.json("DELETE", `/api/notices/${notice._id}`, undefined, token)).status).toBe(404);
  });
});

describe("what public pages read", () => {
  it("renders Markdown without raw HTML or javascript: links", async () => {
    const notice = await createNotice({
      body: 'Hello <script>alert("x")</script> and [bad](javascript:alert(1)) and [good](https://example.org).',
    });
    const view = await t.services.notices.view(notice.slug);
    expect(view!.html).not.toContain("<script");
    expect(view!.html).toContain("&lt;script&gt;");
    expect(view!.html).not.toMatch(/href="javascript:/i);
    expect(view!.html).toContain('href="https://example.org"');
  });

  it("puts pinned notices first on the board and the latest pinned admission notice in the header", async () => {
    const older = await createNotice({ pinned: true, publishAt: at(-2 * HOUR) });
    const newer = await createNotice({ pinned: false });
    const board = await t.services.notices.board();
    const ids = board.map((notice) => notice._id);
    expect(ids.indexOf(older._id)).toBeLessThan(ids.indexOf(newer._id));
    const pinnedAdmission = await createNotice({ pinned: true });
    expect((await t.services.notices.announcement())?._id).toBe(pinnedAdmission._id);
  });

  it("keeps an expired notice readable at its address, marked archived, and shows drafts to staff previews only", async () => {
    const expired = await createNotice({ publishAt: at(-48 * HOUR), expireAt: at(-HOUR) });
    expect(await t.services.notices.view(expired.slug)).toMatchObject({ archived: true, preview: false });
    const draft = await createNotice({ status: "draft" });
    expect(await t.services.notices.view(draft.slug)).toBeNull();
    expect(await t.services.notices.view(draft.slug, { staffPreview: true })).toMatchObject({
      preview: true,
    });
  });
});

import { collegeDate } from "../../contract/college-time";
import { eq, sql } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COLLEGE_NAME } from "../../contract/college";
import { msrDuty } from "../../contract/disclosures";
import { addMonths, formatMonth } from "../../contract/nmc";
import { ROLES, type Role } from "../../contract/permissions";
import { currentAcademicYear } from "../../contract/students";
import { auditLog } from "../audit/audit.schema";
import { pdfText } from "../test-support/pdf-text";
import { createTestApp, type TestApp } from "../test-support/test-app";
import { countRows, unique } from "../test-support/test-data";
import { disclosureReminderKey, PUBLISHER_ROLES } from "./disclosure-publications";
import { disclosurePublications } from "./disclosures.schema";

// The tests of this file run in order on one database: the month is always the current one (the hub is
// built from today's records), so the first publication is made once and later ones are revisions.
let t: TestApp;
let admin: string;
let records: string;
const { dueMonth: month } = msrDuty(new Date());
// Admitted today, in today's academic year: item (d) shows it whenever the tests run.
const batch = currentAcademicYear(new Date());
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signInAs("admin");
  records = await t.signInAs("faculty-records");
  await t.services.collections.seed();
});
afterAll(() => t.close());

const publish = (body: unknown, bearer?: string) => t.json("POST", "/api/disclosures/months", body, bearer);

async function admit(name: string, neetRank: number, category = "obc") {
  const response = await t.json(
    "POST",
    "/api/students",
    {
      name,
      batch,
      course: "MBBS",
      quota: "state",
      category,
      pwd: false,
      neetRank,
      neetScore: 610,
      admittedOn: collegeDate(new Date()),
      status: "studying",
    },
    records,
  );
  expect(response.status).toBe(201);
}

const published = () => countRows(t.db, disclosurePublications, eq(disclosurePublications.month, month));

describe("the reminder on the 1st and the 4th", () => {
  it("is due once for the 1st and once for the 4th of a month, from 09:00 college time, until the 7th", () => {
    // 09:00 in India is 03:30 UTC.
    expect(disclosureReminderKey(new Date("2026-12-01T03:00:00Z"))).toBeNull();
    expect(disclosureReminderKey(new Date("2026-12-01T03:30:00Z"))).toBe("2026-12:1st");
    expect(disclosureReminderKey(new Date("2026-12-03T18:00:00Z"))).toBe("2026-12:1st");
    expect(disclosureReminderKey(new Date("2026-12-04T03:30:00Z"))).toBe("2026-12:4th");
    expect(disclosureReminderKey(new Date("2026-12-07T12:00:00Z"))).toBe("2026-12:4th");
    expect(disclosureReminderKey(new Date("2026-12-08T00:00:00Z"))).toBeNull();
  });

  it("e-mails every publisher through the outbox, once per key across instances, while the month is unpublished", async () => {
    expect(PUBLISHER_ROLES).toEqual(["admin"]);
    expect(t.services.scheduler.jobs()).toContain("disclosures.reminder");
    const before = t.mailer.sent.length;
    const at = new Date("2026-12-01T04:00:00Z");
    expect(await t.services.scheduler.tick(at)).toContain("disclosures.reminder");
    await t.services.outbox.drain();
    const sent = t.mailer.sent.slice(before).filter((mail) => /MSR Clause B\.1\.11/.test(mail.subject));
    const admins = (await t.services.users.withRole("admin")).map((user) => user.email);
    expect(sent.map((mail) => mail.to).sort()).toEqual([...admins].sort());
    expect(sent[0]!.subject).toContain(`for ${formatMonth(month)} due by 7`);
    expect(sent[0]!.text).toContain("/dashboard/disclosures");
    // The faculty-records clerk does not publish the hub and is not told.
    expect(sent.some((mail) => mail.to.startsWith("faculty-records-"))).toBe(false);
    // The same key never runs twice, on this instance or another sharing the database.
    expect(await t.services.scheduler.tick(at)).not.toContain("disclosures.reminder");
  });
});

describe("POST /api/disclosures/months", () => {
  it("is refused to every role without disclosure:publish and to visitors, and stores nothing", async () => {
    for (const role of ROLES.filter((one): one is Role => !PUBLISHER_ROLES.includes(one))) {
      const response = await publish({ month }, await t.signInAs(role));
      expect(response.status, role).toBe(403);
      expect(
        (
          await t.request("/api/disclosures/preview", {
            headers: { Authorization: `Bearer ${await t.signInAs(role)}` },
          })
        ).status,
        role,
      ).toBe(403);
    }
    expect((await publish({ month })).status).toBe(401);
    expect((await t.request("/api/disclosures/preview")).status).toBe(401);
    expect(await published()).toBe(0);
  });

  it("refuses a month other than the current one and a malformed month, naming the field", async () => {
    for (const other of [addMonths(month, -1), addMonths(month, 1), "2026-13", "November"]) {
      const response = await publish({ month: other }, admin);
      expect(response.status, other).toBe(400);
      const body = await response.json();
      expect(body.errors?.[0]?.field ?? body.message, other).toMatch(/month/);
    }
    expect((await t.db.select().from(disclosurePublications)).length).toBe(0);
  });

  it("previews what is missing, then publishes the twelve items and the pro-forma exactly as the pages show them", async () => {
    await admit(`Merit ${unique()}`, 2);
    const preview = await (
      await t.request("/api/disclosures/preview", { headers: { Authorization: `Bearer ${admin}` } })
    ).json();
    expect(preview.data.month).toBe(month);
    expect(preview.data.published).toBeNull();
    expect(preview.data.items.map((item: { letter: string }) => item.letter)).toEqual(
      "abcdefghijkl".split(""),
    );
    const k = preview.data.items.find((item: { letter: string }) => item.letter === "k");
    expect(k.missing).toContain(`No clinical material for ${formatMonth(addMonths(month, -1))}`);

    const expected = JSON.parse(JSON.stringify(await t.services.disclosures.items()));
    const response = await publish({ month }, admin);
    const body = await response.json();
    expect(response.status, JSON.stringify(body)).toBe(201);
    expect(body.data).toMatchObject({ month, revision: 1, reason: null });
    expect(body.data.missing).toBe(
      expected.reduce((sum: number, item: { missing: string[] }) => sum + item.missing.length, 0),
    );

    const read = await (await t.request(`/api/disclosures/months/${month}`)).json();
    expect(read.data.items).toEqual(expected);
    expect(read.data.collegeInformation.missing.length).toBeGreaterThan(0);
    expect(read.data.revisions).toHaveLength(1);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, body.data._id));
    expect(entry).toMatchObject({ action: "disclosure.publish", entity: "disclosure-publication" });
  });

  it("keeps the month as published when the records change afterwards", async () => {
    const before = (await (await t.request(`/api/disclosures/months/${month}`)).json()).data;
    const later = `Later ${unique()}`;
    await admit(later, 1);
    const live = await t.services.disclosures.item("d");
    expect(JSON.stringify(live)).toContain(later);
    const after = (await (await t.request(`/api/disclosures/months/${month}`)).json()).data;
    expect(after.items).toEqual(before.items);
    expect(JSON.stringify(after.items)).not.toContain(later);
  });

  it("takes a correction only as a revision with a reason; the first stays readable", async () => {
    const withoutReason = await publish({ month }, admin);
    expect(withoutReason.status).toBe(400);
    expect((await withoutReason.json()).errors[0].field).toBe("reason");
    expect((await publish({ month, reason: "   " }, admin)).status).toBe(400);
    expect(await published()).toBe(1);

    const response = await publish({ month, reason: "A student admitted late was left out" }, admin);
    expect(response.status).toBe(201);
    expect((await response.json()).data).toMatchObject({
      revision: 2,
      reason: "A student admitted late was left out",
    });
    const latest = (await (await t.request(`/api/disclosures/months/${month}`)).json()).data;
    expect(latest.revision).toBe(2);
    expect(latest.revisions.map((r: { revision: number }) => r.revision)).toEqual([2, 1]);
    expect(JSON.stringify(latest.items)).toContain("Later ");
    const first = (await (await t.request(`/api/disclosures/months/${month}?revision=1`)).json()).data;
    expect(first.revision).toBe(1);
    expect(JSON.stringify(first.items)).not.toContain("Later ");
  });
});

describe("published snapshots", () => {
  it("are refused UPDATE, DELETE and TRUNCATE by the database itself", async () => {
    const [row] = await t.db.select().from(disclosurePublications).limit(1);
    const attempts = [
      sql`update disclosure_publications set reason = 'rewritten' where id = ${row!.id}`,
      sql`update disclosure_publications set items = '[]'::jsonb where id = ${row!.id}`,
      sql`delete from disclosure_publications where id = ${row!.id}`,
      sql`truncate disclosure_publications`,
    ];
    for (const statement of attempts) {
      const failure = await t.db.execute(statement).then(
        () => null,
        (error: Error & { cause?: Error }) => error.cause?.message ?? error.message,
      );
      expect(failure).toMatch(/A published MSR B\.1\.11 disclosure cannot be changed or deleted/);
    }
    const [stored] = await t.db
      .select()
      .from(disclosurePublications)
      .where(eq(disclosurePublications.id, row!.id));
    expect(stored).toEqual(row);
  });
});

describe("the archive", () => {
  it("lists each published month once, as its latest revision, to anyone", async () => {
    const response = await t.request("/api/disclosures/months");
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.data.months).toHaveLength(1);
    expect(body.data.months[0]).toMatchObject({ month, revision: 2 });
    expect(body.data.pagination).toMatchObject({ currentPage: 1, totalMonths: 1, hasNextPage: false });
    expect((await t.request("/api/disclosures/months?limit=0")).status).toBe(400);
  });

  it("answers 404 for a month never published and 400 for a malformed one", async () => {
    expect((await t.request(`/api/disclosures/months/${addMonths(month, -1)}`)).status).toBe(404);
    expect((await t.request(`/api/disclosures/months/${month}?revision=9`)).status).toBe(404);
    expect((await t.request("/api/disclosures/months/2026-1")).status).toBe(400);
  });
});

describe("the month's downloads", () => {
  it("give each item as CSV, with the month, publication date and revision", async () => {
    const response = await t.request(`/msr-clause-b-1-11/${month}/d.csv`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(response.headers.get("content-disposition")).toContain(`msr-b-1-11-${month}-d.csv`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).trim().split(/\r?\n/);
    expect(lines[0]).toBe(
      "Academic year,Level,Category,NEET rank,Name,Course,Quota,NEET score,Admitted on,Publication month,Published on,Revision",
    );
    // Merit order within the category: rank 1 (the later admission, in revision 2) before rank 2.
    expect(lines[1]).toMatch(new RegExp(`^${batch},UG,OBC,1,Later `));
    expect(lines[2]).toMatch(new RegExp(`^${batch},UG,OBC,2,Merit `));
    expect(lines[1]).toMatch(new RegExp(`,${month},\\d{4}-\\d{2}-\\d{2},2$`));

    const first = await (await t.request(`/msr-clause-b-1-11/${month}/d.csv?revision=1`)).text();
    expect(first).not.toContain("Later ");
    const clinical = await (await t.request(`/msr-clause-b-1-11/${month}/k.csv`)).text();
    expect(clinical.split(/\r?\n/)[0]).toContain("Month,OPD: new patients");
    expect((await t.request(`/msr-clause-b-1-11/${month}/z.csv`)).status).toBe(404);
    expect((await t.request(`/msr-clause-b-1-11/${addMonths(month, -1)}/a.csv`)).status).toBe(404);
  });

  it("give the whole month as one A4 PDF with the college and the month on every page", async () => {
    const response = await t.request(`/msr-clause-b-1-11/${month}.pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    const bytes = new Uint8Array(await response.arrayBuffer());
    const document = await PDFDocument.load(bytes);
    for (const page of document.getPages()) {
      expect(Math.round(page.getWidth())).toBe(595);
      expect(Math.round(page.getHeight())).toBe(842);
    }
    const pages = await pdfText(bytes);
    expect(pages.length).toBeGreaterThan(1);
    for (const text of pages) {
      expect(text).toContain(COLLEGE_NAME);
      expect(text).toContain(formatMonth(month));
    }
    const all = pages.join("\n");
    for (const heading of ["(a) Dean, Principal and Medical Superintendent", "(l) Anti-ragging measures"])
      expect(all).toContain(heading);
    expect(all).toContain("Reason for revision 2: A student admitted late was left out");
    expect((await t.request(`/msr-clause-b-1-11/${addMonths(month, -1)}.pdf`)).status).toBe(404);
  });
});

describe("the OpenAPI file", () => {
  it("documents the publication's endpoints", async () => {
    const doc = await (await t.json("GET", "/api/openapi.json")).json();
    expect(Object.keys(doc.paths["/disclosures/months"]).sort()).toEqual(["get", "post"]);
    expect(Object.keys(doc.paths["/disclosures/months/{month}"])).toEqual(["get"]);
    expect(Object.keys(doc.paths["/disclosures/preview"])).toEqual(["get"]);
    expect(JSON.stringify(doc.paths["/disclosures/months"].get)).toContain("totalMonths");
  });
});

describe("once published", () => {
  it("the reminder sends nothing", async () => {
    const before = t.mailer.sent.length;
    expect(await t.services.disclosures.publications.sendReminders()).toBe(0);
    await t.services.outbox.drain();
    expect(t.mailer.sent.length).toBe(before);
  });
});

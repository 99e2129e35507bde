import { addDays, collegeDate } from "../../contract/college-time";
import { and, eq, sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CounsellingNotifyResult, CounsellingRound } from "../../contract/counselling";
import type { PipelineEnquiry } from "../../contract/enquiry";
import type { Role } from "../../contract/permissions";

import { createMailer } from "../mail/mailer";
import { mailOutbox } from "../outbox/outbox.schema";
import { createOutboxWorker } from "../outbox/outbox.worker";
import { startSmtpSink, type SmtpSink } from "../test-support/smtp-sink";
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from "../test-support/test-app";
import { countRows, unique } from "../test-support/test-data";
import { counsellingRounds } from "./counselling.schema";
import { COUNSELLING_UPDATE_KIND, UNSUBSCRIBE_PATH } from "./counselling.service";
import { freshPhone } from "../test-support/fresh-phone";

const silent = pino({ level: "silent" });
const today = collegeDate(new Date());

let t: TestApp;
let smtp: SmtpSink;
let admin: string;
let officer: string;

beforeAll(async () => {
  // The default rate: 30 a minute, one every two seconds.
  t = await createTestApp({ BULK_MAIL_PER_MINUTE: 30 });
  smtp = await startSmtpSink();
  admin = await t.signIn();
  officer = await t.signInAs("admissions");
});
afterAll(async () => {
  await smtp?.stop();
  await t?.close();
});

const round = (overrides: Record<string, unknown> = {}) => ({
  authority: "UGMAC Bihar",
  course: "MBBS",
  round: `Round ${unique()}`,
  registrationFrom: addDays(today, 2),
  registrationTo: addDays(today, 6),
  reportingBy: addDays(today, 12),
  link: "https://bceceboard.bihar.gov.in/UGMAC2026",
  notes: "Bring the original documents to the verification centre.",
  status: "published",
  ...overrides,
});

async function createRound(overrides: Record<string, unknown> = {}, token = officer) {
  const response = await t.json("POST", "/api/counselling-rounds", round(overrides), token);
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: CounsellingRound }).data;
}

async function notify(id: string, token = officer) {
  const response = await t.json("POST", `/api/counselling-rounds/${id}/notify`, undefined, token);
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: CounsellingNotifyResult }).data;
}

async function enquire(fields: Record<string, unknown>) {
  const response = await t.json("POST", "/api/enquiry", {
    name: "Riya Sharma",
    phone: freshPhone(),
    neetScore: "612",
    ...fields,
  });
  return (await t.readBack("/api/enquiry", response)) as PipelineEnquiry;
}

/** Time passes: every queued update is due now (the rate spaces them out otherwise). */
const dueNow = () =>
  t.db
    .update(mailOutbox)
    .set({ nextAttemptAt: sql`now()` })
    .where(and(eq(mailOutbox.kind, COUNSELLING_UPDATE_KIND), eq(mailOutbox.status, "queued")));

async function deliver() {
  await dueNow();
  await createOutboxWorker({
    db: t.db,
    mailer: createMailer({ smtpUrl: smtp.url, from: "College <no-reply@college.test>", logger: silent }),
    logger: silent,
  }).drain();
}

const updatesTo = (address: string) =>
  smtp.received.filter(
    (mail) => mail.to.includes(address.toLowerCase()) && /counselling:/.test(mail.subject),
  );

const tokenIn = (text: string) => {
  const match = new RegExp(`${UNSUBSCRIBE_PATH}\\?token=([A-Za-z0-9_-]{43})`).exec(text);
  expect(match).not.toBeNull();
  return match![1]!;
};

describe("counselling rounds: who may keep them", () => {
  const writers: Role[] = ["admin", "admissions"];
  const others: Role[] = ["editor", "faculty-records", "hospital-desk", "grievance"];

  it.each(writers)("%s creates, changes, notifies about and deletes a round", async (role) => {
    const token = role === "admin" ? admin : officer;
    const created = await createRound({ status: "draft" }, token);
    const patched = await t.json(
      "PATCH",
      `/api/counselling-rounds/${created._id}`,
      { status: "published" },
      token,
    );
    expect(patched.status).toBe(200);
    expect(((await patched.json()) as { data: CounsellingRound }).data.status).toBe("published");
    expect((await notify(created._id, token)).round._id).toBe(created._id);
    expect((await t.json("DELETE", `/api/counselling-rounds/${created._id}`, undefined, token)).status).toBe(
      200,
    );
    expect(await countRows(t.db, counsellingRounds, eq(counsellingRounds.id, created._id))).toBe(0);
  });

  it.each(others)("%s may not write rounds (403) and sees only what visitors see", async (role) => {
    const token = await t.signInAs(role);
    const existing = await createRound();
    const draft = await createRound({ status: "draft" });
    expect((await t.json("POST", "/api/counselling-rounds", round(), token)).status).toBe(403);
    expect(
      (await t.json("PATCH", `/api/counselling-rounds/${existing._id}`, { round: "X" }, token)).status,
    ).toBe(403);
    expect((await t.json("DELETE", `/api/counselling-rounds/${existing._id}`, undefined, token)).status).toBe(
      403,
    );
    expect(
      (await t.json("POST", `/api/counselling-rounds/${existing._id}/notify`, undefined, token)).status,
    ).toBe(403);
    expect((await t.json("GET", `/api/counselling-rounds/${draft._id}`, undefined, token)).status).toBe(404);
  });

  it("without a session writes are 401; visitors list published rounds not yet over, soonest first", async () => {
    expect((await t.json("POST", "/api/counselling-rounds", round())).status).toBe(401);
    const later = await createRound({
      registrationFrom: addDays(today, 30),
      registrationTo: addDays(today, 35),
      reportingBy: addDays(today, 40),
    });
    const open = await createRound({
      registrationFrom: addDays(today, -1),
      registrationTo: addDays(today, 3),
    });
    const draft = await createRound({ status: "draft" });
    const past = await createRound({
      registrationFrom: addDays(today, -20),
      registrationTo: addDays(today, -15),
      reportingBy: addDays(today, -1),
    });
    const visitor = (await (await t.json("GET", "/api/counselling-rounds?limit=100")).json()) as {
      data: { rounds: CounsellingRound[]; pagination: { totalRecords: number } };
    };
    const ids = visitor.data.rounds.map((item) => item._id);
    expect(ids).toContain(open._id);
    expect(ids).toContain(later._id);
    expect(ids.indexOf(open._id)).toBeLessThan(ids.indexOf(later._id));
    expect(ids).not.toContain(draft._id);
    expect(ids).not.toContain(past._id);
    expect(visitor.data.rounds.find((item) => item._id === open._id)!.phase).toBe("open");
    expect(visitor.data.rounds.find((item) => item._id === later._id)!.phase).toBe("upcoming");
    expect(visitor.data.pagination.totalRecords).toBe(ids.length);

    const staff = (await (
      await t.json("GET", "/api/counselling-rounds?limit=100", undefined, officer)
    ).json()) as {
      data: { rounds: CounsellingRound[] };
    };
    const staffIds = staff.data.rounds.map((item) => item._id);
    expect(staffIds).toEqual(expect.arrayContaining([draft._id, past._id]));
    expect(staff.data.rounds.find((item) => item._id === past._id)!.phase).toBe("past");
  });
});

describe("counselling rounds: bad input", () => {
  const refused = async (body: Record<string, unknown>, field: string) => {
    const before = await countRows(t.db, counsellingRounds, undefined);
    const response = await t.json("POST", "/api/counselling-rounds", body, officer);
    expect(response.status).toBe(400);
    const answer = (await response.json()) as {
      success: boolean;
      errors: { field: string; message: string }[];
    };
    expect(answer.success).toBe(false);
    expect(answer.errors.map((error) => error.field)).toContain(field);
    expect(await countRows(t.db, counsellingRounds, undefined)).toBe(before);
    return answer;
  };

  it("refuses dates out of order, naming the field, and stores nothing", async () => {
    const closesFirst = await refused(
      round({ registrationFrom: addDays(today, 5), registrationTo: addDays(today, 4) }),
      "registrationTo",
    );
    expect(closesFirst.errors.find((error) => error.field === "registrationTo")!.message).toMatch(
      /on or after/,
    );
    await refused(round({ reportingBy: addDays(today, 3) }), "reportingBy");
  });

  it("refuses a link that is not https, an unknown course, a missing authority and an impossible date", async () => {
    await refused(round({ link: "http://bceceboard.bihar.gov.in/" }), "link");
    await refused(round({ link: "javascript:alert(1)" }), "link");
    await refused(round({ course: "BDS" }), "course");
    await refused(round({ authority: "  " }), "authority");
    await refused(round({ registrationFrom: "2026-02-30" }), "registrationFrom");
  });

  it("refuses a change that puts the stored dates out of order", async () => {
    const created = await createRound();
    const response = await t.json(
      "PATCH",
      `/api/counselling-rounds/${created._id}`,
      { reportingBy: addDays(today, 1) },
      officer,
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: { field: string }[] }).errors[0]!.field).toBe("reportingBy");
    expect((await t.json("GET", `/api/counselling-rounds/${created._id}`, undefined, officer)).status).toBe(
      200,
    );
    const [stored] = await t.db.select().from(counsellingRounds).where(eq(counsellingRounds.id, created._id));
    expect(stored!.reportingBy).toBe(created.reportingBy);
  });
});

describe("consent on the enquiry", () => {
  it("is off unless ticked, and is stored with its time when it is", async () => {
    const plain = await enquire({ email: `plain-${unique()}@example.com`, course: "MBBS" });
    expect(plain).toMatchObject({ updatesConsent: false, updatesConsentAt: null });
    const before = Date.now();
    const asked = await enquire({
      email: `asked-${unique()}@example.com`,
      course: "MBBS",
      updatesConsent: true,
    });
    expect(asked.updatesConsent).toBe(true);
    expect(new Date(asked.updatesConsentAt!).getTime()).toBeGreaterThanOrEqual(before - 1000);
    const read = (await (await t.json("GET", `/api/enquiry/${asked._id}`, undefined, officer)).json()) as {
      data: { updatesConsent: boolean; timeline: { kind: string; summary: string }[] };
    };
    expect(read.data.updatesConsent).toBe(true);
    expect(read.data.timeline.map((entry) => entry.summary)).toContain(
      "Asked for counselling-round updates by e-mail",
    );
  });

  it("may be recorded by staff, who then need an address", async () => {
    const withAddress = await t.json(
      "POST",
      "/api/enquiry/staff-entry",
      {
        name: "Father at the counter",
        phone: freshPhone(),
        email: `counter-${unique()}@example.com`,
        course: "MD",
        source: "walk-in",
        updatesConsent: true,
      },
      officer,
    );
    expect(withAddress.status).toBe(201);
    expect(((await withAddress.json()) as { data: PipelineEnquiry }).data.updatesConsent).toBe(true);
    const without = await t.json(
      "POST",
      "/api/enquiry/staff-entry",
      {
        name: "Father at the counter",
        phone: freshPhone(),
        course: "MD",
        source: "walk-in",
        updatesConsent: true,
      },
      officer,
    );
    expect(without.status).toBe(400);
    expect(((await without.json()) as { errors: { field: string }[] }).errors[0]!.field).toBe("email");
  });
});

describe("telling families about a round", () => {
  it("e-mails each consenting family of the course once, with one-click unsubscribe, and never again", async () => {
    const family = `family-${unique()}@example.com`;
    const first = await enquire({ email: family, course: "MBBS", updatesConsent: true });
    // The same family again (other case of the address): one e-mail still.
    const again = await enquire({ email: family.toUpperCase(), course: "MBBS", updatesConsent: true });
    const silentFamily = `silent-${unique()}@example.com`;
    await enquire({ email: silentFamily, course: "MBBS" });
    const pgFamily = `pg-${unique()}@example.com`;
    await enquire({ email: pgFamily, course: "MD", updatesConsent: true });
    const counter = `counter-${unique()}@example.com`;
    const staffEntered = await t.json(
      "POST",
      "/api/enquiry/staff-entry",
      {
        name: "Walk-in",
        phone: freshPhone(),
        email: counter,
        course: "MBBS",
        source: "walk-in",
        updatesConsent: true,
      },
      officer,
    );
    expect(staffEntered.status).toBe(201);

    const draft = await createRound({ status: "draft" });
    const refused = await t.json("POST", `/api/counselling-rounds/${draft._id}/notify`, undefined, officer);
    expect(refused.status).toBe(409);

    const published = await createRound();
    const told = await notify(published._id);
    // Every consenting MBBS address of this test file so far: at least ours, and each address once.
    const queued = await t.db
      .select()
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.kind, COUNSELLING_UPDATE_KIND),
          sql`${mailOutbox.subject} like ${`%${published.round}%`}`,
        ),
      );
    expect(queued).toHaveLength(told.notified);
    expect(told.round.notifiedCount).toBe(told.notified);
    expect(told.round.notifiedAt).not.toBeNull();
    const addresses = queued.map((row) => row.to.toLowerCase());
    expect(new Set(addresses).size).toBe(addresses.length);
    expect(addresses).toContain(family.toLowerCase());
    expect(addresses).toContain(counter);
    expect(addresses).not.toContain(silentFamily);
    expect(addresses).not.toContain(pgFamily);
    // Throttled: spaced two seconds apart (30 a minute), after whatever is queued already.
    const due = queued.map((row) => row.nextAttemptAt.getTime()).sort((a, b) => a - b);
    for (let i = 1; i < due.length; i++) expect(due[i]! - due[i - 1]!).toBe(2000);

    // Another click, or another officer: nothing new.
    const twice = await notify(published._id, admin);
    expect(twice.notified).toBe(0);
    expect(twice.round.notifiedCount).toBe(told.notified);
    expect(
      await countRows(
        t.db,
        mailOutbox,
        and(
          eq(mailOutbox.kind, COUNSELLING_UPDATE_KIND),
          sql`${mailOutbox.subject} like ${`%${published.round}%`}`,
        ),
      ),
    ).toBe(told.notified);

    await deliver();
    const [mail, ...more] = updatesTo(family);
    expect(more).toHaveLength(0);
    expect(mail).toBeDefined();
    expect(updatesTo(counter)).toHaveLength(1);
    expect(updatesTo(silentFamily)).toHaveLength(0);
    expect(updatesTo(pgFamily)).toHaveLength(0);
    expect(mail!.subject).toContain(`MBBS counselling: UGMAC Bihar ${published.round}`);
    expect(mail!.text).toContain("https://bceceboard.bihar.gov.in/UGMAC2026");
    expect(mail!.text).toContain("seat allotment");
    // Nothing the visitor typed: the address was never verified.
    expect(mail!.text).not.toContain("Riya");
    const token = tokenIn(mail!.text);
    const link = `${TEST_PUBLIC_URL}${UNSUBSCRIBE_PATH}?token=${token}`;
    expect(mail!.headers["list-unsubscribe"]).toBe(`<${link}>`);
    expect(mail!.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    expect(mail!.html).toContain(link.replace(/&/g, "&amp;"));
    // The update is on the enquiry's timeline.
    const detail = (await (await t.json("GET", `/api/enquiry/${first._id}`, undefined, officer)).json()) as {
      data: { timeline: { summary: string }[] };
    };
    expect(detail.data.timeline.map((entry) => entry.summary)).toContain(
      "Counselling-round update e-mail: sent",
    );

    // Unsubscribing withdraws the address's consent at once, on both its enquiries.
    const unsubscribed = await t.json("POST", "/api/counselling-rounds/unsubscribe", { token });
    expect(unsubscribed.status).toBe(200);
    expect(((await unsubscribed.json()) as { data: { withdrawn: number } }).data.withdrawn).toBe(2);
    for (const id of [first._id, again._id]) {
      const read = (await (await t.json("GET", `/api/enquiry/${id}`, undefined, officer)).json()) as {
        data: PipelineEnquiry;
      };
      expect(read.data).toMatchObject({ updatesConsent: false, updatesConsentAt: null });
    }
    // Again: harmless.
    const repeat = await t.json("POST", "/api/counselling-rounds/unsubscribe", { token });
    expect(((await repeat.json()) as { data: { withdrawn: number } }).data.withdrawn).toBe(0);

    // The next round skips them; a family who asked since is told.
    const newcomer = `newcomer-${unique()}@example.com`;
    await enquire({ email: newcomer, course: "MBBS", updatesConsent: true });
    const next = await createRound({ round: `Round ${unique()} (mop-up)` });
    const nextTold = await notify(next._id);
    expect(nextTold.notified).toBe(told.notified); // the family out, the newcomer in
    await deliver();
    expect(updatesTo(family)).toHaveLength(1);
    expect(updatesTo(newcomer)).toHaveLength(1);
    expect(updatesTo(counter)).toHaveLength(2);
  });

  it("tells MD and MS families about an MD/MS round, and nobody about a round that is over", async () => {
    const md = `md-${unique()}@example.com`;
    const ms = `ms-${unique()}@example.com`;
    const mbbs = `mbbs-${unique()}@example.com`;
    await enquire({ email: md, course: "MD", updatesConsent: true });
    await enquire({ email: ms, course: "MS", updatesConsent: true });
    await enquire({ email: mbbs, course: "MBBS", updatesConsent: true });
    const pg = await createRound({
      authority: "MCC",
      course: "MD/MS",
      link: "https://mcc.nic.in/pg-medical-counselling/",
    });
    await notify(pg._id);
    await deliver();
    expect(updatesTo(md)).toHaveLength(1);
    expect(updatesTo(ms)).toHaveLength(1);
    expect(updatesTo(mbbs).filter((mail) => mail.subject.includes("MD/MS"))).toHaveLength(0);

    const over = await createRound({
      registrationFrom: addDays(today, -20),
      registrationTo: addDays(today, -15),
      reportingBy: addDays(today, -1),
    });
    expect(
      (await t.json("POST", `/api/counselling-rounds/${over._id}/notify`, undefined, officer)).status,
    ).toBe(409);
  });

  it("refuses an unknown or malformed unsubscribe token", async () => {
    const unknown = await t.json("POST", "/api/counselling-rounds/unsubscribe", { token: "A".repeat(43) });
    expect(unknown.status).toBe(404);
    const malformed = await t.json("POST", "/api/counselling-rounds/unsubscribe", { token: "not-a-token" });
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as { errors: { field: string }[] }).errors[0]!.field).toBe("token");
  });
});

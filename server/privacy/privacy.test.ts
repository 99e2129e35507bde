import { Writable } from "node:stream";
import { and, eq, inArray } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EnquiryDetail, EnquirySources, PipelineEnquiry } from "../../contract/enquiry";
import { ANONYMISED_NAME, WITHDRAWAL_LINK_INVALID } from "../../contract/privacy";
import { appointmentRequests } from "../appointments/appointments.schema";
import type { AppointmentStatus } from "../../contract/appointments";
import { auditLog } from "../audit/audit.schema";
import { openDatabase, type Database } from "../db/client";
import { enquiries, enquiryCalls, enquiryEvents, enquiryNotes } from "../enquiries/enquiries.schema";
import { createMailer } from "../mail/mailer";
import { contactMessages } from "../messages/messages.schema";
import { mailOutbox } from "../outbox/outbox.schema";
import { createOutboxWorker } from "../outbox/outbox.worker";
import { createSchedulerService } from "../scheduler/scheduler.service";
import { startSmtpSink, type SmtpSink } from "../test-support/smtp-sink";
import { createTestApp, type TestApp } from "../test-support/test-app";
import { unique } from "../test-support/test-data";
import { retentionJob } from "./privacy.module";
import { createPrivacyService } from "./privacy.service";
import { freshPhone } from "../test-support/fresh-phone";

const silent = pino({ level: "silent" });
/** Every line the app logs, to check no withdrawal token reaches the log. */
const logged: string[] = [];
let t: TestApp;
let admin: string;
let officer: string;
let smtp: SmtpSink;

beforeAll(async () => {
  smtp = await startSmtpSink();
  const sink = new Writable({
    write(chunk, _encoding, done) {
      logged.push(String(chunk));
      done();
    },
  });
  t = await createTestApp({}, { logger: pino({ level: "info" }, sink) });
  admin = await t.signIn();
  officer = await t.signInAs("admissions");
});
afterAll(async () => {
  await smtp.stop();
  await t.close();
});

const YEAR = 365 * 24 * 3_600_000;

async function postEnquiry(overrides: Record<string, unknown> = {}): Promise<PipelineEnquiry> {
  const response = await t.json("POST", "/api/enquiry", {
    name: `Riya ${unique()}`,
    email: `riya-${unique()}@example.test`,
    phone: freshPhone(),
    course: "MBBS",
    neetScore: "612",
    message: "My daughter's hostel question",
    ...overrides,
  });
  return (await t.readBack("/api/enquiry", response)) as PipelineEnquiry;
}

/** Moves an enquiry's status and its last change to `ago` milliseconds back. */
async function age(id: string, status: string, ago: number) {
  await t.db
    .update(enquiries)
    .set({
      status,
      closeReason: status === "closed" ? "chose-another-college" : null,
      updatedAt: new Date(Date.now() - ago),
    })
    .where(eq(enquiries.id, id));
}

const row = async (id: string) => (await t.db.select().from(enquiries).where(eq(enquiries.id, id)))[0]!;
const sources = async () =>
  (
    (await (await t.json("GET", "/api/enquiry/sources", undefined, officer)).json()) as {
      data: EnquirySources;
    }
  ).data;
const deliver = () =>
  createOutboxWorker({
    db: t.db,
    mailer: createMailer({ smtpUrl: smtp.url, from: "College <no-reply@college.test>", logger: silent }),
    logger: silent,
  }).drain();

describe("the retention job", () => {
  it("anonymises closed enquiries and handled messages past the period, keeps the counts, and does nothing twice", async () => {
    const oldClosed = await postEnquiry();
    const oldAdmitted = await postEnquiry({ course: "MD" });
    const oldOpen = await postEnquiry();
    const recentClosed = await postEnquiry();
    await t.json(
      "POST",
      `/api/enquiry/${oldClosed._id}/notes`,
      { text: "Father: Suresh, 98355 11111" },
      officer,
    );
    await t.json(
      "POST",
      `/api/enquiry/${oldClosed._id}/calls`,
      { direction: "outgoing", outcome: "connected", note: "Spoke to Riya's mother" },
      officer,
    );
    await age(oldClosed._id, "closed", 3 * YEAR);
    await age(oldAdmitted._id, "admitted", 3 * YEAR);
    await age(oldOpen._id, "contacted", 3 * YEAR);
    await age(recentClosed._id, "closed", YEAR);
    const messages = [];
    for (const [status, ago] of [
      ["handled", 3 * YEAR],
      ["handled", YEAR],
      ["read", 3 * YEAR],
    ] as const) {
      const posted = await t.json("POST", "/api/contact-us", {
        name: "Meera Das",
        email: `meera-${unique()}@example.test`,
        phone: "+91 98765 43210",
        category: "admissions",
        subject: "Hostel rooms",
        message: "Are AC rooms available?",
      });
      const id = ((await posted.json()) as { data: { _id: string } }).data._id;
      await t.db
        .update(contactMessages)
        .set({ status, updatedAt: new Date(Date.now() - ago) })
        .where(eq(contactMessages.id, id));
      messages.push(id);
    }
    await deliver();
    const before = await sources();

    const run = await t.services.privacy.runRetention();
    expect(run).toMatchObject({ enquiries: 2, messages: 1 });

    for (const enquiry of [oldClosed, oldAdmitted]) {
      const erased = await row(enquiry._id);
      expect(erased).toMatchObject({
        name: ANONYMISED_NAME,
        email: null,
        phone: "",
        neetScore: "",
        message: "",
        // What the reports count stays.
        course: enquiry.course,
        source: "web",
        status: enquiry._id === oldAdmitted._id ? "admitted" : "closed",
        referenceNo: expect.any(Number),
        anonymisedAt: expect.any(Date),
      });
      expect(erased.createdAt.toISOString()).toBe(enquiry.createdAt);
      const mail = await t.db.select().from(mailOutbox).where(eq(mailOutbox.entityId, enquiry._id));
      expect(mail.length).toBeGreaterThan(0);
      for (const copy of mail) expect(copy).toMatchObject({ to: "", text: "", html: null });
    }
    expect(await t.db.select().from(enquiryNotes).where(eq(enquiryNotes.enquiryId, oldClosed._id))).toEqual(
      [],
    );
    const [call] = await t.db.select().from(enquiryCalls).where(eq(enquiryCalls.enquiryId, oldClosed._id));
    expect(call).toMatchObject({ outcome: "connected", note: "" });
    const detail = (await (
      await t.json("GET", `/api/enquiry/${oldClosed._id}`, undefined, officer)
    ).json()) as {
      data: EnquiryDetail;
    };
    expect(detail.data.timeline.map((entry) => entry.summary)).toContain(
      "Retention period over: name, contact details, message and notes erased",
    );
    for (const untouched of [oldOpen, recentClosed]) {
      expect(await row(untouched._id)).toMatchObject({
        name: untouched.name,
        email: untouched.email,
        message: "My daughter's hostel question",
        anonymisedAt: null,
      });
    }
    const kept = await t.db.select().from(contactMessages).where(inArray(contactMessages.id, messages));
    const byId = (id: string) => kept.find((message) => message.id === id)!;
    expect(byId(messages[0]!)).toMatchObject({
      name: ANONYMISED_NAME,
      email: "",
      message: "",
      category: "admissions",
    });
    expect(byId(messages[1]!)).toMatchObject({ name: "Meera Das", anonymisedAt: null });
    expect(byId(messages[2]!)).toMatchObject({ name: "Meera Das", anonymisedAt: null });

    // The sources report adds up as before.
    expect(await sources()).toEqual(before);

    // The trail: counts only.
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.action, "privacy.retention-run"));
    expect(entries).toHaveLength(1);
    expect(entries[0]!.details).toMatchObject({ enquiries: 2, messages: 1, retentionMonths: 24 });
    expect(JSON.stringify(entries[0])).not.toMatch(/Riya|Meera|example\.test|98765/);

    // A second run finds nothing left to do and changes nothing.
    const snapshot = await t.db
      .select()
      .from(enquiries)
      .where(inArray(enquiries.id, [oldClosed._id, oldAdmitted._id]));
    expect(await t.services.privacy.runRetention()).toMatchObject({ enquiries: 0, messages: 0 });
    expect(
      await t.db
        .select()
        .from(enquiries)
        .where(inArray(enquiries.id, [oldClosed._id, oldAdmitted._id])),
    ).toEqual(snapshot);
    const events = await t.db
      .select()
      .from(enquiryEvents)
      .where(and(eq(enquiryEvents.enquiryId, oldClosed._id), eq(enquiryEvents.kind, "anonymised")));
    expect(events).toHaveLength(1);
  });

  it("erases the patient's details from OPD appointment requests whose day is past the period, and their e-mails' copies", async () => {
    const dayAgo = (ago: number) => new Date(Date.now() - ago).toISOString().slice(0, 10);
    const request = (status: AppointmentStatus, day: string, confirmed: string | null) => ({
      reference: `APT-T-${unique()}`,
      name: "Sunita Devi",
      phone: "+91 98765 43210",
      phoneDigits: "9876543210",
      email: `sunita-${unique()}@example.test`,
      department: "Medicine",
      preferredDate: day,
      note: "Knee pain since March",
      status,
      outcome: status === "new" ? null : "Spoke to her son",
      confirmedDate: confirmed,
      confirmedTime: confirmed ? "10:30" : null,
    });
    const rows = await t.db
      .insert(appointmentRequests)
      .values([
        // Asked for a day long past, confirmed for a day a little later: still past the period.
        request("confirmed", dayAgo(3 * YEAR), dayAgo(3 * YEAR - 7 * 24 * 3_600_000)),
        // Never called back, for a day long past.
        request("new", dayAgo(3 * YEAR), null),
        // Asked for a day long past, but confirmed for a day within the period: kept.
        request("confirmed", dayAgo(3 * YEAR), dayAgo(YEAR)),
        request("cancelled", dayAgo(YEAR), null),
      ])
      .returning();
    const [pastConfirmed, pastNew, confirmedRecently, recent] = rows.map((row) => row.id) as [
      string,
      string,
      string,
      string,
    ];
    await t.db.insert(mailOutbox).values({
      to: "sunita@example.test",
      subject: "Your OPD appointment is confirmed",
      text: "Dear Sunita Devi, ...",
      entity: "appointment-request",
      entityId: pastConfirmed,
      kind: "appointment confirmation",
      status: "sent",
    });

    const run = await t.services.privacy.runRetention();
    expect(run.appointments).toBe(2);
    const read = async (id: string) =>
      (await t.db.select().from(appointmentRequests).where(eq(appointmentRequests.id, id)))[0]!;
    for (const id of [pastConfirmed, pastNew]) {
      expect(await read(id)).toMatchObject({
        name: ANONYMISED_NAME,
        phone: "",
        phoneDigits: "",
        email: null,
        note: null,
        outcome: null,
        // What the desk's counts use stays.
        department: "Medicine",
        anonymisedAt: expect.any(Date),
      });
    }
    expect((await read(pastConfirmed)).status).toBe("confirmed");
    for (const id of [confirmedRecently, recent]) {
      expect(await read(id)).toMatchObject({
        name: "Sunita Devi",
        note: "Knee pain since March",
        anonymisedAt: null,
      });
    }
    const [copy] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.entityId, pastConfirmed));
    expect(copy).toMatchObject({ to: "", text: "", subject: "(erased)" });
    const settings = (await (await t.json("GET", "/api/privacy/settings", undefined, admin)).json()) as {
      data: { lastRun: { appointments: number } };
    };
    expect(settings.data.lastRun.appointments).toBe(2);
    expect((await t.services.privacy.runRetention()).appointments).toBe(0);
  });

  it("runs once when two instances' schedulers are due at the same moment (the scheduler's claim)", async () => {
    const old = await postEnquiry();
    await age(old._id, "closed", 3 * YEAR);
    // A second instance: its own connection pool on PostgreSQL.
    const second: Database = t.databaseUrl
      ? await openDatabase({ kind: "postgres", url: t.databaseUrl })
      : ({ db: t.db } as Database);
    try {
      const runs: number[] = [];
      const instance = (db: typeof t.db) => {
        const privacy = createPrivacyService(db, t.services);
        const scheduler = createSchedulerService({ db, logger: silent });
        const job = retentionJob(privacy);
        scheduler.register({
          ...job,
          run: async () => {
            runs.push((await privacy.runRetention()).enquiries);
          },
        });
        return scheduler;
      };
      const a = instance(t.db);
      const b = instance(second.db);
      const now = new Date("2031-03-04T03:00:00Z");
      const auditBefore = (
        await t.db.select().from(auditLog).where(eq(auditLog.action, "privacy.retention-run"))
      ).length;
      await Promise.all([a.tick(now), b.tick(now), a.tick(now), b.tick(now)]);
      expect(runs).toEqual([1]);
      const auditAfter = await t.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, "privacy.retention-run"));
      expect(auditAfter.length - auditBefore).toBe(1);
      expect(await row(old._id)).toMatchObject({ name: ANONYMISED_NAME });
    } finally {
      if (t.databaseUrl) await second.close();
    }
  });

  it("is registered with the app's scheduler", () => {
    expect(t.services.scheduler.jobs()).toContain("privacy.retention");
  });
});

describe("the retention setting", () => {
  const put = (body: unknown, token?: string) => t.json("PUT", "/api/privacy/settings", body, token);

  it("defaults to 24 months; only the admin reads or changes it", async () => {
    const read = await t.json("GET", "/api/privacy/settings", undefined, admin);
    expect(read.status).toBe(200);
    expect(((await read.json()) as { data: { retentionMonths: number } }).data.retentionMonths).toBe(24);
    expect((await put({ retentionMonths: 36 })).status).toBe(401);
    for (const role of ["admissions", "editor", "faculty-records"] as const) {
      const token = await t.signInAs(role);
      expect((await put({ retentionMonths: 36 }, token)).status).toBe(403);
      expect((await t.json("GET", "/api/privacy/settings", undefined, token)).status).toBe(403);
    }
    const saved = await put({ retentionMonths: 36 }, admin);
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as { data: { retentionMonths: number } }).data.retentionMonths).toBe(36);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, "privacy.settings-update"));
    expect(entry!.changes).toEqual({ retentionMonths: { from: 24, to: 36 } });
    // The job reads it: a closed enquiry 30 months old is within 36 months.
    const enquiry = await postEnquiry();
    await age(enquiry._id, "closed", 2.5 * YEAR);
    expect((await t.services.privacy.runRetention()).enquiries).toBe(0);
    expect(await row(enquiry._id)).toMatchObject({ anonymisedAt: null });
  });

  it("refuses a period that is not a whole number of months from 6 to 120, naming the field; nothing saved", async () => {
    for (const body of [
      { retentionMonths: 5 },
      { retentionMonths: 121 },
      { retentionMonths: 12.5 },
      { retentionMonths: "24" },
      {},
    ]) {
      const response = await put(body, admin);
      expect(response.status, JSON.stringify(body)).toBe(400);
      const answer = (await response.json()) as { success: boolean; errors: { field: string }[] };
      expect(answer.success).toBe(false);
      expect(answer.errors[0]!.field).toBe("retentionMonths");
    }
    const read = await t.json("GET", "/api/privacy/settings", undefined, admin);
    expect(((await read.json()) as { data: { retentionMonths: number } }).data.retentionMonths).toBe(36);
  });
});

describe("the withdrawal link", () => {
  it("in the acknowledgement, erases the enquiry and closes it once; then, and for a bad token, a clear 4xx and nothing changed", async () => {
    const email = `withdraw-${unique()}@example.test`;
    const enquiry = await postEnquiry({ email });
    const bystander = await postEnquiry();
    await deliver();
    const ack = smtp.received.find((mail) => mail.to.includes(email));
    expect(ack).toBeDefined();
    const link = /http:\/\/localhost\/privacy\/withdraw\?token=([A-Za-z0-9_-]{43})/.exec(ack!.text);
    expect(link).not.toBeNull();
    expect(ack!.text).toContain("http://localhost/privacy");
    expect(ack!.html).toContain(`href="${link![0]}"`);
    const token = link![1]!;
    // Only its hash is stored.
    expect(JSON.stringify(await row(enquiry._id))).not.toContain(token);

    for (const [body, status, message] of [
      [{ token: "short" }, 400, "The withdrawal link is incomplete or damaged"],
      [{}, 400, "The withdrawal link is incomplete"],
      [{ token: "A".repeat(43) }, 404, WITHDRAWAL_LINK_INVALID],
    ] as const) {
      const response = await t.json("POST", "/api/privacy/withdraw", body);
      expect(response.status, JSON.stringify(body)).toBe(status);
      const answer = (await response.json()) as {
        message: string;
        errors?: { field: string; message: string }[];
      };
      if (status === 400) expect(answer.errors![0]).toEqual({ field: "token", message });
      else expect(answer.message).toBe(message);
    }
    expect(await row(enquiry._id)).toMatchObject({ name: enquiry.name, status: "new", anonymisedAt: null });

    const withdrawn = await t.json("POST", "/api/privacy/withdraw", { token });
    expect(withdrawn.status).toBe(200);
    expect(await withdrawn.json()).toMatchObject({ success: true, data: { reference: enquiry.reference } });
    const erased = await row(enquiry._id);
    expect(erased).toMatchObject({
      name: ANONYMISED_NAME,
      email: null,
      phone: "",
      message: "",
      status: "closed",
      closeReason: "consent-withdrawn",
      withdrawalTokenHash: null,
      course: "MBBS",
    });
    const detail = (await (
      await t.json("GET", `/api/enquiry/${enquiry._id}`, undefined, officer)
    ).json()) as {
      data: EnquiryDetail;
    };
    expect(detail.data.timeline.map((entry) => entry.summary)).toEqual(
      expect.arrayContaining([
        "Status: New → Closed (Consent withdrawn)",
        "The applicant withdrew consent with the e-mail's link: name, contact details, message and notes erased",
      ]),
    );
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "enquiry.withdraw"), eq(auditLog.entityId, enquiry._id)));
    expect(entry!.details).toEqual({ reference: enquiry.reference, closed: true });

    // Used once: the same link again is refused and changes nothing.
    const again = await t.json("POST", "/api/privacy/withdraw", { token });
    expect(again.status).toBe(404);
    expect(((await again.json()) as { message: string }).message).toBe(WITHDRAWAL_LINK_INVALID);
    expect(await row(enquiry._id)).toEqual(erased);
    expect(await row(bystander._id)).toMatchObject({ name: bystander.name, anonymisedAt: null });

    // The token never reached the log.
    expect(logged.length).toBeGreaterThan(0);
    expect(logged.join("\n")).not.toContain(token);
  });
});

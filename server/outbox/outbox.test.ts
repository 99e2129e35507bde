import { eq, inArray, sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import { openDatabase, type Database } from "../db/client";
import { createMailer, type Mailer } from "../mail/mailer";
import { startSmtpSink, type SmtpSink } from "../test-support/smtp-sink";
import { createTestApp, type TestApp } from "../test-support/test-app";
import { withDatabase } from "../test-support/global-setup";
import { unique } from "../test-support/test-data";
import { mailOutbox } from "./outbox.schema";
import { createOutboxWorker, type OutboxWorkerOptions } from "./outbox.worker";

const silent = pino({ level: "silent" });
/** Fast retries for tests: the back-off shape is the same, in milliseconds instead of minutes. */
const fast: OutboxWorkerOptions = { baseDelayMs: 20, maxDelayMs: 100, pollMs: 20, leaseMs: 60_000 };

let t: TestApp;
let smtp: SmtpSink;

beforeAll(async () => {
  t = await createTestApp({
    ADMISSIONS_EMAIL: ["office@college.test", "dean@college.test"],
    CONTACT_EMAIL: ["frontdesk@college.test"],
  });
  smtp = await startSmtpSink();
});
afterAll(async () => {
  await smtp.stop();
  await t.close();
});
afterEach(() => smtp.reject(null));

const smtpMailer = (): Mailer =>
  createMailer({ smtpUrl: smtp.url, from: "Admissions Office <no-reply@college.test>", logger: silent });

/** Queues `count` e-mails tagged with one batch label; returns their ids. */
async function queue(count: number, label = unique()) {
  const ids: string[] = [];
  for (let index = 0; index < count; index++) {
    const id = await t.services.outbox.enqueue(t.db, {
      to: `applicant-${label}-${index}@example.test`,
      subject: `Batch ${label} #${index}`,
      text: `Body ${index}`,
      entity: "test",
      entityId: label,
    });
    ids.push(id!);
  }
  return { ids, label };
}

const receivedFor = (label: string) =>
  smtp.received.filter((mail) => mail.subject.startsWith(`Batch ${label} `));

async function statuses(ids: string[]) {
  const rows = await t.db
    .select({ id: mailOutbox.id, status: mailOutbox.status, lastError: mailOutbox.lastError })
    .from(mailOutbox)
    .where(inArray(mailOutbox.id, ids));
  return rows;
}

/** Waits until `check` passes (polling), without a fixed sleep. */
async function eventually(check: () => Promise<boolean> | boolean, timeoutMs = 10_000) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error("condition not reached in time");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe("outbox", () => {
  it("delivers an enquiry's acknowledgement to the applicant and the alert to the office, with the right content", async () => {
    const email = `applicant-${unique()}@example.test`;
    const response = await t.json("POST", "/api/enquiry", {
      name: "Riya Sharma",
      email,
      phone: `+91 98${String(Date.now()).slice(-8)}`,
      course: "MBBS",
      neetScore: "612",
      message: "Is hostel available?",
    });
    const data = (await t.readBack("/api/enquiry", response)) as { _id: string; reference: string };
    expect(data.reference).toMatch(/^ENQ-\d{6}$/);

    // Queued in the same transaction as the enquiry.
    const queued = await t.services.outbox.listFor("enquiry", data._id);
    expect(queued.map((entry) => [entry.kind, entry.status])).toEqual([
      ["acknowledgement", "queued"],
      ["office-alert", "queued"],
    ]);

    const worker = createOutboxWorker({ db: t.db, mailer: smtpMailer(), logger: silent }, fast);
    await worker.drain();

    const ack = smtp.received.find((mail) => mail.to.includes(email));
    expect(ack).toBeDefined();
    expect(ack!.subject).toContain(data.reference);
    // A plain first name only: the address is unverified (issue 19, finding 6).
    expect(ack!.text).toMatch(/^Dear Riya,$/m);
    expect(ack!.text).toContain(data.reference);
    expect(ack!.text).toContain("What happens next");
    expect(ack!.text).toContain("+91 612 555 0142");
    expect(ack!.text).toContain("Ganga Valley Institute of Medical Sciences");
    expect(ack!.html).toContain(data.reference);

    const alert = smtp.received.find(
      (mail) => mail.subject.includes(data.reference) && mail.to.includes("office@college.test"),
    );
    expect(alert).toBeDefined();
    expect(alert!.to).toEqual(["office@college.test", "dean@college.test"]);
    expect(alert!.subject).toBe(`New admission enquiry ${data.reference}: MBBS, NEET 612`);
    expect(alert!.text).toContain("Riya Sharma");
    expect(alert!.text).toContain(email);
    expect(alert!.text).toContain(`http://localhost/dashboard/admission-enquiry/${data._id}`);

    const after = await t.services.outbox.listFor("enquiry", data._id);
    expect(after.map((entry) => entry.status)).toEqual(["sent", "sent"]);
  });

  it("acknowledges a contact message to its sender and alerts CONTACT_EMAIL", async () => {
    const email = `visitor-${unique()}@example.test`;
    const subject = `Hostel rooms ${unique()}`;
    const response = await t.json("POST", "/api/contact-us", {
      name: "Meera Das",
      email,
      phone: "+91 98765 43210",
      category: "admissions",
      subject,
      message: "Are AC rooms available?",
    });
    expect(response.status).toBe(201);
    await createOutboxWorker({ db: t.db, mailer: smtpMailer(), logger: silent }, fast).drain();
    const ack = smtp.received.find((mail) => mail.to.includes(email));
    // A plain first name, never the subject: the address is unverified (issue 19, finding 6).
    expect(ack!.text).toMatch(/^Dear Meera,$/m);
    expect(ack!.text).not.toContain(subject);
    expect(ack!.text).toContain("+91 612 555 0142");
    const alert = smtp.received.find(
      (mail) => mail.to.includes("frontdesk@college.test") && mail.subject.includes(subject),
    );
    expect(alert!.text).toContain("Are AC rooms available?");
    expect(alert!.text).toContain("http://localhost/dashboard/contact");
  });

  it("lists a record's e-mails in the order they were queued, even where the clock gives them the same time", async () => {
    const label = unique();
    const kinds = Array.from({ length: 10 }, (_, index) => `kind-${index}`);
    await t.db.transaction(async (tx) => {
      for (const kind of kinds)
        await t.services.outbox.enqueue(tx, {
          to: "x@example.test",
          subject: "s",
          text: "t",
          entity: "test",
          entityId: label,
          kind,
        });
    });
    // The embedded database's clock gave an acknowledgement and an alert of one transaction the same time
    // (CI, 28 Nov): the order then fell to their random ids.
    await t.db
      .update(mailOutbox)
      .set({ createdAt: new Date("2026-11-28T08:00:00Z") })
      .where(eq(mailOutbox.entityId, label));
    const listed = await t.services.outbox.listFor("test", label);
    expect(listed.map((entry) => entry.kind)).toEqual(kinds);
  });

  it("does not queue e-mail when the enquiry's transaction rolls back", async () => {
    const label = unique();
    await t.db
      .transaction(async (tx) => {
        await t.services.outbox.enqueue(tx, {
          to: "x@example.test",
          subject: "s",
          text: "t",
          entity: "test",
          entityId: label,
        });
        throw new Error("rollback");
      })
      .catch(() => {});
    expect(await t.services.outbox.listFor("test", label)).toEqual([]);
  });

  it("keeps e-mail queued while SMTP is down, then delivers each exactly once when it is back", async () => {
    const { ids, label } = await queue(5);
    await smtp.stop();
    const worker = createOutboxWorker({ db: t.db, mailer: smtpMailer(), logger: silent }, fast);
    worker.start();
    try {
      // Several failed rounds: every row is back in the queue with the connection error recorded.
      await eventually(async () => {
        const rows = await t.db
          .select({
            attempts: mailOutbox.attempts,
            status: mailOutbox.status,
            lastError: mailOutbox.lastError,
          })
          .from(mailOutbox)
          .where(inArray(mailOutbox.id, ids));
        return rows.every((row) => row.attempts >= 2 && row.status === "queued" && row.lastError !== null);
      });
      expect(receivedFor(label)).toHaveLength(0);
      expect(await t.services.outbox.pendingCount()).toBeGreaterThanOrEqual(5);

      await smtp.start();
      await eventually(async () => (await statuses(ids)).every((row) => row.status === "sent"));
    } finally {
      await worker.stop();
    }
    const mails = receivedFor(label);
    expect(mails).toHaveLength(5);
    expect(new Set(mails.map((mail) => mail.subject)).size).toBe(5);
    expect(new Set(mails.map((mail) => mail.messageId)).size).toBe(5);
  });

  it("records the SMTP answer of a refused e-mail as failed, and an admin's retry sends it", async () => {
    const { ids, label } = await queue(1);
    smtp.reject({ code: 550, message: "5.1.1 Recipient address rejected" });
    const worker = createOutboxWorker({ db: t.db, mailer: smtpMailer(), logger: silent }, fast);
    await worker.drain();
    const [row] = await statuses(ids);
    expect(row!.status).toBe("failed");
    expect(row!.lastError).toContain("550");
    expect(row!.lastError).toContain("Recipient address rejected");
    expect(await t.services.outbox.failedCount()).toBeGreaterThanOrEqual(1);

    smtp.reject(null);
    const adminToken = await t.signIn();
    const notFailed = await queue(1);
    expect((await t.json("POST", `/api/mail/${notFailed.ids[0]}/retry`, undefined, adminToken)).status).toBe(
      409,
    );
    const retried = await t.json("POST", `/api/mail/${ids[0]}/retry`, undefined, adminToken);
    expect(retried.status).toBe(200);
    expect(((await retried.json()) as { data: { status: string } }).data.status).toBe("queued");
    await worker.drain();
    expect((await statuses(ids))[0]!.status).toBe("sent");
    expect(receivedFor(label)).toHaveLength(1);
  });

  it("gives up after the last attempt with a temporary answer, keeping the answer", async () => {
    const { ids } = await queue(1);
    smtp.reject({ code: 451, message: "4.3.0 Try again later" });
    const worker = createOutboxWorker(
      { db: t.db, mailer: smtpMailer(), logger: silent },
      { ...fast, baseDelayMs: 1, maxDelayMs: 1, maxAttempts: 3 },
    );
    await eventually(async () => {
      await worker.runOnce();
      return (await statuses(ids))[0]!.status === "failed";
    });
    const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, ids[0]!));
    expect(row!.attempts).toBe(3);
    expect(row!.lastError).toContain("451");
  });

  it("loses and repeats nothing when a worker stops or dies mid-queue and another takes over", async () => {
    const { ids, label } = await queue(12);
    // Worker A sends three, then hangs on the fourth (as a process that freezes or is killed mid-send).
    let sentByA = 0;
    const real = smtpMailer();
    const hanging: Mailer = {
      async send(message) {
        if (sentByA >= 3) return new Promise<void>(() => {});
        sentByA++;
        await real.send(message);
      },
    };
    const workerA = createOutboxWorker(
      { db: t.db, mailer: hanging, logger: silent },
      // A claim of one second: longer than one send takes on a busy machine, so only the hung row expires.
      { ...fast, batchSize: 5, leaseMs: 1000 },
    );
    void workerA.runOnce();
    await eventually(() => receivedFor(label).length === 3);

    // Worker B (the restarted app): the rows A claimed are retaken only once A's claim has expired.
    const workerB = createOutboxWorker(
      { db: t.db, mailer: smtpMailer(), logger: silent },
      { ...fast, batchSize: 5 },
    );
    await eventually(async () => {
      await workerB.drain();
      return (await statuses(ids)).every((row) => row.status === "sent");
    });

    // A graceful stop mid-queue: the round in flight finishes and is recorded; the next worker sends the rest.
    const second = await queue(8);
    const workerC = createOutboxWorker(
      { db: t.db, mailer: smtpMailer(), logger: silent },
      { ...fast, batchSize: 3 },
    );
    workerC.start();
    await eventually(() => receivedFor(second.label).length >= 1);
    await workerC.stop();
    const afterStop = receivedFor(second.label).length;
    const sentRows = (await statuses(second.ids)).filter((row) => row.status === "sent").length;
    expect(sentRows).toBe(afterStop);
    const workerD = createOutboxWorker({ db: t.db, mailer: smtpMailer(), logger: silent }, fast);
    await workerD.drain();

    for (const batch of [label, second.label]) {
      const subjects = receivedFor(batch).map((mail) => mail.subject);
      expect(new Set(subjects).size).toBe(subjects.length);
    }
    expect(receivedFor(label)).toHaveLength(12);
    expect(receivedFor(second.label)).toHaveLength(8);
  });

  it("sends each e-mail once when a round outlasts its claim and another worker takes the rest", async () => {
    const { ids, label } = await queue(5);
    // A slow mail server: each send takes 400 ms, so a round of five outlasts a one-second claim and the
    // round's later rows expire while they wait their turn; worker B claims them.
    const real = smtpMailer();
    const slow: Mailer = {
      async send(message) {
        await new Promise((resolve) => setTimeout(resolve, 400));
        await real.send(message);
      },
    };
    const workerA = createOutboxWorker(
      { db: t.db, mailer: slow, logger: silent },
      { ...fast, batchSize: 5, leaseMs: 1000 },
    );
    const roundA = workerA.runOnce();
    const workerB = createOutboxWorker({ db: t.db, mailer: smtpMailer(), logger: silent }, fast);
    await eventually(async () => {
      await workerB.drain();
      return (await statuses(ids)).every((row) => row.status === "sent");
    });
    await roundA;
    const subjects = receivedFor(label).map((mail) => mail.subject);
    expect(subjects).toHaveLength(5);
    expect(new Set(subjects).size).toBe(5);
  });

  it("sends each e-mail once when two instances' workers share one database", async () => {
    const postgres = inject("postgresTemplate");
    let second: Database | null = null;
    let db = t.db;
    if (postgres) {
      // A second instance: its own connection pool to the same PostgreSQL database.
      const [row] = (
        (await t.db.execute(sql`select current_database() as name`)) as unknown as {
          rows: { name: string }[];
        }
      ).rows;
      second = await openDatabase({ kind: "postgres", url: withDatabase(postgres.url, row!.name) });
      db = second.db;
    }
    try {
      const { ids, label } = await queue(30);
      const one = createOutboxWorker(
        { db: t.db, mailer: smtpMailer(), logger: silent },
        { ...fast, batchSize: 3 },
      );
      const two = createOutboxWorker({ db, mailer: smtpMailer(), logger: silent }, { ...fast, batchSize: 3 });
      const [sentByOne, sentByTwo] = await Promise.all([one.drain(), two.drain()]);
      expect(sentByOne + sentByTwo).toBe(30);
      if (postgres) {
        expect(sentByOne).toBeGreaterThan(0);
        expect(sentByTwo).toBeGreaterThan(0);
      }
      expect((await statuses(ids)).every((row) => row.status === "sent")).toBe(true);
      const subjects = receivedFor(label).map((mail) => mail.subject);
      expect(subjects).toHaveLength(30);
      expect(new Set(subjects).size).toBe(30);
    } finally {
      await second?.close();
    }
  });

  it("reports whether e-mail is configured to those who manage e-mail, and to no other staff", async () => {
    const token = await t.signIn();
    const response = await t.json("GET", "/api/mail/status", undefined, token);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: { configured: boolean; pending: number } };
    expect(body.data.configured).toBe(false);
    expect(typeof body.data.pending).toBe("number");
    expect((await t.json("GET", "/api/mail/status")).status).toBe(401);
    for (const role of ["admissions", "editor", "faculty-records"] as const) {
      const staff = await t.signInAs(role);
      expect((await t.json("GET", "/api/mail/status", undefined, staff)).status, role).toBe(403);
    }
  });
});

// What a start-up seeds: each module's starting records and, with SAMPLE_DATA, its samples, through the
// modules' seed hooks in module order; the admin account from ADMIN_EMAIL/ADMIN_PASSWORD or a printed random
// password; nothing twice, whether the app restarts or two instances start together.
import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { afterAll, describe, expect, it } from "vitest";
import { createApp } from "./app";
import { boot } from "./boot";
import { collectionRecords } from "./collections/collections.schema";
import { sampleDocuments } from "./documents/documents.samples";
import { enquiries } from "./enquiries/enquiries.schema";
import { loadEnv } from "./env";
import { faculty } from "./faculty/faculty.schema";
import { samplePhotos } from "./gallery/gallery.samples";
import { sampleJobs } from "./collections/seeds/jobs.samples";
import { contactMessages } from "./messages/messages.schema";
import { sampleNotices } from "./collections/seeds/notices.samples";
import { opdSessions } from "./opd/opd.schema";
import type { Services } from "./services";
import { openTestDatabase } from "./test-support/test-app";
import { users } from "./users/users.schema";

const cleanup: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step().catch(() => undefined);
});

/** A new install: its own data folder, and on PostgreSQL runs a database of its own. */
async function install() {
  const dataDir = await mkdtemp(path.join(tmpdir(), "college-seed-"));
  cleanup.push(() => rm(dataDir, { recursive: true, force: true }));
  if (!process.env.TEST_DATABASE_URL) return { DATA_DIR: dataDir, DATABASE_URL: undefined };
  const opened = await openTestDatabase();
  await opened.database.close();
  cleanup.push(opened.drop);
  return { DATA_DIR: dataDir, DATABASE_URL: opened.url! };
}

type Install = Awaited<ReturnType<typeof install>>;

async function start(where: Install, settings: Record<string, string | undefined> = {}) {
  const started = await boot(
    loadEnv({ ...where, PUBLIC_URL: "http://127.0.0.1:1", LOG_LEVEL: "silent", ...settings }, {}),
  );
  return { ...started, stop: () => started.services.database.close() };
}

const SAMPLE_TABLES = {
  faculty,
  contactMessages,
  enquiries,
  opdSessions,
} satisfies Record<string, PgTable>;

async function countOf(services: Services, table: PgTable) {
  const [row] = await services.database.db.select({ n: sql<number>`count(*)::int` }).from(table);
  return row!.n;
}

/** Job openings, notices, documents and gallery photos are content collections (issue 20): their samples are that collection's records. */
async function recordsOf(services: Services, collection: string) {
  const [row] = await services.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(collectionRecords)
    .where(eq(collectionRecords.collection, collection));
  return row!.n;
}

async function counts(services: Services) {
  const entries = await Promise.all(
    Object.entries({ ...SAMPLE_TABLES, users, collectionRecords }).map(
      async ([name, table]) => [name, await countOf(services, table)] as const,
    ),
  );
  return {
    ...Object.fromEntries(entries),
    jobs: await recordsOf(services, "jobs"),
    notices: await recordsOf(services, "notices"),
    documents: await recordsOf(services, "documents"),
    galleryPhotos: await recordsOf(services, "gallery"),
  } as Record<
    | keyof typeof SAMPLE_TABLES
    | "users"
    | "collectionRecords"
    | "jobs"
    | "notices"
    | "documents"
    | "galleryPhotos",
    number
  >;
}

async function signInStatus(services: Services, email: string, password: string) {
  const app = createApp({ services });
  const response = await app.request(
    "http://localhost/api/login",
    {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email, password }),
    },
    { incoming: { socket: { remoteAddress: `2001:db8::${randomUUID().slice(0, 4)}` } } },
  );
  return response.status;
}

const expectedSamples = async () => ({
  faculty: 48,
  contactMessages: 27,
  enquiries: 36,
  notices: sampleNotices().length,
  documents: (await sampleDocuments()).length,
  jobs: sampleJobs().length,
  galleryPhotos: (await samplePhotos()).length,
});

describe("start-up seeding through the modules' seed hooks", () => {
  it("SAMPLE_DATA=true fills each module's empty tables once and makes a first admin with a printed password; a restart adds nothing", async () => {
    const where = await install();
    const first = await start(where, { SAMPLE_DATA: "true" });
    let seeded: Awaited<ReturnType<typeof counts>>;
    try {
      expect(first.signIn).toEqual({ email: "admin@college.local", password: expect.any(String) });
      seeded = await counts(first.services);
      expect(seeded).toMatchObject(await expectedSamples());
      // The OPD timetable seats the sample faculty (seeded earlier in module order); collections' records too.
      expect(seeded.opdSessions).toBeGreaterThan(0);
      expect(seeded.collectionRecords).toBeGreaterThan(0);
      expect(seeded.users).toBe(1);
      expect(await signInStatus(first.services, "admin@college.local", first.signIn!.password!)).toBe(200);
    } finally {
      await first.stop();
    }

    const again = await start(where, { SAMPLE_DATA: "true" });
    try {
      // The account exists: no new password is made or printed.
      expect(again.signIn).toBeUndefined();
      expect(await counts(again.services)).toEqual(seeded);
    } finally {
      await again.stop();
    }
  }, 180_000);

  it("SAMPLE_DATA=false seeds no samples, only the starting records; ADMIN_EMAIL/ADMIN_PASSWORD make that account ready at each start", async () => {
    const where = await install();
    const admin = { ADMIN_EMAIL: "seed-admin@example.edu.in", ADMIN_PASSWORD: "a long seed admin password" };
    const first = await start(where, { SAMPLE_DATA: "false", ...admin });
    try {
      expect(first.signIn).toEqual({ email: admin.ADMIN_EMAIL, password: undefined });
      const seeded = await counts(first.services);
      for (const table of [...Object.keys(SAMPLE_TABLES), "jobs"])
        expect(seeded, table).toMatchObject({ [table]: 0 });
      expect(seeded.collectionRecords).toBeGreaterThan(0);
      expect(seeded.users).toBe(1);
      expect(await signInStatus(first.services, admin.ADMIN_EMAIL, admin.ADMIN_PASSWORD)).toBe(200);
    } finally {
      await first.stop();
    }

    // A new ADMIN_PASSWORD replaces the old one; the account is not made twice.
    const changed = { ...admin, ADMIN_PASSWORD: "another long seed admin password" };
    const again = await start(where, { SAMPLE_DATA: "false", ...changed });
    try {
      expect(again.signIn).toEqual({ email: admin.ADMIN_EMAIL, password: undefined });
      expect(await countOf(again.services, users)).toBe(1);
      expect(await signInStatus(again.services, admin.ADMIN_EMAIL, admin.ADMIN_PASSWORD)).toBe(401);
      expect(await signInStatus(again.services, admin.ADMIN_EMAIL, changed.ADMIN_PASSWORD)).toBe(200);
    } finally {
      await again.stop();
    }
  }, 180_000);

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    "two instances starting together on one PostgreSQL database seed everything once",
    async () => {
      const where = await install();
      const admin = { ADMIN_EMAIL: "together@example.edu.in", ADMIN_PASSWORD: "a long together password" };
      const both = await Promise.all([
        start(where, { SAMPLE_DATA: "true", ...admin }),
        start(where, { SAMPLE_DATA: "true", ...admin }),
      ]);
      try {
        const [a, b] = await Promise.all(both.map(({ services }) => counts(services)));
        expect(a).toEqual(b);
        expect(a).toMatchObject({ ...(await expectedSamples()), users: 1 });
        expect(await signInStatus(both[0]!.services, admin.ADMIN_EMAIL, admin.ADMIN_PASSWORD)).toBe(200);
      } finally {
        await Promise.all(both.map((one) => one.stop()));
      }
    },
    180_000,
  );
});

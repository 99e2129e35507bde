import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../db/client";
import { sessions } from "../auth/auth.schema";
import { createTestApp, openTestDatabase } from "../test-support/test-app";
import { scheduledRuns } from "./scheduler.schema";
import { createSchedulerService, type SchedulerService } from "./scheduler.service";
import { dailyAt, every } from "../lib/schedules";

const silent = pino({ level: "silent" });
let first: Database;
/** A second connection pool on the same database on PostgreSQL (a second app instance). */
let second: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  const opened = await openTestDatabase();
  first = opened.database;
  second = opened.url ? await openDatabase({ kind: "postgres", url: opened.url }) : first;
  drop = async () => {
    if (second !== first) await second.close();
    await opened.drop();
  };
});
afterAll(() => drop());

const scheduler = (database: Database) => createSchedulerService({ db: database.db, logger: silent });
const unique = (name: string) => `${name}-${Math.random().toString(36).slice(2, 10)}`;

function countingJob(name: string, due: (now: Date) => string | null, runMs = 20) {
  const job = {
    runs: 0,
    name,
    due,
    run: async () => {
      job.runs += 1;
      await new Promise((resolve) => setTimeout(resolve, runMs));
    },
  };
  return job;
}

describe("scheduler", () => {
  it("runs a due job once per key across two instances on one database", async () => {
    const name = unique("test.once");
    const a = scheduler(first);
    const b = scheduler(second);
    const jobA = countingJob(name, every(60_000));
    const jobB = countingJob(name, every(60_000));
    a.register(jobA);
    b.register(jobB);
    const now = new Date("2026-11-23T10:00:30Z");
    // Both instances look at once, several times over.
    const passes = await Promise.all([a.tick(now), b.tick(now), a.tick(now), b.tick(now)]);
    expect(jobA.runs + jobB.runs).toBe(1);
    expect(passes.flat().filter((ran) => ran === name)).toHaveLength(1);
    const rows = await first.db.select().from(scheduledRuns).where(eq(scheduledRuns.name, name));
    expect(rows).toEqual([
      expect.objectContaining({ key: "2026-11-23T10:00:00.000Z", finishedAt: expect.any(Date), error: null }),
    ]);

    // The next period's run happens once too.
    const later = new Date("2026-11-23T10:01:05Z");
    await Promise.all([a.tick(later), b.tick(later)]);
    expect(jobA.runs + jobB.runs).toBe(2);
  });

  it("does not run a job again after a restart in the same period", async () => {
    const name = unique("test.restart");
    const now = new Date("2026-11-23T10:00:00Z");
    const before = countingJob(name, () => "2026-11-23");
    const beforeRestart = scheduler(first);
    beforeRestart.register(before);
    await beforeRestart.tick(now);
    await beforeRestart.stop();

    const after = countingJob(name, () => "2026-11-23");
    const afterRestart = scheduler(second);
    afterRestart.register(after);
    await afterRestart.tick(now);
    expect([before.runs, after.runs]).toEqual([1, 0]);
  });

  it("skips jobs that are not due and records a failed run without stopping the others", async () => {
    const s = scheduler(first);
    const idle = countingJob(unique("test.idle"), () => null);
    const failing = {
      name: unique("test.failing"),
      due: () => "k",
      run: () => Promise.reject(new Error("mail server unreachable")),
    };
    const after = countingJob(unique("test.after"), () => "k");
    s.register(idle);
    s.register(failing);
    s.register(after);
    const ran = await s.tick(new Date());
    expect(ran).toEqual(expect.arrayContaining([failing.name, after.name]));
    expect(ran).not.toContain(idle.name);
    expect(after.runs).toBe(1);
    const [row] = await first.db.select().from(scheduledRuns).where(eq(scheduledRuns.name, failing.name));
    expect(row?.error).toBe("mail server unreachable");
  });

  it("refuses two jobs with one name", () => {
    const s = scheduler(first);
    s.register(countingJob("test.twice", () => null));
    expect(() => s.register(countingJob("test.twice", () => null))).toThrow(/already registered/);
  });

  it("stop() waits for the running job and runs nothing after it", async () => {
    const s: SchedulerService = scheduler(first);
    const slow = countingJob(unique("test.slow"), () => "k", 300);
    const next = countingJob(unique("test.next"), () => "k");
    s.register(slow);
    s.register(next);
    let finished = false;
    const pass = s.tick(new Date()).then(() => (finished = true));
    // Wait until the slow job has started, then stop.
    await expect.poll(() => slow.runs).toBe(1);
    await s.stop();
    expect(finished).toBe(true);
    await pass;
    expect(next.runs).toBe(0);
  });
});

describe("schedules", () => {
  it("every(ms) keys each period by its start", () => {
    const hourly = every(60 * 60 * 1000);
    expect(hourly(new Date("2026-11-23T10:59:59Z"))).toBe("2026-11-23T10:00:00.000Z");
    expect(hourly(new Date("2026-11-23T11:00:00Z"))).toBe("2026-11-23T11:00:00.000Z");
  });

  it("dailyAt is due from its time of day until midnight, keyed by the local date", () => {
    const due = dailyAt("02:30");
    expect(due(new Date(2026, 10, 23, 2, 29))).toBeNull();
    expect(due(new Date(2026, 10, 23, 2, 30))).toBe("2026-11-23");
    expect(due(new Date(2026, 10, 23, 23, 59))).toBe("2026-11-23");
    expect(() => dailyAt("2:30am")).toThrow();
  });
});

describe("scheduled work of the app", () => {
  it("purges expired sessions hourly through the scheduler", async () => {
    const t = await createTestApp();
    try {
      expect(t.services.scheduler.jobs()).toContain("auth.purge-expired");
      await t.signIn();
      await t.db.update(sessions).set({ expiresAt: new Date(Date.now() - 2 * 24 * 60 * 60 * 1000) });
      expect(await t.db.select().from(sessions)).toHaveLength(1);
      expect(await t.services.scheduler.tick()).toContain("auth.purge-expired");
      expect(await t.db.select().from(sessions)).toHaveLength(0);
    } finally {
      await t.close();
    }
  });
});

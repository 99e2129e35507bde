import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import { and, eq, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Db } from "../db/client";
import { metrics } from "../metrics/metrics";
import { scheduledRuns } from "./scheduler.schema";
import { every } from "../lib/schedules";

/** A piece of work the app does on a schedule (expiry purges, reminders, backups). */
export interface ScheduledJob {
  /** Unique across the app, e.g. "auth.purge-expired". */
  name: string;
  /**
   * Whether the job is due at `now`: a key naming the period the run belongs to (see `every` and
   * `dailyAt` in ./schedules), or null. The job runs once per (name, key) across all instances.
   */
  due(now: Date): string | null;
  run(): Promise<void>;
}

export interface SchedulerOptions {
  db: Db;
  logger: Logger;
  /** How often the timer looks for due jobs. */
  intervalMs?: number;
  /** Names this process in the runs table (for operators reading it). */
  instance?: string;
  /** How long finished runs are kept. */
  keepRunsDays?: number;
}

const DAY = 24 * 60 * 60 * 1000;

/**
 * Runs registered jobs when they are due, once per (name, key) across every app instance on the
 * database and across restarts: each run is claimed by inserting its (name, key) row, and only the
 * instance whose insert lands runs it. A run that crashes its process is not retried for the same key
 * (at most once); the next key runs as usual.
 */
export function createSchedulerService(options: SchedulerOptions) {
  const { db, logger } = options;
  const instance = options.instance ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const intervalMs = options.intervalMs ?? 30_000;
  const jobs = new Map<string, ScheduledJob>();
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<unknown> | undefined;
  let stopping = false;

  async function claim(name: string, key: string): Promise<boolean> {
    const rows = await db
      .insert(scheduledRuns)
      .values({ name, key, instance })
      .onConflictDoNothing()
      .returning({ name: scheduledRuns.name });
    return rows.length > 0;
  }

  async function finish(name: string, key: string, error: string | null) {
    await db
      .update(scheduledRuns)
      .set({ finishedAt: sql`now()`, error })
      .where(and(eq(scheduledRuns.name, name), eq(scheduledRuns.key, key)));
  }

  /** Runs every job that is due at `now` and not yet claimed; answers the names it ran. */
  async function runDue(now: Date): Promise<string[]> {
    const ran: string[] = [];
    for (const job of jobs.values()) {
      if (stopping) break;
      let key: string | null;
      try {
        key = job.due(now);
      } catch (error) {
        logger.error({ job: job.name, err: describe(error) }, "scheduled job's schedule failed");
        continue;
      }
      if (key === null || !(await claim(job.name, key))) continue;
      ran.push(job.name);
      const started = performance.now();
      try {
        await job.run();
        await finish(job.name, key, null);
        metrics.scheduledRuns.inc({ job: job.name, outcome: "ok" });
        logger.info({ job: job.name, key, ms: Math.round(performance.now() - started) }, "scheduled job ran");
      } catch (error) {
        logger.error({ job: job.name, key, err: describe(error) }, "scheduled job failed");
        metrics.scheduledRuns.inc({ job: job.name, outcome: "failed" });
        await finish(job.name, key, describe(error).message).catch(() => undefined);
      }
    }
    return ran;
  }

  const service = {
    instance,

    register(job: ScheduledJob): void {
      if (jobs.has(job.name)) throw new Error(`A scheduled job named "${job.name}" is already registered`);
      jobs.set(job.name, job);
    },

    jobs(): string[] {
      return [...jobs.keys()];
    },

    /** One pass over the jobs (the timer calls this; tests call it with a chosen time). */
    async tick(now: Date = new Date()): Promise<string[]> {
      // Passes never overlap in one process: a pass waits for the one before it.
      const previous = current ?? Promise.resolve();
      const pass = previous.catch(() => undefined).then(() => runDue(now));
      current = pass;
      try {
        return await pass;
      } finally {
        if (current === pass) current = undefined;
      }
    },

    /** Starts the timer (the app's boot does this; API tests do not). */
    start(): void {
      if (timer || stopping) return;
      const loop = () => {
        service
          .tick()
          .catch((error: unknown) => logger.error({ err: describe(error) }, "scheduler pass failed"))
          .finally(() => {
            if (!stopping) timer = setTimeout(loop, intervalMs).unref();
          });
      };
      timer = setTimeout(loop, 1000).unref();
    },

    /** Stops the timer and waits for the job that is running, if any (graceful shutdown). */
    async stop(): Promise<void> {
      stopping = true;
      clearTimeout(timer);
      timer = undefined;
      await current?.catch(() => undefined);
    },
  };

  service.register({
    name: "scheduler.prune-runs",
    due: every(DAY),
    run: async () => {
      const days = options.keepRunsDays ?? 30;
      await db
        .delete(scheduledRuns)
        .where(sql`${scheduledRuns.startedAt} < now() - make_interval(days => ${days})`);
    },
  });

  return service;
}

function describe(error: unknown): { name: string; message: string } {
  return error instanceof Error
    ? { name: error.name, message: error.message }
    : { name: "Error", message: String(error) };
}

export type SchedulerService = ReturnType<typeof createSchedulerService>;

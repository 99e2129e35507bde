import { and, asc, desc, eq, gte, ilike, lt, or, type SQL } from "drizzle-orm";
import type { z } from "zod";
import {
  jobInput,
  jobToday,
  type Job,
  type JobDepartment,
  type jobListQuery,
  type jobPatchInput,
  type JobType,
  type JobValues,
} from "../../contract/jobs";
import type { Actor } from "../actor";
import { diffChanges } from "../audit/audit.service";
import type { Db } from "../db/client";
import { notFound } from "../errors";
import { contentPage } from "../lib/content-page";
import { containsPattern } from "../lib/like";
import { CONTENT_CACHE_MS, createTtlCache } from "../lib/ttl-cache";
import { isUuid } from "../lib/uuid";
import { parseInput } from "../lib/validate";
import type { Services } from "../module";
import { jobs, type JobRow } from "./jobs.schema";
import { sampleJobs } from "./jobs.samples";

type ListQuery = z.output<typeof jobListQuery>;
type PatchValues = z.output<typeof jobPatchInput>;

/** At most this many openings on the careers page (it lists every open one, without paging). */
const CAREERS_PAGE_MAX = 200;

function toJob(row: JobRow, today: string): Job {
  return {
    _id: row.id,
    position: row.position,
    department: row.department as JobDepartment,
    type: row.type as JobType,
    qualification: row.qualification,
    experience: row.experience,
    posts: row.posts,
    lastDate: row.lastDate,
    description: row.description,
    status: row.status as Job["status"],
    closed: row.lastDate < today,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What visitors see: published, and the last date to apply not yet past (judged when read, ADR 011). */
const openOn = (today: string) => and(eq(jobs.status, "published"), gte(jobs.lastDate, today));

const statusFilter: Record<NonNullable<ListQuery["status"]>, (today: string) => SQL | undefined> = {
  draft: () => eq(jobs.status, "draft"),
  published: openOn,
  closed: (today) => and(eq(jobs.status, "published"), lt(jobs.lastDate, today)),
};

const columnsOf = (values: JobValues) => ({
  position: values.position,
  department: values.department,
  type: values.type,
  qualification: values.qualification,
  experience: values.experience,
  posts: values.posts,
  lastDate: values.lastDate,
  description: values.description,
  status: values.status,
});

const AUDITED_FIELDS = [
  "position",
  "department",
  "type",
  "qualification",
  "experience",
  "posts",
  "lastDate",
  "description",
  "status",
] as const;

/** Soonest closing first: what an applicant must act on comes first. */
const closingFirst = [asc(jobs.lastDate), asc(jobs.position), asc(jobs.id)];

export function createJobsService(
  db: Db,
  services: Pick<Services, "audit">,
  clock: () => Date = () => new Date(),
) {
  const cache = createTtlCache(CONTENT_CACHE_MS);

  async function findRow(id: string): Promise<JobRow> {
    const [row] = isUuid(id) ? await db.select().from(jobs).where(eq(jobs.id, id)) : [];
    if (!row) throw notFound("Job opening not found");
    return row;
  }

  const filtersOf = (query: ListQuery) => [
    query.department ? eq(jobs.department, query.department) : undefined,
    query.type ? eq(jobs.type, query.type) : undefined,
    query.search ? ilike(jobs.position, containsPattern(query.search)) : undefined,
  ];

  return {
    /** Staff: every opening (drafts and closed ones too), latest last date first, with search and filters. */
    async list(query: ListQuery) {
      const today = jobToday(clock());
      const where = and(...filtersOf(query), query.status ? statusFilter[query.status](today) : undefined);
      const { rows, pagination } = await contentPage(
        db,
        jobs,
        where,
        [desc(jobs.lastDate), desc(jobs.createdAt), asc(jobs.id)],
        query,
      );
      return { jobs: rows.map((row) => toJob(row, today)), pagination };
    },

    /** Visitors: open openings only (published, last date today or later in India time), soonest closing first. */
    async listPublic(query: ListQuery) {
      const today = jobToday(clock());
      const { rows, pagination } = await contentPage(
        db,
        jobs,
        and(openOn(today), ...filtersOf(query)),
        closingFirst,
        query,
      );
      return { jobs: rows.map((row) => toJob(row, today)), pagination };
    },

    async get(id: string): Promise<Job> {
      return toJob(await findRow(id), jobToday(clock()));
    },

    /** A visitor's read of one opening: drafts and closed ones are 404. */
    async getPublic(id: string): Promise<Job> {
      const today = jobToday(clock());
      const [row] = isUuid(id)
        ? await db
            .select()
            .from(jobs)
            .where(and(eq(jobs.id, id), openOn(today)))
        : [];
      if (!row) throw notFound("Job opening not found");
      return toJob(row, today);
    },

    async create(actor: Actor, values: JobValues): Promise<Job> {
      const row = await db.transaction(async (tx) => {
        const [created] = await tx.insert(jobs).values(columnsOf(values)).returning();
        await services.audit.record(tx, actor, {
          action: "job.create",
          entity: "job",
          entityId: created!.id,
          changes: diffChanges(null, created!, AUDITED_FIELDS),
        });
        return created!;
      });
      cache.clear();
      return toJob(row, jobToday(clock()));
    },

    /** Applies the fields sent; the merged opening is validated as a whole. */
    async update(actor: Actor, id: string, patch: PatchValues): Promise<Job> {
      const before = await findRow(id);
      const merged = parseInput(jobInput, {
        ...columnsOf(before as unknown as JobValues),
        ...Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined)),
      });
      const row = await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(jobs)
          .set({ ...columnsOf(merged), updatedAt: new Date() })
          .where(eq(jobs.id, before.id))
          .returning();
        if (!updated) throw notFound("Job opening not found");
        await services.audit.record(tx, actor, {
          action: "job.update",
          entity: "job",
          entityId: updated.id,
          changes: diffChanges(before, updated, AUDITED_FIELDS),
        });
        return updated;
      });
      cache.clear();
      return toJob(row, jobToday(clock()));
    },

    async remove(actor: Actor, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const [deleted] = isUuid(id) ? await tx.delete(jobs).where(eq(jobs.id, id)).returning() : [];
        if (!deleted) throw notFound("Job opening not found");
        await services.audit.record(tx, actor, {
          action: "job.delete",
          entity: "job",
          entityId: deleted.id,
          changes: diffChanges(deleted, null, AUDITED_FIELDS),
        });
      });
      cache.clear();
    },

    /** SAMPLE_DATA: a fresh installation's openings, when there are none. */
    async seedSamples(): Promise<void> {
      const [any] = await db.select({ id: jobs.id }).from(jobs).limit(1);
      if (any) return;
      await db.insert(jobs).values(sampleJobs(clock()).map(columnsOf));
      cache.clear();
    },

    /**
     * The careers page (cached; ADR 011): every open opening, soonest closing first. With `includeDrafts` (a
     * staff preview, never cached) the drafts whose last date is not past too, in their place.
     */
    openings(options: { includeDrafts?: boolean } = {}): Promise<Job[]> {
      const today = jobToday(clock());
      const read = async () => {
        const rows = await db
          .select()
          .from(jobs)
          .where(
            options.includeDrafts
              ? or(openOn(today), and(eq(jobs.status, "draft"), gte(jobs.lastDate, today)))
              : openOn(today),
          )
          .orderBy(...closingFirst)
          .limit(CAREERS_PAGE_MAX);
        return rows.map((row) => toJob(row, today));
      };
      return options.includeDrafts ? read() : cache.get(`open:${today}`, read);
    },
  };
}

export type JobsService = ReturnType<typeof createJobsService>;

import { collegeDate } from "../../contract/college-time";
import { createHash, randomInt, timingSafeEqual } from "node:crypto";
import { and, asc, desc, eq, inArray, lt, notInArray, sql, type SQL } from "drizzle-orm";
import type { z } from "zod";
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_TOO_LARGE_MESSAGE,
  FINAL_STATUSES,
  GRIEVANCE_CATEGORY_SLUGS,
  GRIEVANCE_DUE_WORKING_DAYS,
  GRIEVANCE_GROUPS,
  GRIEVANCE_NOT_FOUND_MESSAGE,
  GRIEVANCE_REFERENCE,
  GRIEVANCE_STATUSES,
  groupOf,
  HARASSMENT_CATEGORY,
  NEXT_STATUSES,
  type Grievance,
  type GrievanceCategory,
  type grievanceInput,
  type grievanceListQuery,
  type GrievancePublicStatus,
  type GrievanceReceipt,
  type GrievanceStatus,
  type GrievanceSummary,
  type grievanceUpdateInput,
  type GrievanceYear,
} from "../../contract/grievances";
import { storedFormLanguage } from "../../contract/public-form";
import { can, FORBIDDEN_MESSAGE, type Role } from "../../contract/permissions";
import type { Actor } from "../actor";
import type { Db, Executor } from "../db/client";
import { forbidden, invalid, notFound, rateLimited } from "../errors";
import { pageWindow } from "../lib/pagination";
import type { RateLimiterStore } from "../lib/rate-limiter";
import { CONTENT_CACHE_MS, createTtlCache } from "../lib/ttl-cache";
import { metrics } from "../metrics/metrics";
import type { Services } from "../module";
import { cleanAttachment } from "./attachment";
import { newGrievanceAlert, overdueReminder } from "./grievance-mail";
import {
  grievanceAttachments,
  grievanceCounters,
  grievanceEvents,
  grievances,
  type GrievanceRow,
} from "./grievances.schema";
import { addWorkingDays } from "./working-days";

type ListQuery = z.output<typeof grievanceListQuery>;

/** Status checks per address per window, and failed checks per reference per window. */
export const STATUS_CHECKS_PER_ADDRESS = 10;
export const FAILED_CHECKS_PER_REFERENCE = 5;

/** The committee role that reads a category. */
export const roleFor = (category: string): Role =>
  category === HARASSMENT_CATEGORY ? "internal-committee" : "grievance";

/** The categories a role may read: the grievance role all but sexual harassment, the Internal Committee only it. */
export function readableCategories(role: string | undefined): GrievanceCategory[] {
  return GRIEVANCE_CATEGORY_SLUGS.filter((category) =>
    can(role, category === HARASSMENT_CATEGORY ? "grievances:work-harassment" : "grievances:work"),
  );
}

// Crockford's base32 without look-alikes (no I, L, O, U): 28 characters carry 140 bits.
const KEY_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const KEY_LENGTH = 28;

export function newStatusKey(): string {
  const characters = Array.from({ length: KEY_LENGTH }, () => KEY_ALPHABET[randomInt(KEY_ALPHABET.length)]);
  return characters.join("").replace(/(.{4})(?=.)/g, "$1-");
}

/** Case, spaces and dashes do not matter when the key is typed back. */
const normalizeKey = (key: string) => key.toUpperCase().replace(/[^0-9A-Z]/g, "");
const hashKey = (key: string) => createHash("sha256").update(normalizeKey(key)).digest("base64url");
const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

const isFinal = (status: string) => FINAL_STATUSES.includes(status as GrievanceStatus);

const toSummary = (row: GrievanceRow, hasAttachment: boolean, today: string): GrievanceSummary => ({
  reference: row.reference,
  category: row.category as GrievanceCategory,
  status: row.status as GrievanceStatus,
  receivedAt: row.createdAt.toISOString(),
  dueOn: row.dueOn,
  overdue: !isFinal(row.status) && row.dueOn < today,
  hasAttachment,
});

export interface GrievancesDeps {
  db: Db;
  services: Pick<Services, "audit" | "outbox" | "users" | "siteSettings" | "config">;
  rateLimiterStore: RateLimiterStore;
  now?: () => Date;
}

export function createGrievancesService(deps: GrievancesDeps) {
  const { db, services } = deps;
  const now = deps.now ?? (() => new Date());
  const holidays = () => new Set(services.config.HOLIDAYS ?? []);
  const window = services.config.RATE_LIMIT_WINDOW_SECONDS;
  const statsCache = createTtlCache(CONTENT_CACHE_MS);
  const submissions = deps.rateLimiterStore.create({
    name: "grievance-submit",
    points: services.config.PUBLIC_FORM_RATE_LIMIT,
    windowSeconds: window,
  });
  const checksByAddress = deps.rateLimiterStore.create({
    name: "grievance-status-address",
    points: STATUS_CHECKS_PER_ADDRESS,
    windowSeconds: window,
  });
  const failuresByReference = deps.rateLimiterStore.create({
    name: "grievance-status-reference",
    points: FAILED_CHECKS_PER_REFERENCE,
    windowSeconds: window,
  });
  const origin = () => (services.config.PUBLIC_URL ?? "http://localhost:3000").replace(/\/+$/, "");

  const refuse = (limiter: string, what: string, ms: number): never => {
    metrics.rateLimitRefusals.inc({ limiter });
    const minutes = Math.max(1, Math.ceil(ms / 60_000));
    throw rateLimited(
      `Too many ${what}. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
      ms / 1000,
    );
  };

  async function findRow(reference: string): Promise<GrievanceRow> {
    const normalized = reference.trim().toUpperCase();
    const [row] = GRIEVANCE_REFERENCE.test(normalized)
      ? await db.select().from(grievances).where(eq(grievances.reference, normalized))
      : [];
    if (!row) throw notFound("No complaint with that reference");
    return row;
  }

  /** The complaint, if the caller's role reads its category (403 otherwise, 404 when there is none). */
  async function readable(actor: Actor, reference: string): Promise<GrievanceRow> {
    const row = await findRow(reference);
    if (!readableCategories(actor.user?.role).includes(row.category as GrievanceCategory)) {
      throw forbidden(FORBIDDEN_MESSAGE);
    }
    return row;
  }

  async function nameOf(actor: Actor): Promise<string | null> {
    if (!actor.user) return null;
    return (await services.users.findById(actor.user.id))?.name ?? actor.user.email;
  }

  async function nextReference(tx: Executor, year: number): Promise<string> {
    const [counter] = await tx
      .insert(grievanceCounters)
      .values({ year, last: 1 })
      .onConflictDoUpdate({
        target: grievanceCounters.year,
        set: { last: sql`${grievanceCounters.last} + 1` },
      })
      .returning({ last: grievanceCounters.last });
    return `GRV-${year}-${String(counter!.last).padStart(6, "0")}`;
  }

  async function timelineOf(id: string) {
    return db
      .select()
      .from(grievanceEvents)
      .where(eq(grievanceEvents.grievanceId, id))
      .orderBy(asc(grievanceEvents.at), asc(grievanceEvents.id));
  }

  async function attachmentInfo(id: string) {
    const [info] = await db
      .select({ contentType: grievanceAttachments.contentType, size: grievanceAttachments.size })
      .from(grievanceAttachments)
      .where(eq(grievanceAttachments.grievanceId, id));
    return info ?? null;
  }

  async function toGrievance(row: GrievanceRow): Promise<Grievance> {
    const attachment = await attachmentInfo(row.id);
    return {
      ...toSummary(row, attachment !== null, collegeDate(now())),
      description: row.description,
      occurredOn: row.occurredOn,
      place: row.place,
      name: row.name,
      email: row.email,
      phone: row.phone,
      language: storedFormLanguage(row.language),
      attachment,
      outcome: row.outcome,
      messageToComplainant: row.messageToComplainant,
      timeline: (await timelineOf(row.id)).map((event) => ({
        _id: event.id,
        kind: event.kind as "status" | "note",
        status: (event.status as GrievanceStatus | null) ?? null,
        note: event.note,
        by: event.actorName,
        at: event.at.toISOString(),
      })),
    };
  }

  return {
    /**
     * Counts one submission from `address` against the per-address limit (429 saying when to try
     * again). Both doors call it before reading the body's fields: the REST endpoint and the page.
     */
    async limitSubmission(address: string): Promise<void> {
      const result = await submissions.consume(`address:${address}`);
      if (!result.allowed) refuse("grievance-submit", "complaints from your connection", result.msBeforeNext);
    },

    /**
     * Files a complaint. The committee role's members are alerted in the same transaction (reference and
     * category only); the status key is returned once and only its hash is kept.
     */
    async create(
      actor: Actor,
      input: z.output<typeof grievanceInput>,
      file?: Uint8Array,
    ): Promise<GrievanceReceipt> {
      if (file && file.byteLength > ATTACHMENT_MAX_BYTES) {
        throw invalid(ATTACHMENT_TOO_LARGE_MESSAGE, [
          { field: "attachment", message: ATTACHMENT_TOO_LARGE_MESSAGE },
        ]);
      }
      const attachment = file ? await cleanAttachment(file) : undefined;
      const statusKey = newStatusKey();
      const today = collegeDate(now());
      const dueOn = addWorkingDays(today, GRIEVANCE_DUE_WORKING_DAYS, holidays());
      const college = await services.siteSettings.collegeFacts();
      const recipients = await services.users.withRole(roleFor(input.category));
      const reference = await db.transaction(async (tx) => {
        const reference = await nextReference(tx, Number(today.slice(0, 4)));
        const [created] = await tx
          .insert(grievances)
          .values({
            reference,
            category: input.category,
            description: input.description,
            occurredOn: input.occurredOn ?? null,
            place: input.place ?? null,
            name: input.name ?? null,
            email: input.email ?? null,
            phone: input.phone ?? null,
            language: input.language,
            statusKeyHash: hashKey(statusKey),
            dueOn,
          })
          .returning();
        if (attachment) {
          await tx.insert(grievanceAttachments).values({
            grievanceId: created!.id,
            contentType: attachment.contentType,
            size: attachment.data.byteLength,
            data: attachment.data,
          });
        }
        await tx
          .insert(grievanceEvents)
          .values({ grievanceId: created!.id, kind: "status", status: "received" });
        // The trail names the reference only: the category of one complaint is for its committee.
        await services.audit.record(tx, actor, {
          action: "grievance.create",
          entity: "grievance",
          entityId: reference,
        });
        await services.outbox.enqueue(tx, {
          to: recipients.map((user) => user.email),
          ...newGrievanceAlert(created!, `${origin()}/dashboard/grievances/${reference}`, college),
          entity: "grievance",
          entityId: created!.id,
          kind: "committee alert",
        });
        return reference;
      });
      statsCache.clear();
      services.outbox.wake();
      return { reference, statusKey };
    },

    /**
     * What the complainant may see, given the reference and the status key. Any mismatch answers the same
     * 404; checks are limited per address, and failed ones per reference (so a guesser cannot lock the
     * complainant out, and cannot try many keys against one reference either).
     */
    async status(address: string, reference: string, statusKey: string): Promise<GrievancePublicStatus> {
      const byAddress = await checksByAddress.consume(`address:${address}`);
      if (!byAddress.allowed) refuse("grievance-status", "status checks", byAddress.msBeforeNext);
      const normalized = reference.trim().toUpperCase();
      const failures = await failuresByReference.peek(normalized);
      if (failures && failures.consumed >= FAILED_CHECKS_PER_REFERENCE) {
        refuse("grievance-status", "status checks for this reference", failures.msBeforeNext);
      }
      const row = await findRow(normalized).catch(() => null);
      if (!row || !sameHash(row.statusKeyHash, hashKey(statusKey))) {
        if (row) await failuresByReference.consume(normalized);
        throw notFound(GRIEVANCE_NOT_FOUND_MESSAGE);
      }
      const steps = (await timelineOf(row.id))
        .filter((event) => event.kind === "status" && event.status)
        .map((event) => ({ status: event.status as GrievanceStatus, at: event.at.toISOString() }));
      return {
        reference: row.reference,
        status: row.status as GrievanceStatus,
        steps,
        messageToComplainant: row.messageToComplainant,
      };
    },

    /** The register for a role: its categories only, open ones first by due date; no content. */
    async list(role: string | undefined, query: ListQuery) {
      const categories = readableCategories(role);
      const today = collegeDate(now());
      const conditions: (SQL | undefined)[] = [inArray(grievances.category, categories)];
      if (query.category) conditions.push(eq(grievances.category, query.category));
      if (query.status === "open") conditions.push(notInArray(grievances.status, [...FINAL_STATUSES]));
      else if (query.status) conditions.push(eq(grievances.status, query.status));
      if (query.overdue !== undefined) {
        const overdue = and(notInArray(grievances.status, [...FINAL_STATUSES]), lt(grievances.dueOn, today));
        conditions.push(query.overdue ? overdue : sql`not (${overdue})`);
      }
      if (query.reference) conditions.push(eq(grievances.reference, query.reference.trim().toUpperCase()));
      const where = and(...conditions);
      const [{ count } = { count: 0 }] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(grievances)
        .where(where);
      const page = pageWindow(query.page, query.limit, count);
      const rows = await db
        .select({
          row: grievances,
          hasAttachment: sql<boolean>`${grievanceAttachments.grievanceId} is not null`,
        })
        .from(grievances)
        .leftJoin(grievanceAttachments, eq(grievanceAttachments.grievanceId, grievances.id))
        .where(where)
        .orderBy(
          sql`${grievances.status} in ('resolved', 'closed')`,
          asc(grievances.dueOn),
          desc(grievances.createdAt),
        )
        .limit(page.limit)
        .offset(page.offset);
      return {
        data: rows.map(({ row, hasAttachment }) => toSummary(row, hasAttachment, today)),
        counts: await this.counts(role),
        pagination: {
          currentPage: page.page,
          totalPages: page.totalPages,
          totalCount: page.total,
          hasNextPage: page.hasNext,
          hasPrevPage: page.hasPrev,
        },
      };
    },

    /** Open and overdue complaints of a role's categories (its dashboard card). */
    async counts(role: string | undefined) {
      const [counts] = await db
        .select({
          open: sql<number>`count(*)::int`,
          overdue: sql<number>`(count(*) filter (where ${grievances.dueOn} < ${collegeDate(now())}))::int`,
        })
        .from(grievances)
        .where(
          and(
            inArray(grievances.category, readableCategories(role)),
            notInArray(grievances.status, [...FINAL_STATUSES]),
          ),
        );
      return { open: counts?.open ?? 0, overdue: counts?.overdue ?? 0 };
    },

    /** One complaint with its content and timeline; the read itself goes on the audit trail. */
    async get(actor: Actor, reference: string): Promise<Grievance> {
      const row = await readable(actor, reference);
      await services.audit.record(db, actor, {
        action: "grievance.read",
        entity: "grievance",
        entityId: row.reference,
      });
      return toGrievance(row);
    },

    /** The attachment's bytes (audited like any read). */
    async attachment(actor: Actor, reference: string) {
      const row = await readable(actor, reference);
      const [file] = await db
        .select()
        .from(grievanceAttachments)
        .where(eq(grievanceAttachments.grievanceId, row.id));
      if (!file) throw notFound("This complaint has no attachment");
      await services.audit.record(db, actor, {
        action: "grievance.read-attachment",
        entity: "grievance",
        entityId: row.reference,
      });
      const extension = { "application/pdf": "pdf", "image/png": "png" }[file.contentType] ?? "jpg";
      return { contentType: file.contentType, data: file.data, fileName: `${row.reference}.${extension}` };
    },

    /**
     * Moves a complaint along its workflow and/or sets the outcome and the message the complainant sees.
     * A final step needs both. The trail records the status change, and only that a text changed.
     */
    async update(
      actor: Actor,
      reference: string,
      input: z.output<typeof grievanceUpdateInput>,
    ): Promise<Grievance> {
      const current = await readable(actor, reference);
      const status = input.status ?? (current.status as GrievanceStatus);
      if (input.status && input.status !== current.status) {
        if (!NEXT_STATUSES[current.status as GrievanceStatus].includes(input.status)) {
          const message = `A complaint that is ${GRIEVANCE_STATUSES[current.status as GrievanceStatus].toLowerCase()} cannot become ${GRIEVANCE_STATUSES[input.status].toLowerCase()}`;
          throw invalid(message, [{ field: "status", message }]);
        }
      }
      const outcome = input.outcome !== undefined ? input.outcome : current.outcome;
      const messageToComplainant =
        input.messageToComplainant !== undefined ? input.messageToComplainant : current.messageToComplainant;
      if (isFinal(status) && input.status !== undefined) {
        const errors = [
          ...(outcome
            ? []
            : [{ field: "outcome", message: "Write the outcome before resolving or closing" }]),
          ...(messageToComplainant
            ? []
            : [
                {
                  field: "messageToComplainant",
                  message: "Write a message to the complainant before resolving or closing",
                },
              ]),
        ];
        if (errors.length)
          throw invalid(
            errors.length === 1 ? errors[0]!.message : "Please correct the highlighted fields",
            errors,
          );
      }
      const by = await nameOf(actor);
      const statusChanged = status !== current.status;
      await db.transaction(async (tx) => {
        await tx
          .update(grievances)
          .set({
            status,
            outcome: outcome ?? null,
            messageToComplainant: messageToComplainant ?? null,
            updatedAt: new Date(),
          })
          .where(eq(grievances.id, current.id));
        if (statusChanged) {
          await tx.insert(grievanceEvents).values({
            grievanceId: current.id,
            kind: "status",
            status,
            actorId: actor.user?.id ?? null,
            actorName: by,
          });
        }
        await services.audit.record(tx, actor, {
          action: "grievance.update",
          entity: "grievance",
          entityId: current.reference,
          changes: statusChanged ? { status: { from: current.status, to: status } } : null,
          details: {
            outcomeChanged: (outcome ?? null) !== current.outcome,
            messageChanged: (messageToComplainant ?? null) !== current.messageToComplainant,
          },
        });
      });
      statsCache.clear();
      return toGrievance(await findRow(current.reference));
    },

    /** An internal note on the timeline (never shown to the complainant). */
    async addNote(actor: Actor, reference: string, note: string): Promise<Grievance> {
      const current = await readable(actor, reference);
      const by = await nameOf(actor);
      await db.transaction(async (tx) => {
        await tx.insert(grievanceEvents).values({
          grievanceId: current.id,
          kind: "note",
          note,
          actorId: actor.user?.id ?? null,
          actorName: by,
        });
        await services.audit.record(tx, actor, {
          action: "grievance.note",
          entity: "grievance",
          entityId: current.reference,
        });
      });
      return toGrievance(current);
    },

    /** Public yearly figures: complaints received and resolved (or closed) per year of receipt, per committee. */
    stats(): Promise<GrievanceYear[]> {
      return statsCache.get("years", async () => {
        const year = sql<number>`substring(${grievances.reference} from 5 for 4)::int`;
        const rows = await db
          .select({
            year,
            category: grievances.category,
            received: sql<number>`count(*)::int`,
            resolved: sql<number>`(count(*) filter (where ${grievances.status} in ('resolved', 'closed')))::int`,
          })
          .from(grievances)
          .groupBy(year, grievances.category);
        const years = [...new Set(rows.map((row) => row.year))].sort((a, b) => b - a);
        return years.map((y) => ({
          year: y,
          groups: (Object.keys(GRIEVANCE_GROUPS) as (keyof typeof GRIEVANCE_GROUPS)[]).map((group) => {
            const inGroup = rows.filter(
              (row) => row.year === y && groupOf(row.category as GrievanceCategory) === group,
            );
            return {
              group,
              received: inGroup.reduce((sum, row) => sum + row.received, 0),
              resolved: inGroup.reduce((sum, row) => sum + row.resolved, 0),
            };
          }),
        }));
      });
    },

    /**
     * The daily reminder: each committee role's members get one e-mail listing its overdue complaints not
     * yet reminded today (references, categories and due dates only). Returns the e-mails queued.
     */
    async sendOverdueReminders(): Promise<number> {
      const today = collegeDate(now());
      const college = await services.siteSettings.collegeFacts();
      let sent = 0;
      for (const role of ["grievance", "internal-committee"] as const) {
        const recipients = await services.users.withRole(role);
        if (!recipients.length) continue;
        sent += await db.transaction(async (tx) => {
          const overdue = await tx
            .update(grievances)
            .set({ remindedOn: today })
            .where(
              and(
                inArray(grievances.category, readableCategories(role)),
                notInArray(grievances.status, [...FINAL_STATUSES]),
                lt(grievances.dueOn, today),
                sql`(${grievances.remindedOn} is null or ${grievances.remindedOn} < ${today})`,
              ),
            )
            .returning({
              reference: grievances.reference,
              category: grievances.category,
              dueOn: grievances.dueOn,
            });
          if (!overdue.length) return 0;
          overdue.sort((a, b) => a.dueOn.localeCompare(b.dueOn));
          await services.outbox.enqueue(tx, {
            to: recipients.map((user) => user.email),
            ...overdueReminder(overdue, `${origin()}/dashboard/grievances?overdue=true`, college),
            entity: "grievance",
            kind: "overdue reminder",
          });
          return 1;
        });
      }
      if (sent) services.outbox.wake();
      return sent;
    },
  };
}

export type GrievancesService = ReturnType<typeof createGrievancesService>;

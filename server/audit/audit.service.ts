import { addDays, collegeDayStart } from "../../contract/college-time";
import { and, desc, eq, gte, isNotNull, lt, or, sql, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { AuditChanges, AuditEntity, AuditEntry, auditListQuery } from "../../contract/audit";
import type { Actor } from "../actor";
import type { Db, Executor } from "../db/client";
import { pageWindow } from "../lib/pagination";
import type { AuditCatalogue } from "./audit-catalogue";
import { auditLog, type AuditRow } from "./audit.schema";

type ListQuery = z.output<typeof auditListQuery>;
/** Fields whose values never enter the trail, whatever a caller passes. */
const SECRET_FIELD = /password|hash|secret|token|recovery|otp/i;

const comparable = (value: unknown) =>
  value instanceof Date ? value.toISOString() : value === undefined ? null : value;

/**
 * The fields that differ between two versions of a record, as `{ field: { from, to } }`; secrets are
 * left out. Pass `before` null for a creation and `after` null for a deletion.
 */
export function diffChanges<T extends object>(
  before: T | null,
  after: T | null,
  fields: readonly (keyof T & string)[],
): AuditChanges {
  const changes: AuditChanges = {};
  for (const field of fields) {
    if (SECRET_FIELD.test(field)) continue;
    const from = comparable(before?.[field]);
    const to = comparable(after?.[field]);
    if (JSON.stringify(from) !== JSON.stringify(to)) changes[field] = { from, to };
  }
  return changes;
}

export interface AuditRecord {
  /** Dotted: `faculty.update`, `auth.sign-in-failed`, … */
  action: string;
  entity: AuditEntity;
  entityId?: string | null;
  changes?: AuditChanges | null;
  /** Other facts worth keeping (counts, file names); never secrets or message bodies. */
  details?: Record<string, unknown> | null;
}

export const toAuditEntryDto = (row: AuditRow): AuditEntry => ({
  _id: row.id,
  at: row.at.toISOString(),
  actor:
    row.actorId && row.actorEmail
      ? { _id: row.actorId, email: row.actorEmail, role: row.actorRole ?? "" }
      : null,
  action: row.action,
  entity: row.entity,
  entityId: row.entityId,
  changes: row.changes ?? null,
  details: row.details ?? null,
  ip: row.ip,
  requestId: row.requestId,
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A day given as YYYY-MM-DD covers the whole day in India time (the college's); `to` is inclusive. */
const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);
const dayStart = (value: string) => (isDate(value) ? collegeDayStart(value) : new Date(value));
const dayAfter = (value: string) =>
  isDate(value) ? collegeDayStart(addDays(value, 1)) : new Date(Date.parse(value) + 1);

function where(query: Omit<ListQuery, "page" | "limit">): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.actor) {
    conditions.push(
      UUID.test(query.actor)
        ? eq(auditLog.actorId, query.actor)
        : sql`lower(${auditLog.actorEmail}) = ${query.actor.toLowerCase()}`,
    );
  }
  if (query.action) {
    // "faculty" matches every faculty.* action; "faculty.update" just that one.
    conditions.push(
      query.action.includes(".")
        ? eq(auditLog.action, query.action)
        : or(eq(auditLog.action, query.action), sql`${auditLog.action} like ${`${query.action}.%`}`),
    );
  }
  if (query.entity) conditions.push(eq(auditLog.entity, query.entity));
  if (query.entityId) conditions.push(eq(auditLog.entityId, query.entityId));
  if (query.from) conditions.push(gte(auditLog.at, dayStart(query.from)));
  if (query.to) conditions.push(lt(auditLog.at, dayAfter(query.to)));
  return conditions.length ? and(...conditions) : undefined;
}

const auditRow = (catalogue: AuditCatalogue, actor: Actor, entry: AuditRecord) => ({
  actorId: actor.user?.id ?? null,
  actorEmail: actor.user?.email ?? null,
  actorRole: actor.user?.role ?? null,
  action: entry.action,
  entity: declared(catalogue, entry.entity),
  entityId: entry.entityId ?? null,
  changes: entry.changes && Object.keys(entry.changes).length ? entry.changes : null,
  details: entry.details ?? null,
  ip: actor.ip,
  requestId: actor.requestId,
});

/** An entity no module declares is a programming error (a typo): nothing is written. */
function declared(catalogue: AuditCatalogue, entity: string): string {
  if (!catalogue.has(entity))
    throw new Error(`The audit entity "${entity}" is declared by no module (the module's audit.entities)`);
  return entity;
}

export function createAuditService(db: Db, catalogue: AuditCatalogue) {
  return {
    /** The kinds of record the trail holds, from the modules, and who may read a record's history. */
    catalogue,

    /** Appends one entry. Pass the transaction of the change it records, so both commit or neither. */
    async record(executor: Executor, actor: Actor, entry: AuditRecord): Promise<void> {
      await executor.insert(auditLog).values(auditRow(catalogue, actor, entry));
    },

    /** Appends several entries by one actor in one statement (e.g. each member an import changed). */
    async recordMany(executor: Executor, actor: Actor, entries: AuditRecord[]): Promise<void> {
      if (entries.length)
        await executor.insert(auditLog).values(entries.map((entry) => auditRow(catalogue, actor, entry)));
    },

    /** How many entries of one action an account made (e.g. its sign-ins, for the dashboard's greeting). */
    async countByActor(actorId: string, action: string): Promise<number> {
      const [{ count } = { count: 0 }] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(auditLog)
        .where(and(eq(auditLog.actorId, actorId), eq(auditLog.action, action)));
      return count;
    },

    /** Who and what appear in the trail: the screen's actor and action lists. */
    async facets(): Promise<{ actors: { _id: string; email: string }[]; actions: string[] }> {
      const [actors, actions] = await Promise.all([
        db
          .selectDistinct({ id: auditLog.actorId, email: auditLog.actorEmail })
          .from(auditLog)
          .where(and(isNotNull(auditLog.actorId), isNotNull(auditLog.actorEmail))),
        db.selectDistinct({ action: auditLog.action }).from(auditLog).orderBy(auditLog.action),
      ]);
      // One line per account: its latest address (an e-mail may have been corrected).
      const byId = new Map(actors.map((row) => [row.id!, row.email!]));
      return {
        actors: [...byId].map(([id, email]) => ({ _id: id, email })),
        actions: actions.map((row) => row.action),
      };
    },

    /**
     * A name for each record, from the trail itself: the newest name or title its entries recorded (a
     * record's creation records every field), else its reference (an enquiry's ENQ-000123: a visitor's
     * personal data is not in the trail). Records whose entries name none are left out.
     */
    async labelsOf(records: { entity: string; entityId: string }[]): Promise<Map<string, string>> {
      const labels = new Map<string, string>();
      if (records.length === 0) return labels;
      const label = sql<string>`coalesce(${auditLog.changes}->'name'->>'to', ${auditLog.changes}->'title'->>'to', ${auditLog.changes}->'name'->>'from', ${auditLog.changes}->'title'->>'from', ${auditLog.details}->>'reference')`;
      const rows = await db
        .select({ entity: auditLog.entity, entityId: auditLog.entityId, label, at: auditLog.at })
        .from(auditLog)
        .where(
          and(
            or(
              ...records.map((record) =>
                and(eq(auditLog.entity, record.entity), eq(auditLog.entityId, record.entityId)),
              ),
            ),
            sql`${label} is not null`,
          ),
        )
        .orderBy(desc(auditLog.at));
      for (const row of rows) {
        const key = `${row.entity}:${row.entityId}`;
        if (!labels.has(key)) labels.set(key, row.label);
      }
      return labels;
    },

    async list(query: ListQuery) {
      const condition = where(query);
      const [{ count } = { count: 0 }] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(auditLog)
        .where(condition);
      const window = pageWindow(query.page, query.limit, count);
      const rows = await db
        .select()
        .from(auditLog)
        .where(condition)
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(window.limit)
        .offset(window.offset);
      return {
        data: rows.map(toAuditEntryDto),
        pagination: {
          currentPage: window.page,
          totalPages: window.totalPages,
          limit: window.limit,
          totalEntries: window.total,
          hasNextPage: window.hasNext,
          hasPrevPage: window.hasPrev,
        },
      };
    },

    /** The CSV export's entries (as `rows`); the export itself is recorded, with its filters and row count. */
    async exportRows(
      actor: Actor,
      query: Omit<ListQuery, "page" | "limit">,
      max = 50_000,
    ): Promise<AuditEntry[]> {
      const rows = await this.rows(query, max);
      await this.record(db, actor, {
        action: "audit.export",
        entity: "audit",
        details: {
          rows: rows.length,
          filters: Object.fromEntries(Object.entries(query).filter(([, v]) => v)),
        },
      });
      return rows;
    },

    /** Every entry the filters select, newest first (for the CSV export), up to `max`. */
    async rows(query: Omit<ListQuery, "page" | "limit">, max = 50_000): Promise<AuditEntry[]> {
      const rows = await db
        .select()
        .from(auditLog)
        .where(where(query))
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(max);
      return rows.map(toAuditEntryDto);
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;

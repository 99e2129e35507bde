import type { AuditEntity } from "../../contract/audit";
import {
  aliasedTable,
  and,
  asc,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  ne,
  or,
  sql,
  type SQL,
} from "drizzle-orm";
import type { z } from "zod";
import {
  CLOSE_REASON_LABELS,
  ENQUIRY_STATUSES,
  ENQUIRY_STATUS_LABELS,
  NOTE_EDIT_WINDOW_MINUTES,
  OPEN_ENQUIRY_STATUSES,
  type CloseReason,
  type Enquiry,
  type EnquiryDetail,
  type EnquiryFunnel,
  type EnquiryNote,
  type EnquiryStats,
  type EnquiryStatus,
  type PipelineEnquiry,
  type TimelineEntry,
  type enquiryInput,
  type enquiryListQuery,
  type enquiryPatchInput,
  type enquiryPipelineListQuery,
  type enquiryUpdateInput,
} from "../../contract/enquiry";
import { can, ROLES, type Role } from "../../contract/permissions";
import { systemActor, type Actor } from "../actor";
import { diffChanges } from "../audit/audit.service";
import type { Db, Executor } from "../db/client";
import { conflict, forbidden, invalid, notFound } from "../errors";
import { pageWindow } from "../lib/pagination";
import { isUuid } from "../lib/uuid";
import { readDefaultCollegeFacts, type ReadCollegeFacts } from "../mail/college-facts";
import type { Services } from "../module";
import type { OutboxEntry } from "../outbox/outbox.service";
import { users } from "../users/users.schema";
import { enquiries, enquiryEvents, enquiryNotes, enquirySettings, type EnquiryRow } from "./enquiries.schema";
import { enquiryAcknowledgement, enquiryAlert, enquiryReference } from "./enquiry-mail";
import { addDays, officeDateStart, officeDayStart, officeWeekStart, seasonStart } from "./office-day";

type ListQuery = z.output<typeof enquiryListQuery>;
type PipelineQuery = z.output<typeof enquiryPipelineListQuery>;
type FilterQuery = Partial<PipelineQuery>;

/** Who acts: the signed-in staff user, or nobody (the public form, a job). */
export type EnquiryActor = Actor;

const EXPORT_MAX_ROWS = 50_000;
export const ENQUIRY_ENTITY = "enquiry" satisfies AuditEntity;
/** Roles whose users can own enquiries (the ones with the enquiries permission). */
export const ENQUIRY_ROLES: Role[] = ROLES.filter((role) => can(role, "enquiries:write"));
/** Roles that share out new enquiries round-robin. */
export const ROUND_ROBIN_ROLE = "admissions";
const DUPLICATE_WINDOW_DAYS = 180;

const assignees = aliasedTable(users, "assignee");

/** "+91 98355-50101" and "09835550101" are one phone: the last ten digits. */
export const phoneKey = (phone: string): string | null => {
  const digits = phone.replace(/\D/g, "");
  return digits.length >= 7 ? digits.slice(-10) : null;
};

/** "650" → 650; text that is not a plain number sorts after every number. */
export const neetScoreValue = (score: string): number | null => {
  const trimmed = score.trim();
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : null;
};

export const toEnquiryDto = (row: EnquiryRow): Enquiry => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  course: row.course,
  neetScore: row.neetScore,
  message: row.message,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const toPipelineDto = (
  row: EnquiryRow,
  assignee: { id: string | null; name: string | null } | null,
): PipelineEnquiry => ({
  ...toEnquiryDto(row),
  reference: enquiryReference(row.referenceNo),
  status: row.status as EnquiryStatus,
  closeReason: (row.closeReason as CloseReason | null) ?? null,
  assignee: assignee?.id ? { id: assignee.id, name: assignee.name ?? "" } : null,
  nextFollowUpAt: row.nextFollowUpAt?.toISOString() ?? null,
  firstContactedAt: row.firstContactedAt?.toISOString() ?? null,
  duplicateOf: row.duplicateOf,
});

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (char) => `\\${char}`);

function orderBy(query: Pick<ListQuery, "sortBy" | "sortOrder">): SQL[] {
  const direction = query.sortOrder === "asc" ? asc : desc;
  const nullsLast = query.sortOrder === "asc" ? sql`asc nulls last` : sql`desc nulls last`;
  switch (query.sortBy) {
    case "neetScore":
      return [
        sql`${enquiries.neetScoreValue} ${nullsLast}`,
        direction(enquiries.createdAt),
        asc(enquiries.id),
      ];
    case "name":
      return [direction(sql`lower(${enquiries.name})`), direction(enquiries.createdAt), asc(enquiries.id)];
    case "course":
      return [direction(enquiries.course), direction(enquiries.createdAt), asc(enquiries.id)];
    default:
      return [direction(enquiries.createdAt), asc(enquiries.id)];
  }
}

const openStatus = () => inArray(enquiries.status, [...OPEN_ENQUIRY_STATUSES]);

/** The list's filters as one condition; the export uses the same, so it exports exactly this set. */
function whereFilters(query: FilterQuery, actor: EnquiryActor, now: Date): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.search) {
    const pattern = `%${escapeLike(query.search)}%`;
    conditions.push(
      or(ilike(enquiries.name, pattern), ilike(enquiries.email, pattern), ilike(enquiries.course, pattern)),
    );
  }
  if (query.status) conditions.push(eq(enquiries.status, query.status));
  if (query.assignee === "me") {
    // Nobody signed in owns nothing: an impossible condition rather than every row.
    conditions.push(actor.user ? eq(enquiries.assigneeId, actor.user.id) : sql`false`);
  } else if (query.assignee === "none") {
    conditions.push(isNull(enquiries.assigneeId));
  } else if (query.assignee) {
    conditions.push(eq(enquiries.assigneeId, query.assignee));
  }
  if (query.course) conditions.push(eq(enquiries.course, query.course));
  if (query.minScore !== undefined) conditions.push(gte(enquiries.neetScoreValue, query.minScore));
  if (query.maxScore !== undefined) conditions.push(lte(enquiries.neetScoreValue, query.maxScore));
  if (query.from) conditions.push(gte(enquiries.createdAt, officeDateStart(query.from)));
  if (query.to) conditions.push(lt(enquiries.createdAt, addDays(officeDateStart(query.to), 1)));
  if (query.due) {
    const today = officeDayStart(now);
    const before = query.due === "today" ? addDays(today, 1) : today;
    conditions.push(openStatus(), isNotNull(enquiries.nextFollowUpAt), lt(enquiries.nextFollowUpAt, before));
  }
  const present = conditions.filter((condition): condition is SQL => condition !== undefined);
  return present.length ? and(...present) : undefined;
}

/** The fields an audit entry compares. */
const AUDITED_FIELDS = ["name", "email", "phone", "course", "neetScore", "message"] as const;

export interface EnquiriesOptions {
  /** The college's name and contacts for e-mails (point at the site-settings service when it has them). */
  collegeFacts?: ReadCollegeFacts;
  now?: () => Date;
}

export function createEnquiriesService(
  db: Db,
  services: Pick<Services, "audit" | "outbox" | "config">,
  options: EnquiriesOptions = {},
) {
  const now = options.now ?? (() => new Date());
  const collegeFacts = options.collegeFacts ?? readDefaultCollegeFacts;
  // Other domains' services exist once every module is created: reach them inside functions.
  const outbox = {
    enqueue: (...args: Parameters<Services["outbox"]["enqueue"]>) => services.outbox.enqueue(...args),
    wake: () => services.outbox.wake(),
    listFor: (entity: string, entityId: string) => services.outbox.listFor(entity, entityId),
    reassign: (...args: Parameters<Services["outbox"]["reassign"]>) => services.outbox.reassign(...args),
    get configured() {
      return services.outbox.configured;
    },
  };
  const audit = (...args: Parameters<Services["audit"]["record"]>) => services.audit.record(...args);

  const selectWithAssignee = (executor: Executor = db) =>
    executor
      .select({ row: enquiries, assigneeId: assignees.id, assigneeName: assignees.name })
      .from(enquiries)
      .leftJoin(assignees, eq(assignees.id, enquiries.assigneeId));

  const pipelineOf = (result: { row: EnquiryRow; assigneeId: string | null; assigneeName: string | null }) =>
    toPipelineDto(result.row, { id: result.assigneeId, name: result.assigneeName });

  async function findRow(id: string, executor: Executor = db): Promise<EnquiryRow> {
    const [row] = isUuid(id) ? await executor.select().from(enquiries).where(eq(enquiries.id, id)) : [];
    if (!row) throw notFound("Enquiry not found");
    return row;
  }

  /** Locks the enquiry for the rest of the transaction (two staff changing it at once queue up). */
  async function lockRow(tx: Executor, id: string): Promise<EnquiryRow> {
    const [row] = isUuid(id)
      ? await tx.select().from(enquiries).where(eq(enquiries.id, id)).for("update")
      : [];
    if (!row) throw notFound("Enquiry not found");
    return row;
  }

  async function event(
    tx: Executor,
    enquiryId: string,
    kind: TimelineEntry["kind"],
    actor: EnquiryActor,
    details: Record<string, unknown> = {},
  ) {
    await tx.insert(enquiryEvents).values({ enquiryId, kind, actorId: actor.user?.id ?? null, details });
  }

  async function settingsRow(tx: Executor, lock: boolean) {
    await tx.insert(enquirySettings).values({ id: 1 }).onConflictDoNothing();
    const query = tx.select().from(enquirySettings).where(eq(enquirySettings.id, 1));
    const [row] = lock ? await query.for("update") : await query;
    return row!;
  }

  /** The next admissions user after the last one picked; the settings row's lock keeps two inserts apart. */
  async function nextRoundRobin(tx: Executor): Promise<{ id: string; name: string } | null> {
    const settings = await settingsRow(tx, true);
    if (!settings.autoAssign) return null;
    const candidates = await tx
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(and(eq(users.role, ROUND_ROBIN_ROLE), eq(users.active, true)))
      .orderBy(asc(users.createdAt), asc(users.id));
    if (candidates.length === 0) return null;
    const last = candidates.findIndex((user) => user.id === settings.lastAssigneeId);
    const pick = candidates[(last + 1) % candidates.length]!;
    await tx
      .update(enquirySettings)
      .set({ lastAssigneeId: pick.id, updatedAt: new Date() })
      .where(eq(enquirySettings.id, 1));
    return pick;
  }

  /** The family's first enquiry: an open one of the last 180 days with the same e-mail or phone. */
  async function duplicateRoot(
    tx: Executor,
    input: { email: string; phoneKey: string | null },
    excludeId?: string,
  ): Promise<EnquiryRow | null> {
    const since = addDays(now(), -DUPLICATE_WINDOW_DAYS);
    const [match] = await tx
      .select()
      .from(enquiries)
      .where(
        and(
          openStatus(),
          gte(enquiries.createdAt, since),
          excludeId ? ne(enquiries.id, excludeId) : undefined,
          or(
            sql`lower(${enquiries.email}) = ${input.email.trim().toLowerCase()}`,
            input.phoneKey ? eq(enquiries.phoneKey, input.phoneKey) : undefined,
          ),
        ),
      )
      .orderBy(asc(enquiries.createdAt), asc(enquiries.id))
      .limit(1);
    if (!match) return null;
    if (!match.duplicateOf) return match;
    const [root] = await tx.select().from(enquiries).where(eq(enquiries.id, match.duplicateOf));
    return root ?? match;
  }

  async function staffUser(executor: Executor, id: string) {
    const [user] = await executor
      .select({ id: users.id, name: users.name, role: users.role })
      .from(users)
      .where(eq(users.id, id));
    return user;
  }

  function enquiryLink(id: string, origin?: string) {
    const base = (services.config.PUBLIC_URL ?? origin ?? "http://localhost:3000").replace(/\/+$/, "");
    return `${base}/dashboard/admission-enquiry/${id}`;
  }

  const personName = async (executor: Executor, id: string | null) =>
    id ? ((await staffUser(executor, id))?.name ?? null) : null;

  async function timeline(
    row: EnquiryRow,
    actor: EnquiryActor,
  ): Promise<{
    timeline: TimelineEntry[];
    notes: EnquiryNote[];
  }> {
    const actors = aliasedTable(users, "actor");
    const [events, noteRows, emails] = await Promise.all([
      db
        .select({ event: enquiryEvents, actorName: actors.name })
        .from(enquiryEvents)
        .leftJoin(actors, eq(actors.id, enquiryEvents.actorId))
        .where(eq(enquiryEvents.enquiryId, row.id))
        .orderBy(asc(enquiryEvents.createdAt), asc(enquiryEvents.id)),
      db
        .select({
          note: enquiryNotes,
          authorName: actors.name,
          editable: sql<boolean>`${enquiryNotes.createdAt} > now() - ${NOTE_EDIT_WINDOW_MINUTES} * interval '1 minute'`,
        })
        .from(enquiryNotes)
        .leftJoin(actors, eq(actors.id, enquiryNotes.authorId))
        .where(eq(enquiryNotes.enquiryId, row.id))
        .orderBy(asc(enquiryNotes.createdAt), asc(enquiryNotes.id)),
      outbox.listFor(ENQUIRY_ENTITY, row.id),
    ]);
    const notes: EnquiryNote[] = noteRows.map(({ note, authorName, editable }) => ({
      id: note.id,
      text: note.text,
      author: note.authorId ? { id: note.authorId, name: authorName ?? "" } : null,
      createdAt: note.createdAt.toISOString(),
      updatedAt: note.updatedAt.toISOString(),
      editable: Boolean(editable) && note.authorId !== null && note.authorId === actor.user?.id,
    }));
    const entries: TimelineEntry[] = [
      ...events.map(({ event: item, actorName }) => ({
        id: item.id,
        kind: item.kind as TimelineEntry["kind"],
        at: item.createdAt.toISOString(),
        actor: item.actorId ? { id: item.actorId, name: actorName ?? "" } : null,
        summary: eventSummary(item.kind, item.details),
        details: item.details,
      })),
      ...notes.map((note) => ({
        id: note.id,
        kind: "note" as const,
        at: note.createdAt,
        actor: note.author,
        summary: note.text,
        note,
      })),
      ...emails.map((email) => ({
        id: email.id,
        kind: "email" as const,
        at: email.sentAt ?? email.createdAt,
        actor: null,
        summary: emailSummary(email),
        email,
      })),
    ];
    entries.sort((a, b) => a.at.localeCompare(b.at) || kindOrder(a.kind) - kindOrder(b.kind));
    return { timeline: entries, notes };
  }

  async function changeAssignee(
    tx: Executor,
    actor: EnquiryActor,
    row: EnquiryRow,
    assigneeId: string | null,
    automatic = false,
  ) {
    let name: string | null = null;
    if (assigneeId) {
      const user = await staffUser(tx, assigneeId);
      if (!user || !can(user.role, "enquiries:write")) {
        throw invalid("The assignee must be a staff user who works on enquiries", [
          { field: "assigneeId", message: "Choose a staff user with the enquiries permission" },
        ]);
      }
      name = user.name;
    }
    await event(tx, row.id, "assigned", actor, {
      from: row.assigneeId,
      fromName: await personName(tx, row.assigneeId),
      to: assigneeId,
      toName: name,
      ...(automatic ? { automatic: true } : {}),
    });
    return name;
  }

  return {
    /**
     * Stores a public enquiry with everything that follows from it, in one transaction: duplicate
     * link, round-robin assignee, timeline, audit entry, the applicant's acknowledgement and the
     * office alert in the outbox.
     */
    async create(
      actor: EnquiryActor,
      input: z.output<typeof enquiryInput>,
      options: { origin?: string } = {},
    ): Promise<PipelineEnquiry> {
      const college = await collegeFacts();
      const created = await db.transaction(async (tx) => {
        const key = phoneKey(input.phone);
        const root = await duplicateRoot(tx, { email: input.email, phoneKey: key });
        // A family's later enquiry goes to whoever already talks to them.
        const assignee = root?.assigneeId
          ? ((await staffUser(tx, root.assigneeId)) ?? null)
          : await nextRoundRobin(tx);
        const [row] = await tx
          .insert(enquiries)
          .values({
            name: input.name,
            email: input.email,
            phone: input.phone,
            course: input.course,
            neetScore: input.neetScore,
            neetScoreValue: neetScoreValue(input.neetScore),
            message: input.message,
            assigneeId: assignee?.id ?? null,
            duplicateOf: root?.id ?? null,
          })
          .returning();
        const enquiry = row!;
        const reference = enquiryReference(enquiry.referenceNo);
        await event(tx, enquiry.id, "received", actor, { reference });
        if (root) {
          await event(tx, enquiry.id, "duplicate", actor, {
            of: root.id,
            ofReference: enquiryReference(root.referenceNo),
          });
        }
        if (assignee) {
          await event(tx, enquiry.id, "assigned", actor, {
            from: null,
            to: assignee.id,
            toName: assignee.name,
            automatic: true,
          });
        }
        await audit(tx, actor, {
          action: "enquiry.create",
          entity: ENQUIRY_ENTITY,
          entityId: enquiry.id,
          // No personal data of a visitor's post in the trail: the enquiry itself is the record.
          details: {
            course: enquiry.course,
            reference,
            assigneeId: assignee?.id ?? null,
            duplicateOf: root?.id ?? null,
          },
        });
        const ack = enquiryAcknowledgement(
          { name: enquiry.name, course: enquiry.course, reference },
          college,
        );
        await outbox.enqueue(tx, {
          to: enquiry.email,
          ...ack,
          entity: ENQUIRY_ENTITY,
          entityId: enquiry.id,
          kind: "acknowledgement",
        });
        const alert = enquiryAlert(
          { ...enquiry, reference },
          {
            link: enquiryLink(enquiry.id, options.origin),
            assignee: assignee?.name ?? null,
            duplicateOf: root ? enquiryReference(root.referenceNo) : null,
          },
          college,
        );
        await outbox.enqueue(tx, {
          to: services.config.ADMISSIONS_EMAIL ?? [],
          ...alert,
          entity: ENQUIRY_ENTITY,
          entityId: enquiry.id,
          kind: "office-alert",
        });
        return toPipelineDto(enquiry, assignee ? { id: assignee.id, name: assignee.name } : null);
      });
      outbox.wake();
      return created;
    },

    async list(query: PipelineQuery, actor: EnquiryActor = systemActor) {
      const where = whereFilters(query, actor, now());
      const [{ count } = { count: 0 }] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(enquiries)
        .where(where);
      const window = pageWindow(query.page, query.limit, count);
      const rows = await selectWithAssignee()
        .where(where)
        .orderBy(...orderBy(query))
        .limit(window.limit)
        .offset(window.offset);
      return {
        data: rows.map(pipelineOf),
        pagination: {
          currentPage: window.page,
          totalPages: window.totalPages,
          limit: window.limit,
          totalEnquiries: window.total,
          hasNextPage: window.hasNext,
          hasPrevPage: window.hasPrev,
        },
      };
    },

    async get(id: string): Promise<PipelineEnquiry> {
      const [result] = isUuid(id) ? await selectWithAssignee().where(eq(enquiries.id, id)) : [];
      if (!result) throw notFound("Enquiry not found");
      return pipelineOf(result);
    },

    /** The enquiry with its timeline, notes and the other enquiries of the same family. */
    async detail(id: string, actor: EnquiryActor): Promise<EnquiryDetail> {
      const enquiry = await this.get(id);
      const row = await findRow(id);
      const rootId = row.duplicateOf ?? row.id;
      const family = await selectWithAssignee()
        .where(
          and(
            ne(enquiries.id, row.id),
            or(
              eq(enquiries.id, rootId),
              eq(enquiries.duplicateOf, rootId),
              eq(enquiries.duplicateOf, row.id),
            ),
          ),
        )
        .orderBy(asc(enquiries.createdAt), asc(enquiries.id));
      const { timeline: entries, notes } = await timeline(row, actor);
      return {
        ...enquiry,
        timeline: entries,
        notes,
        duplicates: family.map(pipelineOf),
        emailConfigured: outbox.configured,
      };
    },

    /** PUT: the applicant's own fields (the spec's edit). */
    async update(
      actor: EnquiryActor,
      id: string,
      input: z.output<typeof enquiryUpdateInput>,
    ): Promise<Enquiry> {
      return db.transaction(async (tx) => {
        const before = await lockRow(tx, id);
        const changes = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
        const [row] = await tx
          .update(enquiries)
          .set({
            ...changes,
            ...(input.neetScore !== undefined ? { neetScoreValue: neetScoreValue(input.neetScore) } : {}),
            updatedAt: new Date(),
          })
          .where(eq(enquiries.id, id))
          .returning();
        await audit(tx, actor, {
          action: "enquiry.update",
          entity: ENQUIRY_ENTITY,
          entityId: id,
          changes: diffChanges(before, row!, AUDITED_FIELDS),
        });
        return toEnquiryDto(row!);
      });
    },

    /** PATCH: the pipeline (status and close reason, assignee, next follow-up), each change on the timeline. */
    async patch(
      actor: EnquiryActor,
      id: string,
      input: z.output<typeof enquiryPatchInput>,
    ): Promise<PipelineEnquiry> {
      await db.transaction(async (tx) => {
        const row = await lockRow(tx, id);
        const set: Partial<typeof enquiries.$inferInsert> = {};
        const changes: Record<string, { from: unknown; to: unknown }> = {};

        const status = input.status ?? (row.status as EnquiryStatus);
        let closeReason =
          input.closeReason !== undefined ? input.closeReason : (row.closeReason as CloseReason | null);
        if (status !== "closed") {
          if (input.closeReason) {
            throw invalid("A close reason applies only to a closed enquiry", [
              { field: "closeReason", message: "Only a closed enquiry has a close reason" },
            ]);
          }
          closeReason = null;
        } else if (!closeReason) {
          throw invalid("Choose why the enquiry is closed", [
            { field: "closeReason", message: "Choose why the enquiry is closed" },
          ]);
        }
        if (status !== row.status || closeReason !== row.closeReason) {
          set.status = status;
          set.closeReason = closeReason;
          if (status !== "new" && !row.firstContactedAt) set.firstContactedAt = new Date();
          changes.status = { from: row.status, to: status };
          if (closeReason !== row.closeReason)
            changes.closeReason = { from: row.closeReason, to: closeReason };
          await event(tx, id, "status", actor, {
            from: row.status,
            to: status,
            ...(closeReason ? { closeReason } : {}),
          });
        }

        if (input.assigneeId !== undefined && input.assigneeId !== row.assigneeId) {
          await changeAssignee(tx, actor, row, input.assigneeId);
          set.assigneeId = input.assigneeId;
          changes.assigneeId = { from: row.assigneeId, to: input.assigneeId };
        }

        if (input.nextFollowUpAt !== undefined) {
          const next = input.nextFollowUpAt === null ? null : new Date(input.nextFollowUpAt);
          if ((next?.getTime() ?? null) !== (row.nextFollowUpAt?.getTime() ?? null)) {
            set.nextFollowUpAt = next;
            changes.nextFollowUpAt = {
              from: row.nextFollowUpAt?.toISOString() ?? null,
              to: next?.toISOString() ?? null,
            };
            await event(tx, id, "follow-up", actor, changes.nextFollowUpAt);
          }
        }

        if (Object.keys(set).length === 0) return;
        await tx
          .update(enquiries)
          .set({ ...set, updatedAt: new Date() })
          .where(eq(enquiries.id, id));
        await audit(tx, actor, { action: "enquiry.update", entity: ENQUIRY_ENTITY, entityId: id, changes });
      });
      return this.get(id);
    },

    async remove(actor: EnquiryActor, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await lockRow(tx, id);
        await tx.delete(enquiries).where(eq(enquiries.id, id));
        await audit(tx, actor, {
          action: "enquiry.delete",
          entity: ENQUIRY_ENTITY,
          entityId: id,
          changes: diffChanges(row, null, AUDITED_FIELDS),
          details: { reference: enquiryReference(row.referenceNo) },
        });
      });
    },

    async addNote(actor: EnquiryActor, id: string, text: string): Promise<EnquiryNote> {
      const note = await db.transaction(async (tx) => {
        await lockRow(tx, id);
        const [row] = await tx
          .insert(enquiryNotes)
          .values({ enquiryId: id, authorId: actor.user?.id ?? null, text })
          .returning();
        await tx.update(enquiries).set({ updatedAt: new Date() }).where(eq(enquiries.id, id));
        await audit(tx, actor, {
          action: "enquiry.note.add",
          entity: ENQUIRY_ENTITY,
          entityId: id,
          details: { noteId: row!.id },
        });
        return row!;
      });
      return {
        id: note.id,
        text: note.text,
        author: actor.user ? { id: actor.user.id, name: (await personName(db, actor.user.id)) ?? "" } : null,
        createdAt: note.createdAt.toISOString(),
        updatedAt: note.updatedAt.toISOString(),
        editable: actor.user !== null,
      };
    },

    /** The author may correct a note for ten minutes; after that it stands. */
    async editNote(actor: EnquiryActor, id: string, noteId: string, text: string | null): Promise<void> {
      await db.transaction(async (tx) => {
        const [note] =
          isUuid(noteId) && isUuid(id)
            ? await tx
                .select({
                  note: enquiryNotes,
                  open: sql<boolean>`${enquiryNotes.createdAt} > now() - ${NOTE_EDIT_WINDOW_MINUTES} * interval '1 minute'`,
                })
                .from(enquiryNotes)
                .where(and(eq(enquiryNotes.id, noteId), eq(enquiryNotes.enquiryId, id)))
                .for("update")
            : [];
        if (!note) throw notFound("Note not found");
        if (!actor.user || note.note.authorId !== actor.user.id) {
          throw forbidden("Only the author can change a note");
        }
        if (!note.open) {
          throw conflict(
            `Notes can be changed only within ${NOTE_EDIT_WINDOW_MINUTES} minutes of writing them; add a new note instead`,
          );
        }
        if (text === null) {
          await tx.delete(enquiryNotes).where(eq(enquiryNotes.id, noteId));
        } else {
          await tx
            .update(enquiryNotes)
            .set({ text, updatedAt: new Date() })
            .where(eq(enquiryNotes.id, noteId));
        }
        await audit(tx, actor, {
          action: text === null ? "enquiry.note.delete" : "enquiry.note.edit",
          entity: ENQUIRY_ENTITY,
          entityId: id,
          details: { noteId },
        });
      });
    },

    /**
     * Merges enquiry `id` into `intoId`: notes, history and e-mails move to the kept enquiry, the
     * merged one's details are kept on the timeline, and the merged row goes.
     */
    async merge(actor: EnquiryActor, id: string, intoId: string): Promise<PipelineEnquiry> {
      if (id === intoId) throw invalid("An enquiry cannot be merged into itself");
      await db.transaction(async (tx) => {
        const [first, second] = [id, intoId].sort();
        // Lock both in one order, so two opposite merges cannot deadlock.
        const locked = [await lockRow(tx, first!), await lockRow(tx, second!)];
        const source = locked.find((row) => row.id === id)!;
        const target = locked.find((row) => row.id === intoId)!;
        await tx
          .update(enquiryNotes)
          .set({ enquiryId: target.id })
          .where(eq(enquiryNotes.enquiryId, source.id));
        await tx
          .update(enquiryEvents)
          .set({ enquiryId: target.id })
          .where(eq(enquiryEvents.enquiryId, source.id));
        await outbox.reassign(tx, ENQUIRY_ENTITY, source.id, target.id);
        // The kept one takes the merged one's place in the family; the merged one's duplicates follow.
        const targetDuplicateOf = target.duplicateOf === source.id ? source.duplicateOf : target.duplicateOf;
        await tx
          .update(enquiries)
          .set({ duplicateOf: targetDuplicateOf ?? target.id })
          .where(and(eq(enquiries.duplicateOf, source.id), ne(enquiries.id, target.id)));
        const fill: Partial<typeof enquiries.$inferInsert> = {};
        if (targetDuplicateOf !== target.duplicateOf) fill.duplicateOf = targetDuplicateOf;
        if (!target.assigneeId && source.assigneeId) fill.assigneeId = source.assigneeId;
        if (!target.nextFollowUpAt && source.nextFollowUpAt) fill.nextFollowUpAt = source.nextFollowUpAt;
        if (!target.firstContactedAt && source.firstContactedAt)
          fill.firstContactedAt = source.firstContactedAt;
        if (!target.message && source.message) fill.message = source.message;
        await tx.delete(enquiries).where(eq(enquiries.id, source.id));
        await tx
          .update(enquiries)
          .set({ ...fill, updatedAt: new Date() })
          .where(eq(enquiries.id, target.id));
        const merged = {
          reference: enquiryReference(source.referenceNo),
          name: source.name,
          email: source.email,
          phone: source.phone,
          course: source.course,
          neetScore: source.neetScore,
          message: source.message,
          status: source.status,
          receivedAt: source.createdAt.toISOString(),
        };
        await event(tx, target.id, "merged", actor, { from: source.id, merged });
        await audit(tx, actor, {
          action: "enquiry.merge",
          entity: ENQUIRY_ENTITY,
          entityId: target.id,
          details: { mergedId: source.id, mergedReference: merged.reference },
        });
      });
      return this.get(intoId);
    },

    /** Takes an enquiry out of its family (it was not a duplicate after all). */
    async unlink(actor: EnquiryActor, id: string): Promise<PipelineEnquiry> {
      await db.transaction(async (tx) => {
        const row = await lockRow(tx, id);
        if (!row.duplicateOf) throw conflict("This enquiry is not linked to another");
        const root = await findRow(row.duplicateOf, tx).catch(() => null);
        await tx
          .update(enquiries)
          .set({ duplicateOf: null, updatedAt: new Date() })
          .where(eq(enquiries.id, id));
        await event(tx, id, "unlinked", actor, {
          from: row.duplicateOf,
          fromReference: root ? enquiryReference(root.referenceNo) : null,
        });
        await audit(tx, actor, {
          action: "enquiry.unlink",
          entity: ENQUIRY_ENTITY,
          entityId: id,
          changes: { duplicateOf: { from: row.duplicateOf, to: null } },
        });
      });
      return this.get(id);
    },

    /** Exactly the rows the list's filters select (every page), in the list's order; the export is recorded. */
    async exportRows(actor: EnquiryActor, query: FilterQuery & Pick<ListQuery, "sortBy" | "sortOrder">) {
      return db.transaction(async (tx) => {
        const rows = await selectWithAssignee(tx)
          .where(whereFilters(query, actor, now()))
          .orderBy(...orderBy(query))
          .limit(EXPORT_MAX_ROWS);
        const { page: _page, limit: _limit, ...filters } = query as FilterQuery;
        await audit(tx, actor, {
          action: "enquiry.export",
          entity: ENQUIRY_ENTITY,
          details: { rows: rows.length, ...filters },
        });
        return rows.map(pipelineOf);
      });
    },

    /** The dashboard's enquiry panel. `everyone` only for those who see the whole office (admins). */
    async funnel(actor: EnquiryActor, options: { everyone: boolean }): Promise<EnquiryFunnel> {
      const at = now();
      const season = seasonStart(at);
      const today = officeDayStart(at);
      const tomorrow = addDays(today, 1);
      const week = officeWeekStart(at);
      const lastWeek = addDays(week, -7);

      const statusRows = await db
        .select({ status: enquiries.status, count: sql<number>`count(*)::int` })
        .from(enquiries)
        .where(gte(enquiries.createdAt, season))
        .groupBy(enquiries.status);
      const counts = Object.fromEntries(ENQUIRY_STATUSES.map((status) => [status, 0])) as Record<
        EnquiryStatus,
        number
      >;
      for (const row of statusRows) {
        if ((ENQUIRY_STATUSES as readonly string[]).includes(row.status)) {
          counts[row.status as EnquiryStatus] = row.count;
        }
      }

      const median = async (from: Date, to: Date) => {
        const [row] = await db
          .select({
            minutes: sql<
              number | null
            >`percentile_cont(0.5) within group (order by extract(epoch from (${enquiries.firstContactedAt} - ${enquiries.createdAt})) / 60)`,
          })
          .from(enquiries)
          .where(and(gte(enquiries.firstContactedAt, from), lt(enquiries.firstContactedAt, to)));
        return row?.minutes === null || row?.minutes === undefined ? null : Math.round(Number(row.minutes));
      };

      const dueCounts = async (owner: SQL | undefined) => {
        const [row] = await db
          .select({
            today: sql<number>`count(*) filter (where ${enquiries.nextFollowUpAt} >= ${today} and ${enquiries.nextFollowUpAt} < ${tomorrow})::int`,
            overdue: sql<number>`count(*) filter (where ${enquiries.nextFollowUpAt} < ${today})::int`,
          })
          .from(enquiries)
          .where(and(openStatus(), isNotNull(enquiries.nextFollowUpAt), owner));
        return { today: row?.today ?? 0, overdue: row?.overdue ?? 0 };
      };

      const byCourse = await db
        .select({ course: enquiries.course, count: sql<number>`count(*)::int` })
        .from(enquiries)
        .where(gte(enquiries.createdAt, season))
        .groupBy(enquiries.course)
        .orderBy(desc(sql`count(*)`), asc(enquiries.course));

      return {
        seasonStart: season.toISOString(),
        counts,
        firstContact: {
          thisWeekMinutes: await median(week, addDays(week, 7)),
          lastWeekMinutes: await median(lastWeek, week),
        },
        due: {
          mine: actor.user
            ? await dueCounts(eq(enquiries.assigneeId, actor.user.id))
            : { today: 0, overdue: 0 },
          everyone: options.everyone ? await dueCounts(undefined) : null,
        },
        byCourse,
      };
    },

    async settings(): Promise<{ autoAssign: boolean }> {
      const row = await settingsRow(db, false);
      return { autoAssign: row.autoAssign };
    },

    async updateSettings(
      actor: EnquiryActor,
      input: { autoAssign: boolean },
    ): Promise<{ autoAssign: boolean }> {
      return db.transaction(async (tx) => {
        const before = await settingsRow(tx, true);
        await tx
          .update(enquirySettings)
          .set({ autoAssign: input.autoAssign, updatedAt: new Date() })
          .where(eq(enquirySettings.id, 1));
        await audit(tx, actor, {
          action: "enquiry.settings",
          entity: "enquiry-settings",
          entityId: "1",
          changes: { autoAssign: { from: before.autoAssign, to: input.autoAssign } },
        });
        return { autoAssign: input.autoAssign };
      });
    },

    /** Staff an enquiry can be assigned to. */
    async assignableUsers() {
      return db
        .select({ id: users.id, name: users.name, email: users.email, role: users.role })
        .from(users)
        .where(inArray(users.role, ENQUIRY_ROLES))
        .orderBy(asc(users.name), asc(users.id));
    },

    /** Enquiries per ISO week (Monday, UTC) over the last eight weeks, by course. */
    async stats(today = new Date()): Promise<EnquiryStats> {
      const monday = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()));
      monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
      const weeks = Array.from({ length: 8 }, (_, index) => {
        const start = new Date(monday);
        start.setUTCDate(start.getUTCDate() - 7 * (7 - index));
        return start.toISOString().slice(0, 10);
      });
      const rows = await db
        .select({
          weekStart: sql<string>`to_char(date_trunc('week', ${enquiries.createdAt} at time zone 'UTC'), 'YYYY-MM-DD')`,
          course: enquiries.course,
          count: sql<number>`count(*)::int`,
        })
        .from(enquiries)
        .where(sql`${enquiries.createdAt} >= ${weeks[0]}::date`)
        .groupBy(sql`1`, enquiries.course);
      const [{ total } = { total: 0 }] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(enquiries);
      const weekly = weeks.map((weekStart) => ({ weekStart, MD: 0, MS: 0, MBBS: 0, other: 0 }));
      for (const row of rows) {
        const week = weekly.find((entry) => entry.weekStart === row.weekStart);
        if (!week) continue;
        const key =
          row.course === "MD" || row.course === "MS" || row.course === "MBBS" ? row.course : "other";
        week[key] += row.count;
      }
      return { total, weekly };
    },
  };
}

export type EnquiriesService = ReturnType<typeof createEnquiriesService>;

const KIND_ORDER: TimelineEntry["kind"][] = [
  "received",
  "duplicate",
  "assigned",
  "email",
  "status",
  "follow-up",
  "note",
  "unlinked",
  "merged",
];
const kindOrder = (kind: TimelineEntry["kind"]) => KIND_ORDER.indexOf(kind);

const statusLabel = (status: unknown) =>
  ENQUIRY_STATUS_LABELS[status as EnquiryStatus] ?? String(status ?? "");

const formatInstant = (value: unknown) =>
  typeof value === "string"
    ? new Date(value).toLocaleString("en-IN", {
        timeZone: "Asia/Kolkata",
        dateStyle: "medium",
        timeStyle: "short",
      })
    : "";

/** One line per event, as the timeline shows it. */
export function eventSummary(kind: string, details: Record<string, unknown>): string {
  switch (kind) {
    case "received":
      return `Enquiry received (${String(details.reference ?? "")})`;
    case "assigned":
      if (!details.to) return "Unassigned";
      return `${details.automatic ? "Assigned automatically" : "Assigned"} to ${String(details.toName ?? "a staff user")}`;
    case "status": {
      const reason = details.closeReason
        ? ` (${CLOSE_REASON_LABELS[details.closeReason as CloseReason] ?? String(details.closeReason)})`
        : "";
      return `Status: ${statusLabel(details.from)} → ${statusLabel(details.to)}${reason}`;
    }
    case "follow-up":
      return details.to ? `Next follow-up set for ${formatInstant(details.to)}` : "Next follow-up cleared";
    case "duplicate":
      return `Linked as a possible duplicate of ${String(details.ofReference ?? "another enquiry")}`;
    case "unlinked":
      return `Unlinked from ${String(details.fromReference ?? "the other enquiry")}`;
    case "merged": {
      const merged = (details.merged ?? {}) as { reference?: string; name?: string };
      return `Merged ${merged.reference ?? "an enquiry"} (${merged.name ?? ""}) into this one`;
    }
    default:
      return kind;
  }
}

const EMAIL_KIND_LABELS: Record<string, string> = {
  acknowledgement: "Acknowledgement e-mail to the applicant",
  "office-alert": "Alert e-mail to the admissions office",
};

export function emailSummary(email: OutboxEntry): string {
  const what = EMAIL_KIND_LABELS[email.kind ?? ""] ?? `E-mail "${email.subject}"`;
  switch (email.status) {
    case "sent":
      return `${what}: sent`;
    case "failed":
      return `${what}: failed${email.lastError ? ` (${email.lastError})` : ""}`;
    case "sending":
      return `${what}: sending`;
    default:
      return `${what}: queued${email.lastError ? ` (retrying; last answer: ${email.lastError})` : ""}`;
  }
}

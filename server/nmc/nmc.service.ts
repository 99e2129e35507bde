import { collegeDate } from "../../contract/college-time";
import { createHash, randomUUID } from "node:crypto";
import { asc, desc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import {
  asOnDate,
  formatMonth,
  nmcDuty,
  type ListRow,
  type Preview,
  type Publication,
  type PublicationWithRows,
  type publicationListQuery,
  type publishInput,
} from "../../contract/nmc";
import type { Actor } from "../actor";
import type { AuditService } from "../audit/audit.service";
import type { Db } from "../db/client";
import type { OutboxService } from "../outbox/outbox.service";
import type { FacultyService, RosterMember } from "../faculty/faculty.service";
import { invalid, conflict, notFound } from "../errors";
import { isUniqueViolation } from "../lib/db-errors";
import { pageWindow } from "../lib/pagination";
import type { Storage } from "../storage/local-storage";
import type { UsersService } from "../users/users.service";
import { completenessCheck } from "./nmc-completeness";
import { reminderMail } from "./nmc-reminders";
import { compareRows } from "./nmc-list";
import { nmcFacultyListRows, nmcFacultyLists, type NmcFacultyListRow } from "./nmc.schema";

type PublishValues = z.output<typeof publishInput>;
type ListQuery = z.output<typeof publicationListQuery>;

export interface NmcDeps {
  db: Db;
  storage: Storage;
  /** Other domains, reached when used (not at creation). */
  faculty: () => FacultyService;
  users: () => UsersService;
  audit: () => AuditService;
  /** Sends the reminders (the outbox once it exists). */
  /** Reminders are queued in the mail outbox, which sends them (with retries) once. */
  outbox: () => OutboxService;
  /** Address used in e-mailed links. */
  publicUrl?: string;
  /** The current time (tests set it). */
  now?: () => Date;
}

const ROW_BATCH = 1000;

const toPublication = (row: NmcFacultyListRow): Publication => ({
  _id: row.id,
  month: row.month,
  revision: row.revision,
  reason: row.reason,
  publishedAt: row.publishedAt.toISOString(),
  publishedBy: row.publishedBy,
  totals: { members: row.members, departments: row.departments, gaps: row.gaps },
});

type PreviewRow = ListRow & { facultyId: string; photoKey: string | null };

function toListRow(member: RosterMember): PreviewRow {
  return {
    facultyId: member._id,
    department: member.department,
    name: member.name,
    designation: member.designation,
    qualification: member.qualification,
    medicalCouncil: member.medicalCouncil,
    regNo: member.regNo,
    aebasId: member.AEBASID,
    leadershipRole: member.leadershipRole,
    photoThumb: member.photoThumb,
    photoKey: member.photoKey,
  };
}

export function createNmcService(deps: NmcDeps) {
  const { db, storage } = deps;
  const now = deps.now ?? (() => new Date());

  /**
   * The list "as on" a date, from the records as they stand, with its gaps: the members who had joined by
   * then, by joining date, or, for a record without one, from the day it was added.
   */
  async function draft(asOn: string) {
    const members = (await deps.faculty().roster()).filter(
      (member) => (member.joiningDate ?? collegeDate(new Date(member.createdAt))) <= asOn,
    );
    const rows = members.map(toListRow).sort(compareRows);
    const gaps = completenessCheck(
      rows.map((row) => ({
        facultyId: row.facultyId,
        name: row.name,
        regNo: row.regNo,
        medicalCouncil: row.medicalCouncil,
        department: row.department,
        aebasId: row.aebasId,
        hasPhoto: row.photoKey !== null,
      })),
    );
    const departments = new Set(rows.map((row) => row.department ?? "")).size;
    return { rows, gaps, totals: { members: rows.length, departments, gaps: gaps.length } };
  }

  async function revisionsOf(month: string) {
    return db
      .select()
      .from(nmcFacultyLists)
      .where(eq(nmcFacultyLists.month, month))
      .orderBy(desc(nmcFacultyLists.revision));
  }

  /** Copies each photographed member's thumbnail under the snapshot's own key; returns keys by row. */
  async function copyPhotos(listId: string, rows: PreviewRow[], written: string[]) {
    const keys: (string | null)[] = [];
    for (const [index, row] of rows.entries()) {
      const bytes = row.photoKey ? await deps.faculty().thumbnail(row.photoKey) : null;
      if (!bytes) {
        keys.push(null);
        continue;
      }
      const hash = createHash("sha256").update(bytes).digest("hex").slice(0, 12);
      const key = `nmc/${listId}/${index + 1}-${hash}.webp`;
      await storage.put(key, bytes);
      written.push(key);
      keys.push(key);
    }
    return keys;
  }

  return {
    /** A month's list as it would be published now (the month due by default), "as on" its date. */
    async preview(month: string = nmcDuty(now()).dueMonth): Promise<Preview> {
      const asOn = asOnDate(month, now().toISOString());
      const { rows, gaps, totals } = await draft(asOn);
      return { month, asOn, rows: rows.map(({ photoKey: _photoKey, ...row }) => row), gaps, totals };
    },

    /**
     * Publishes a month's list: a snapshot of every member and a copy of each photo thumbnail. A month
     * already published takes a new revision, which needs a reason; a month not yet begun is refused.
     */
    async publish(actor: Actor, values: PublishValues): Promise<Publication> {
      const { currentMonth } = nmcDuty(now());
      if (values.month > currentMonth) {
        const message = `${formatMonth(values.month)} has not begun: publish this month's or an earlier month's list`;
        throw invalid(message, [{ field: "month", message }]);
      }
      const [latest] = await revisionsOf(values.month);
      if (latest && !values.reason) {
        const message = `The list for ${formatMonth(values.month)} is already published (revision ${latest.revision}): give the reason for a revision`;
        throw invalid(message, [{ field: "reason", message }]);
      }
      const user = actor.user;
      if (!user) throw invalid("Publishing needs a signed-in user");
      const publisher = (await deps.users().findById(user.id))?.name ?? user.email;

      const publishedAt = now();
      const { rows, totals } = await draft(asOnDate(values.month, publishedAt.toISOString()));
      const listId = randomUUID();
      const written: string[] = [];
      try {
        const photoKeys = await copyPhotos(listId, rows, written);
        const [list] = await db.transaction(async (tx) => {
          const inserted = await tx
            .insert(nmcFacultyLists)
            .values({
              id: listId,
              month: values.month,
              revision: (latest?.revision ?? 0) + 1,
              reason: values.reason ?? null,
              publishedAt,
              publishedById: user.id,
              publishedBy: publisher,
              ...totals,
            })
            .returning();
          await deps.audit().record(tx, actor, {
            action: "nmc.publish",
            entity: "nmc-faculty-list",
            entityId: listId,
            details: {
              month: values.month,
              revision: inserted[0]!.revision,
              reason: values.reason ?? null,
              ...totals,
            },
          });
          for (let offset = 0; offset < rows.length; offset += ROW_BATCH) {
            await tx.insert(nmcFacultyListRows).values(
              rows.slice(offset, offset + ROW_BATCH).map((row, index) => ({
                listId,
                position: offset + index + 1,
                facultyId: row.facultyId,
                department: row.department,
                name: row.name,
                designation: row.designation,
                qualification: row.qualification,
                medicalCouncil: row.medicalCouncil,
                regNo: row.regNo,
                aebasId: row.aebasId,
                leadershipRole: row.leadershipRole,
                photoKey: photoKeys[offset + index] ?? null,
              })),
            );
          }
          return inserted;
        });
        return toPublication(list!);
      } catch (error) {
        await Promise.all(written.map((key) => storage.remove(key)));
        if (isUniqueViolation(error))
          throw conflict(
            `The list for ${formatMonth(values.month)} was published a moment ago: reload and try again`,
          );
        throw error;
      }
    },

    /** Every publication (each revision), newest month first. */
    async list(query: ListQuery) {
      const [{ count } = { count: 0 }] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(nmcFacultyLists);
      const window = pageWindow(query.page, query.limit, count);
      const rows = await db
        .select()
        .from(nmcFacultyLists)
        .orderBy(desc(nmcFacultyLists.month), desc(nmcFacultyLists.revision))
        .limit(window.limit)
        .offset(window.offset);
      return {
        data: rows.map(toPublication),
        pagination: {
          currentPage: window.page,
          totalPages: window.totalPages,
          limit: window.limit,
          totalPublications: window.total,
          hasNextPage: window.hasNext,
          hasPrevPage: window.hasPrev,
        },
      };
    },

    /** A month's list: its latest revision (or the one asked for) with its rows, and every revision. */
    async get(month: string, revision?: number): Promise<PublicationWithRows> {
      const found = await this.find(month, revision);
      if (!found) {
        throw notFound(
          revision === undefined
            ? `No faculty list has been published for ${formatMonth(month)}`
            : `The list for ${formatMonth(month)} has no revision ${revision}`,
        );
      }
      return found;
    },

    /** As `get`, or null when there is no such publication (for pages). */
    async find(month: string, revision?: number): Promise<PublicationWithRows | null> {
      const revisions = await revisionsOf(month);
      const chosen = revision === undefined ? revisions[0] : revisions.find((r) => r.revision === revision);
      if (!chosen) return null;
      const rows = await db
        .select()
        .from(nmcFacultyListRows)
        .where(eq(nmcFacultyListRows.listId, chosen.id))
        .orderBy(asc(nmcFacultyListRows.position));
      return {
        ...toPublication(chosen),
        rows: rows.map((row) => ({
          department: row.department,
          name: row.name,
          designation: row.designation,
          qualification: row.qualification,
          medicalCouncil: row.medicalCouncil,
          regNo: row.regNo,
          aebasId: row.aebasId,
          leadershipRole: row.leadershipRole,
          photoThumb: row.photoKey ? storage.url(row.photoKey) : null,
        })),
        revisions: revisions.map(toPublication),
      };
    },

    /** Every publication, newest month and revision first (the archive page and the sitemap). */
    async all(): Promise<Publication[]> {
      const rows = await db
        .select()
        .from(nmcFacultyLists)
        .orderBy(desc(nmcFacultyLists.month), desc(nmcFacultyLists.revision));
      return rows.map(toPublication);
    },

    /** The newest month's latest revision, or null before the first publication. */
    async latest(): Promise<PublicationWithRows | null> {
      const [newest] = await db
        .select({ month: nmcFacultyLists.month })
        .from(nmcFacultyLists)
        .orderBy(desc(nmcFacultyLists.month))
        .limit(1);
      return newest ? this.find(newest.month) : null;
    },

    /**
     * The reminder job's work: if the month due is still unpublished, an e-mail to every faculty-records
     * account. Answers how many were sent.
     */
    async sendReminders(): Promise<number> {
      const at = now();
      const { dueMonth } = nmcDuty(at);
      if (await this.isPublished(dueMonth)) return 0;
      const mail = reminderMail(at, deps.publicUrl);
      const recipients = await deps.users().withRole("faculty-records");
      for (const recipient of recipients) {
        await deps.outbox().enqueue(db, { to: recipient.email, ...mail, kind: "NMC reminder" });
      }
      deps.outbox().wake();
      return recipients.length;
    },

    /** Whether a month has been published (any revision). */
    async isPublished(month: string): Promise<boolean> {
      const [row] = await db
        .select({ id: nmcFacultyLists.id })
        .from(nmcFacultyLists)
        .where(eq(nmcFacultyLists.month, month))
        .limit(1);
      return Boolean(row);
    },
  };
}

export type NmcService = ReturnType<typeof createNmcService>;

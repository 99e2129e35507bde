import { collegeDate } from "../../contract/college-time";
import { and, asc, desc, eq, gte, ilike, inArray, or, sql } from "drizzle-orm";
import type { z } from "zod";
import {
  COUNSELLING_COURSES,
  ENQUIRY_COURSES_OF,
  counsellingRoundInput,
  roundPhase,
  type CounsellingCourse,
  type CounsellingNotifyResult,
  type CounsellingRound,
  type CounsellingRoundValues,
  type counsellingRoundListQuery,
  type counsellingRoundPatchInput,
} from "../../contract/counselling";

import type { AuditEntity } from "../../contract/audit";
import type { Actor } from "../actor";
import { diffChanges } from "../audit/audit.service";
import type { Db } from "../db/client";
import { conflict, notFound } from "../errors";
import { contentPage } from "../lib/content-page";
import { containsPattern } from "../lib/like";
import { hashToken, newToken } from "../lib/tokens";
import { CONTENT_CACHE_MS, createTtlCache } from "../lib/ttl-cache";
import { isUuid } from "../lib/uuid";
import { parseInput } from "../lib/validate";
import type { ReadCollegeFacts } from "../mail/college-facts";
import type { Services } from "../module";
import { counsellingUpdate } from "./counselling-mail";
import { counsellingNotifications, counsellingRounds, type CounsellingRoundRow } from "./counselling.schema";

type ListQuery = z.output<typeof counsellingRoundListQuery>;
type PatchValues = z.output<typeof counsellingRoundPatchInput>;

export const COUNSELLING_UPDATE_KIND = "counselling-update";
export const ROUND_ENTITY = "counselling-round" satisfies AuditEntity;
/** Where the unsubscribe link of every update points (a public page; RFC 8058 posts to it too). */
export const UNSUBSCRIBE_PATH = "/admission/counselling-updates/unsubscribe";
/** At most this many rounds on an admission page (the current and the next ones). */
const PAGE_ROUNDS_MAX = 6;

const AUDITED_FIELDS = [
  "authority",
  "course",
  "round",
  "registrationFrom",
  "registrationTo",
  "reportingBy",
  "link",
  "notes",
  "status",
] as const;

const columnsOf = (values: CounsellingRoundValues) => ({
  authority: values.authority,
  course: values.course,
  round: values.round,
  registrationFrom: values.registrationFrom,
  registrationTo: values.registrationTo,
  reportingBy: values.reportingBy,
  link: values.link,
  notes: values.notes ?? "",
  status: values.status,
});

const toRound = (row: CounsellingRoundRow, now: Date): CounsellingRound => ({
  _id: row.id,
  authority: row.authority,
  course: row.course as CounsellingCourse,
  round: row.round,
  registrationFrom: row.registrationFrom,
  registrationTo: row.registrationTo,
  reportingBy: row.reportingBy,
  link: row.link,
  notes: row.notes,
  status: row.status as CounsellingRound["status"],
  phase: roundPhase(row, now),
  notifiedCount: row.notifiedCount,
  notifiedAt: row.notifiedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** Visitors see published rounds until their reporting day has passed (India time). */
const visibleOn = (today: string) =>
  and(eq(counsellingRounds.status, "published"), gte(counsellingRounds.reportingBy, today));

const soonestFirst = [
  asc(counsellingRounds.registrationFrom),
  asc(counsellingRounds.reportingBy),
  asc(counsellingRounds.id),
];

export interface CounsellingOptions {
  collegeFacts: ReadCollegeFacts;
  /** Bulk e-mail per minute at most (BULK_MAIL_PER_MINUTE). */
  perMinute: () => number;
  /** The site's public origin for the links in e-mails (PUBLIC_URL). */
  publicUrl: () => string;
  now?: () => Date;
}

/**
 * Counselling rounds (issue 25): kept by the admissions office, shown on the admission pages, and told
 * once to each family of the round's course who asked for updates, through the outbox.
 */
export function createCounsellingService(
  db: Db,
  services: Pick<Services, "audit" | "enquiries" | "outbox">,
  options: CounsellingOptions,
) {
  const now = options.now ?? (() => new Date());
  const cache = createTtlCache(CONTENT_CACHE_MS);

  async function findRow(id: string): Promise<CounsellingRoundRow> {
    const [row] = isUuid(id)
      ? await db.select().from(counsellingRounds).where(eq(counsellingRounds.id, id))
      : [];
    if (!row) throw notFound("Counselling round not found");
    return row;
  }

  const filtersOf = (query: ListQuery) => [
    query.course ? eq(counsellingRounds.course, query.course) : undefined,
    query.search
      ? or(
          ilike(counsellingRounds.authority, containsPattern(query.search)),
          ilike(counsellingRounds.round, containsPattern(query.search)),
        )
      : undefined,
  ];

  const base = () => options.publicUrl().replace(/\/+$/, "");

  return {
    /** Staff: every round (drafts and past ones too), latest registration first. */
    async list(query: ListQuery) {
      const { rows, pagination } = await contentPage(
        db,
        counsellingRounds,
        and(...filtersOf(query), query.status ? eq(counsellingRounds.status, query.status) : undefined),
        [
          desc(counsellingRounds.registrationFrom),
          desc(counsellingRounds.createdAt),
          asc(counsellingRounds.id),
        ],
        query,
      );
      return { rounds: rows.map((row) => toRound(row, now())), pagination };
    },

    /** Visitors: published rounds not yet over, soonest first. */
    async listPublic(query: ListQuery) {
      const { rows, pagination } = await contentPage(
        db,
        counsellingRounds,
        and(visibleOn(collegeDate(now())), ...filtersOf(query)),
        soonestFirst,
        query,
      );
      return { rounds: rows.map((row) => toRound(row, now())), pagination };
    },

    /** The admission pages' rounds: the current and next ones of these courses (cached, ADR 011). */
    async current(courses: readonly CounsellingCourse[] = COUNSELLING_COURSES): Promise<CounsellingRound[]> {
      const today = collegeDate(now());
      const rows = await cache.get(`current:${today}:${courses.join(",")}`, () =>
        db
          .select()
          .from(counsellingRounds)
          .where(and(visibleOn(today), inArray(counsellingRounds.course, [...courses])))
          .orderBy(...soonestFirst)
          .limit(PAGE_ROUNDS_MAX),
      );
      return rows.map((row) => toRound(row, now()));
    },

    async get(id: string): Promise<CounsellingRound> {
      return toRound(await findRow(id), now());
    },

    /** A visitor's read of one round: drafts and rounds over are 404. */
    async getPublic(id: string): Promise<CounsellingRound> {
      const row = await findRow(id);
      if (row.status !== "published" || row.reportingBy < collegeDate(now())) {
        throw notFound("Counselling round not found");
      }
      return toRound(row, now());
    },

    async create(actor: Actor, values: CounsellingRoundValues): Promise<CounsellingRound> {
      const row = await db.transaction(async (tx) => {
        const [created] = await tx.insert(counsellingRounds).values(columnsOf(values)).returning();
        await services.audit.record(tx, actor, {
          action: "counselling-round.create",
          entity: ROUND_ENTITY,
          entityId: created!.id,
          changes: diffChanges(null, created!, AUDITED_FIELDS),
        });
        return created!;
      });
      cache.clear();
      return toRound(row, now());
    },

    /** Applies the fields sent; the merged round is validated whole (its dates in order). */
    async update(actor: Actor, id: string, patch: PatchValues): Promise<CounsellingRound> {
      const before = await findRow(id);
      const merged = parseInput(counsellingRoundInput, {
        ...columnsOf(before as unknown as CounsellingRoundValues),
        ...Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined)),
      });
      const row = await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(counsellingRounds)
          .set({ ...columnsOf(merged), updatedAt: new Date() })
          .where(eq(counsellingRounds.id, before.id))
          .returning();
        if (!updated) throw notFound("Counselling round not found");
        await services.audit.record(tx, actor, {
          action: "counselling-round.update",
          entity: ROUND_ENTITY,
          entityId: updated.id,
          changes: diffChanges(before, updated, AUDITED_FIELDS),
        });
        return updated;
      });
      cache.clear();
      return toRound(row, now());
    },

    async remove(actor: Actor, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const [deleted] = isUuid(id)
          ? await tx.delete(counsellingRounds).where(eq(counsellingRounds.id, id)).returning()
          : [];
        if (!deleted) throw notFound("Counselling round not found");
        await services.audit.record(tx, actor, {
          action: "counselling-round.delete",
          entity: ROUND_ENTITY,
          entityId: deleted.id,
          changes: diffChanges(deleted, null, AUDITED_FIELDS),
          details: { notifiedCount: deleted.notifiedCount },
        });
      });
      cache.clear();
    },

    /**
     * Tells every family of the round's course who asked for updates, once: one e-mail per address
     * not yet told about this round. The round's row is locked for the transaction, so a second click
     * or another instance waits and then finds everyone told; the notification rows (primary key
     * round × enquiry) are written with the outbox rows, so they stand or fall together. The e-mails
     * are spaced BULK_MAIL_PER_MINUTE apart in the outbox.
     */
    async notify(actor: Actor, id: string): Promise<CounsellingNotifyResult> {
      const college = await options.collegeFacts();
      const notified = await db.transaction(async (tx) => {
        const [round] = isUuid(id)
          ? await tx.select().from(counsellingRounds).where(eq(counsellingRounds.id, id)).for("update")
          : [];
        if (!round) throw notFound("Counselling round not found");
        if (round.status !== "published") {
          throw conflict("Publish the round before telling families about it");
        }
        if (roundPhase(round, now()) === "past") {
          throw conflict("This round is over (its reporting day has passed): families are not told about it");
        }
        const recipients = await services.enquiries.updateRecipients(
          tx,
          ENQUIRY_COURSES_OF[round.course as CounsellingCourse] ?? [],
        );
        const told = new Set(
          (
            await tx
              .select({ enquiryId: counsellingNotifications.enquiryId })
              .from(counsellingNotifications)
              .where(eq(counsellingNotifications.roundId, round.id))
          ).map((row) => row.enquiryId),
        );
        // An address is told once, whichever of its enquiries consented first.
        const fresh = recipients
          .filter((recipient) => !recipient.enquiryIds.some((enquiryId) => told.has(enquiryId)))
          .map((recipient) => ({ ...recipient, enquiryId: recipient.enquiryIds[0]!, token: newToken() }));
        const inserted = new Set<string>();
        for (let offset = 0; offset < fresh.length; offset += 500) {
          const rows = await tx
            .insert(counsellingNotifications)
            .values(
              fresh.slice(offset, offset + 500).map((recipient) => ({
                roundId: round.id,
                enquiryId: recipient.enquiryId,
                tokenHash: hashToken(recipient.token),
              })),
            )
            .onConflictDoNothing()
            .returning({ enquiryId: counsellingNotifications.enquiryId });
          for (const row of rows) inserted.add(row.enquiryId);
        }
        const sending = fresh.filter((recipient) => inserted.has(recipient.enquiryId));
        await services.outbox.enqueueSpaced(
          tx,
          COUNSELLING_UPDATE_KIND,
          sending.map((recipient) => {
            const unsubscribe = `${base()}${UNSUBSCRIBE_PATH}?token=${recipient.token}`;
            return {
              to: recipient.email,
              ...counsellingUpdate(round, { site: base(), unsubscribe }, college),
              entity: "enquiry",
              entityId: recipient.enquiryId,
              // RFC 2369 and RFC 8058: mail programs show "Unsubscribe" and post to it in one click.
              headers: {
                "List-Unsubscribe": `<${unsubscribe}>`,
                "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
              },
            };
          }),
          options.perMinute(),
        );
        if (sending.length > 0) {
          await tx
            .update(counsellingRounds)
            .set({
              notifiedCount: sql`${counsellingRounds.notifiedCount} + ${sending.length}`,
              notifiedAt: new Date(),
            })
            .where(eq(counsellingRounds.id, round.id));
        }
        await services.audit.record(tx, actor, {
          action: "counselling-round.notify",
          entity: ROUND_ENTITY,
          entityId: round.id,
          details: { notified: sending.length, course: round.course },
        });
        return sending.length;
      });
      if (notified > 0) services.outbox.wake();
      return { notified, round: await this.get(id) };
    },

    /** What the unsubscribe page shows for a token: unknown, still receiving, or already withdrawn. */
    async unsubscribeState(token: string): Promise<"unknown" | "subscribed" | "withdrawn"> {
      const [row] = await db
        .select({ enquiryId: counsellingNotifications.enquiryId })
        .from(counsellingNotifications)
        .where(eq(counsellingNotifications.tokenHash, hashToken(token)));
      if (!row) return "unknown";
      return (await services.enquiries.receivesUpdates(row.enquiryId)) ? "subscribed" : "withdrawn";
    },

    /**
     * Withdraws the consent behind an update's unsubscribe token, at once (the address's every
     * enquiry). Repeating it is harmless; an unknown token is a 404.
     */
    async unsubscribe(actor: Actor, token: string): Promise<{ withdrawn: number }> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select({ enquiryId: counsellingNotifications.enquiryId })
          .from(counsellingNotifications)
          .where(eq(counsellingNotifications.tokenHash, hashToken(token)));
        if (!row) throw notFound("This unsubscribe link is not valid");
        return { withdrawn: await services.enquiries.withdrawUpdatesConsent(tx, row.enquiryId, actor) };
      });
    },
  };
}

export type CounsellingService = ReturnType<typeof createCounsellingService>;

import { collegeHour } from "../../contract/college-time";
import { randomUUID } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import type { z } from "zod";
import { COLLEGE_NAME } from "../../contract/college";
import {
  MSR_HUB_LINK_TEXT,
  msrDuty,
  type DisclosurePreview,
  type DisclosurePublication,
  type disclosureListQuery,
  type disclosurePublishInput,
} from "../../contract/disclosures";
import { formatDay, formatMonth } from "../../contract/nmc";
import { can, ROLES } from "../../contract/permissions";
import type { CollegeInformation } from "../../contract/college-information";
import type { Actor } from "../actor";
import type { Db } from "../db/client";
import { conflict, invalid, notFound } from "../errors";
import { isUniqueViolation } from "../lib/db-errors";
import { pageWindow } from "../lib/pagination";
import type { Services } from "../module";
import { disclosurePublications, type DisclosurePublicationRow } from "./disclosures.schema";

type PublishValues = z.output<typeof disclosurePublishInput>;
type ListQuery = z.output<typeof disclosureListQuery>;

/**
 * What a publication reads of an item; it stores the rest as it is. The items are the disclosures service's
 * (`MsrItem`), handed in through `PublicationDeps.items`.
 */
export type PublishableItem = DisclosurePreview["items"][number];

/** A month as published: the twelve items and the pro-forma exactly as stored. */
export interface PublishedDisclosure<
  Item extends PublishableItem = PublishableItem,
> extends DisclosurePublication {
  items: Item[];
  collegeInformation: CollegeInformation;
  revisions: DisclosurePublication[];
}

export interface PublicationDeps<Item extends PublishableItem> {
  db: Db;
  services: Pick<Services, "users" | "audit" | "outbox" | "collegeInformation">;
  /** The twelve items as the pages show them at `now`. */
  items: (now: Date) => Promise<Item[]>;
  publicUrl?: string;
  now?: () => Date;
}

const toPublication = (row: DisclosurePublicationRow): DisclosurePublication => ({
  _id: row.id,
  month: row.month,
  revision: row.revision,
  reason: row.reason,
  publishedAt: row.publishedAt.toISOString(),
  publishedBy: row.publishedBy,
  missing: row.missing,
});

/** The roles that publish the hub (and hear the reminders): those holding disclosure:publish. */
export const PUBLISHER_ROLES = ROLES.filter((role) => can(role, "disclosure:publish"));

/** Reminders go out from this hour (college time) on the 1st and the 4th. */
const REMINDER_HOUR = 9;

/**
 * The scheduler's key for the hub's reminder at `now`, or null: "<month>:1st" from 09:00 on the 1st
 * (college time) until 09:00 on the 4th, then "<month>:4th" until the deadline (the 7th) has passed. The
 * scheduler claims each key once across instances and restarts; whether the month is still unpublished is
 * checked when the reminder runs.
 */
export function disclosureReminderKey(now: Date): string | null {
  const { today, dueMonth, overdue } = msrDuty(now);
  if (overdue) return null;
  const day = Number(today.slice(8, 10));
  const hour = collegeHour(now);
  if (day === 1 && hour < REMINDER_HOUR) return null;
  const second = day > 4 || (day === 4 && hour >= REMINDER_HOUR);
  return `${dueMonth}:${second ? "4th" : "1st"}`;
}

export function disclosureReminderMail(now: Date, publicUrl?: string) {
  const duty = msrDuty(now);
  const month = formatMonth(duty.dueMonth);
  const screen = `${publicUrl ?? ""}/dashboard/disclosures`;
  return {
    subject: `Reminder: ${MSR_HUB_LINK_TEXT} for ${month} due by ${formatDay(duty.deadline)}`,
    text: [
      `The monthly "${MSR_HUB_LINK_TEXT}" for ${month} has not been published on the ${COLLEGE_NAME} website yet.`,
      `The National Medical Commission requires it to be updated in the first week of every month: publish it by ${formatDay(duty.deadline)} (today is ${formatDay(duty.today)}).`,
      "",
      `Check what is missing and publish it here: ${screen}`,
      "",
      "You receive this because your account publishes the college's NMC disclosures.",
    ].join("\n"),
  };
}

export function createDisclosurePublications<Item extends PublishableItem>(deps: PublicationDeps<Item>) {
  const { db, services } = deps;
  const now = deps.now ?? (() => new Date());

  const revisionsOf = (month: string) =>
    db
      .select()
      .from(disclosurePublications)
      .where(eq(disclosurePublications.month, month))
      .orderBy(desc(disclosurePublications.revision));

  return {
    /** This month's items as they would be published now, what each lacks, and whether it is published. */
    async preview(): Promise<DisclosurePreview> {
      const at = now();
      const { dueMonth } = msrDuty(at);
      const [items, proforma, revisions] = await Promise.all([
        deps.items(at),
        services.collegeInformation.get(),
        revisionsOf(dueMonth),
      ]);
      return {
        month: dueMonth,
        items: items.map(({ letter, title, updatedAt, missing }) => ({ letter, title, updatedAt, missing })),
        proforma: { missing: proforma.missing, updatedAt: proforma.updatedAt },
        published: revisions[0] ? toPublication(revisions[0]) : null,
      };
    },

    /**
     * Publishes this month: the twelve items and the pro-forma as they stand, stored unchangeably. The month
     * must be the current one (the items are built from today's records); publishing it again is a revision,
     * which needs a reason.
     */
    async publish(actor: Actor, values: PublishValues): Promise<DisclosurePublication> {
      const at = now();
      const { dueMonth } = msrDuty(at);
      if (values.month !== dueMonth) {
        const message = `Only ${formatMonth(dueMonth)} can be published: the items are built from the records as they stand today`;
        throw invalid(message, [{ field: "month", message }]);
      }
      const [latest] = await revisionsOf(values.month);
      if (latest && !values.reason) {
        const message = `${formatMonth(values.month)} is already published (revision ${latest.revision}): give the reason for a revision`;
        throw invalid(message, [{ field: "reason", message }]);
      }
      const user = actor.user;
      if (!user) throw invalid("Publishing needs a signed-in user");
      const publisher = (await services.users.findById(user.id))?.name ?? user.email;
      const [items, proforma] = await Promise.all([deps.items(at), services.collegeInformation.get()]);
      // Stored as plain JSON, exactly as the pages render it.
      const snapshot = JSON.parse(JSON.stringify(items)) as Item[];
      const missing = items.reduce((sum, item) => sum + item.missing.length, 0);
      const id = randomUUID();
      try {
        const [row] = await db.transaction(async (tx) => {
          const inserted = await tx
            .insert(disclosurePublications)
            .values({
              id,
              month: values.month,
              revision: (latest?.revision ?? 0) + 1,
              reason: values.reason ?? null,
              publishedAt: at,
              publishedById: user.id,
              publishedBy: publisher,
              items: snapshot,
              collegeInformation: JSON.parse(JSON.stringify(proforma)) as Record<string, unknown>,
              missing,
            })
            .returning();
          await services.audit.record(tx, actor, {
            action: "disclosure.publish",
            entity: "disclosure-publication",
            entityId: id,
            details: {
              month: values.month,
              revision: inserted[0]!.revision,
              reason: values.reason ?? null,
              missing,
            },
          });
          return inserted;
        });
        return toPublication(row!);
      } catch (error) {
        if (isUniqueViolation(error))
          throw conflict(`${formatMonth(values.month)} was published a moment ago: reload and try again`);
        throw error;
      }
    },

    /** The published months, newest first, each as its latest revision (the archive). */
    async months(query: ListQuery) {
      const all = await this.all();
      const latest = all.filter(
        (publication, index) => index === 0 || all[index - 1]!.month !== publication.month,
      );
      const window = pageWindow(query.page, query.limit, latest.length);
      return {
        months: latest.slice(window.offset, window.offset + window.limit),
        pagination: {
          currentPage: window.page,
          totalPages: window.totalPages,
          limit: window.limit,
          totalMonths: window.total,
          hasNextPage: window.hasNext,
          hasPrevPage: window.hasPrev,
        },
      };
    },

    /** Every publication (each revision), newest month and revision first. */
    async all(): Promise<DisclosurePublication[]> {
      const rows = await db
        .select()
        .from(disclosurePublications)
        .orderBy(desc(disclosurePublications.month), desc(disclosurePublications.revision));
      return rows.map(toPublication);
    },

    /** A month as published: its latest revision (or the one asked for), or null. */
    async find(month: string, revision?: number): Promise<PublishedDisclosure<Item> | null> {
      const revisions = await revisionsOf(month);
      const chosen = revision === undefined ? revisions[0] : revisions.find((r) => r.revision === revision);
      if (!chosen) return null;
      return {
        ...toPublication(chosen),
        items: chosen.items as Item[],
        collegeInformation: chosen.collegeInformation as unknown as CollegeInformation,
        revisions: revisions.map(toPublication),
      };
    },

    /** As `find`, answering 404 when there is no such publication. */
    async get(month: string, revision?: number): Promise<PublishedDisclosure<Item>> {
      const found = await this.find(month, revision);
      if (!found)
        throw notFound(
          revision === undefined
            ? `Nothing has been published for ${formatMonth(month)}`
            : `${formatMonth(month)} has no revision ${revision}`,
        );
      return found;
    },

    /** The newest month's latest revision, or null before the first publication. */
    async latest(): Promise<PublishedDisclosure<Item> | null> {
      const [newest] = await db
        .select({ month: disclosurePublications.month })
        .from(disclosurePublications)
        .orderBy(desc(disclosurePublications.month))
        .limit(1);
      return newest ? this.find(newest.month) : null;
    },

    /** The reminder's work: while this month is unpublished, an e-mail to every publisher. Answers how many. */
    async sendReminders(): Promise<number> {
      const at = now();
      const { dueMonth } = msrDuty(at);
      if ((await revisionsOf(dueMonth)).length) return 0;
      const mail = disclosureReminderMail(at, deps.publicUrl);
      const recipients = (
        await Promise.all(PUBLISHER_ROLES.map((role) => services.users.withRole(role)))
      ).flat();
      for (const recipient of recipients)
        await services.outbox.enqueue(db, { to: recipient.email, ...mail, kind: "MSR B.1.11 reminder" });
      services.outbox.wake();
      return recipients.length;
    },
  };
}

export type DisclosurePublications = ReturnType<typeof createDisclosurePublications>;

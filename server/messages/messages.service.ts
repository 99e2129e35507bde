import { and, asc, desc, eq, ilike, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type {
  ContactMessage,
  contactInput,
  contactListQuery,
  contactUpdateInput,
  MessageStatus,
} from "../../contract/contact";
import { MESSAGE_STATUSES } from "../../contract/contact";
import { storedFormLanguage } from "../../contract/public-form";
import type { Actor } from "../actor";
import type { Db, Executor } from "../db/client";
import { ANONYMISED_NAME } from "../../contract/privacy";
import { readDefaultCollegeFacts, type ReadCollegeFacts } from "../mail/college-facts";
import type { Services } from "../module";
import { contactAcknowledgement, contactAlert } from "./message-mail";
import { contactMessages, type ContactMessageRow } from "./messages.schema";
import { sampleMessages } from "./messages.samples";
import { diffChanges } from "../audit/audit.service";
import { notFound } from "../errors";
import { containsPattern } from "../lib/like";
import { pageWindow } from "../lib/pagination";
import { isUuid } from "../lib/uuid";

type ListQuery = z.output<typeof contactListQuery>;

/** Which messages a caller may read: all, or only one category (the faculty-records clerk reads careers). */
export interface MessageScope {
  category?: string;
}

/** Admissions (messages:read) read every message; the faculty-records clerk only those about careers. */
export const messageScope = (readsAll: boolean): MessageScope => (readsAll ? {} : { category: "careers" });

export const toContactMessageDto = (row: ContactMessageRow): ContactMessage => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  category: row.category,
  subject: row.subject,
  message: row.message,
  status: (MESSAGE_STATUSES as readonly string[]).includes(row.status)
    ? (row.status as MessageStatus)
    : "new",
  language: storedFormLanguage(row.language),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

function whereOf(
  query: Pick<ListQuery, "search" | "category" | "status">,
  scope: MessageScope = {},
): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (scope.category) conditions.push(eq(contactMessages.category, scope.category));
  if (query.search) {
    const pattern = containsPattern(query.search);
    conditions.push(
      or(
        ilike(contactMessages.name, pattern),
        ilike(contactMessages.email, pattern),
        ilike(contactMessages.subject, pattern),
        ilike(contactMessages.message, pattern),
      ),
    );
  }
  // Categories are stored as lowercase slugs and the query schema lowercases the filter.
  if (query.category) conditions.push(eq(contactMessages.category, query.category));
  if (query.status) conditions.push(eq(contactMessages.status, query.status));
  return conditions.length ? and(...conditions) : undefined;
}

function orderOf(query: Pick<ListQuery, "sortBy" | "sortOrder">): SQL[] {
  const direction = query.sortOrder === "asc" ? asc : desc;
  const column = {
    createdAt: contactMessages.createdAt,
    name: sql`lower(${contactMessages.name})`,
    category: contactMessages.category,
    status: contactMessages.status,
  }[query.sortBy];
  return [direction(column), direction(contactMessages.createdAt), asc(contactMessages.id)];
}

export function createMessagesService(
  db: Db,
  services: Pick<Services, "audit" | "outbox" | "config">,
  options: { collegeFacts?: ReadCollegeFacts } = {},
) {
  const collegeFacts = options.collegeFacts ?? readDefaultCollegeFacts;
  async function findRow(id: string, scope: MessageScope = {}): Promise<ContactMessageRow> {
    const [row] = isUuid(id) ? await db.select().from(contactMessages).where(eq(contactMessages.id, id)) : [];
    if (!row || (scope.category && row.category !== scope.category)) throw notFound("Message not found");
    return row;
  }

  return {
    /** What a reader sees: every message with messages:read, else careers ones only. */
    scopeFor: messageScope,
    /** Stores a message; the sender's acknowledgement and the office alert are queued in the same transaction. */
    async create(
      actor: Actor,
      input: z.output<typeof contactInput>,
      options: { origin?: string } = {},
    ): Promise<ContactMessage> {
      const college = await collegeFacts();
      const row = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(contactMessages)
          .values({
            name: input.name,
            email: input.email,
            phone: input.phone,
            category: input.category,
            subject: input.subject,
            message: input.message,
            language: input.language,
          })
          .returning();
        // No personal data in the trail: the message itself is the record.
        await services.audit.record(tx, actor, {
          action: "message.create",
          entity: "message",
          entityId: created!.id,
          details: { category: created!.category },
        });
        const base = (services.config.PUBLIC_URL ?? options.origin ?? "http://localhost:3000").replace(
          /\/+$/,
          "",
        );
        await services.outbox.enqueueAcknowledgement(tx, {
          to: created!.email,
          ...contactAcknowledgement({ name: created!.name, language: input.language }, college),
          entity: "message",
          entityId: created!.id,
        });
        await services.outbox.enqueue(tx, {
          to: services.config.CONTACT_EMAIL ?? [],
          ...contactAlert(created!, `${base}/dashboard/contact`, college),
          entity: "message",
          entityId: created!.id,
          kind: "office-alert",
        });
        return created!;
      });
      services.outbox.wake();
      return toContactMessageDto(row);
    },

    async list(query: ListQuery, scope: MessageScope = {}) {
      const where = whereOf(query, scope);
      const [{ count } = { count: 0 }] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(contactMessages)
        .where(where);
      const window = pageWindow(query.page, query.limit, count);
      const rows = await db
        .select()
        .from(contactMessages)
        .where(where)
        .orderBy(...orderOf(query))
        .limit(window.limit)
        .offset(window.offset);
      return {
        data: rows.map(toContactMessageDto),
        pagination: {
          currentPage: window.page,
          totalPages: window.totalPages,
          totalCount: window.total,
          hasNextPage: window.hasNext,
          hasPrevPage: window.hasPrev,
        },
      };
    },

    async get(id: string, scope: MessageScope = {}): Promise<ContactMessage> {
      return toContactMessageDto(await findRow(id, scope));
    },

    async update(
      actor: Actor,
      id: string,
      input: z.output<typeof contactUpdateInput>,
    ): Promise<ContactMessage> {
      const current = await findRow(id);
      const row = await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(contactMessages)
          .set({ status: input.status, updatedAt: new Date() })
          .where(eq(contactMessages.id, id))
          .returning();
        if (!updated) throw notFound("Message not found");
        await services.audit.record(tx, actor, {
          action: "message.update",
          entity: "message",
          entityId: id,
          changes: diffChanges(current, updated, ["status"]),
        });
        return updated;
      });
      return toContactMessageDto(row);
    },

    async remove(actor: Actor, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const [deleted] = isUuid(id)
          ? await tx.delete(contactMessages).where(eq(contactMessages.id, id)).returning()
          : [];
        if (!deleted) throw notFound("Message not found");
        await services.audit.record(tx, actor, {
          action: "message.delete",
          entity: "message",
          entityId: id,
          details: { category: deleted.category, status: deleted.status },
        });
      });
    },

    /**
     * The retention job's part (ADR 020): handled messages last changed before `cutoff`, not yet erased,
     * keep only their category, status and dates (inside the caller's transaction). Answers how many.
     */
    async anonymiseHandledBefore(tx: Executor, cutoff: Date): Promise<number> {
      const rows = await tx
        .update(contactMessages)
        .set({
          name: ANONYMISED_NAME,
          email: "",
          phone: "",
          subject: "",
          message: "",
          anonymisedAt: sql`now()`,
        })
        .where(
          and(
            eq(contactMessages.status, "handled"),
            lt(contactMessages.updatedAt, cutoff),
            isNull(contactMessages.anonymisedAt),
          ),
        )
        .returning({ id: contactMessages.id });
      await services.outbox.erase(
        tx,
        "message",
        rows.map((row) => row.id),
      );
      return rows.length;
    },

    async stats(scope: MessageScope = {}) {
      const rows = await db
        .select({ status: contactMessages.status, count: sql<number>`count(*)::int` })
        .from(contactMessages)
        .where(whereOf({}, scope))
        .groupBy(contactMessages.status);
      const byStatus: Record<MessageStatus, number> = { new: 0, read: 0, handled: 0 };
      for (const row of rows) {
        if (row.status in byStatus) byStatus[row.status as MessageStatus] += row.count;
      }
      return { total: rows.reduce((sum, row) => sum + row.count, 0), byStatus };
    },

    /** SAMPLE_DATA: a fresh installation's contact messages, when there are none. */
    async seedSamples(): Promise<void> {
      const [any] = await db.select({ id: contactMessages.id }).from(contactMessages).limit(1);
      if (any) return;
      await db.insert(contactMessages).values(sampleMessages(27));
    },
  };
}

export type MessagesService = ReturnType<typeof createMessagesService>;

import { collegeDate } from "../../contract/college-time";
import { and, asc, desc, eq, gt, gte, ilike, isNull, like, lte, or, type SQL } from "drizzle-orm";
import type { z } from "zod";
import {
  noticeInput,
  type Notice,
  type NoticeCategory,
  type noticeListQuery,
  type noticePatchInput,
  type NoticeValues,
} from "../../contract/notices";

import type { Actor } from "../actor";
import { diffChanges } from "../audit/audit.service";
import { documentUrl } from "../documents/documents.service";
import type { Db } from "../db/client";
import { invalid, notFound } from "../errors";
import { containsPattern } from "../lib/like";
import type { Services } from "../module";
import { contentPage } from "../lib/content-page";
import { parseInput } from "../lib/validate";
import { markdownToText, renderMarkdown } from "../lib/markdown";
import { slugify } from "../lib/slug";
import { CONTENT_CACHE_MS, createTtlCache } from "../lib/ttl-cache";
import { isUuid } from "../lib/uuid";
import { notices, type NoticeRow } from "./notices.schema";
import { sampleNotices } from "./notices.samples";

type ListQuery = z.output<typeof noticeListQuery>;
type PatchValues = z.output<typeof noticePatchInput>;

/** A notice as a public page shows it: the Markdown already rendered (sanitised) and an excerpt. */
export interface NoticeView {
  _id: string;
  slug: string;
  title: string;
  category: NoticeCategory;
  pinned: boolean;
  publishAt: string;
  expireAt: string | null;
  link: string | null;
  documentId: string | null;
  /** The attached PDF's public address. */
  documentUrl: string | null;
  /** A health camp's day (YYYY-MM-DD) and place. */
  eventDate: string | null;
  place: string | null;
  /** Sanitised HTML of the body. */
  html: string;
  /** Plain-text excerpt (descriptions, the board). */
  excerpt: string;
  /** Expired: off the board and the header, still readable at its address. */
  archived: boolean;
  /** Not yet visible to the public (a draft, or scheduled): only staff previews see these. */
  preview: boolean;
}

const BOARD_SIZE = 10;
const CAMPS_SHOWN = 6;

export function toNotice(row: NoticeRow): Notice {
  return {
    _id: row.id,
    slug: row.slug,
    title: row.title,
    body: row.body,
    category: row.category as NoticeCategory,
    status: row.status as Notice["status"],
    pinned: row.pinned,
    publishAt: row.publishAt.toISOString(),
    expireAt: row.expireAt?.toISOString() ?? null,
    link: row.link,
    documentId: row.documentId,
    eventDate: row.eventDate,
    place: row.place,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toView(row: NoticeRow, now: Date): NoticeView {
  return {
    _id: row.id,
    slug: row.slug,
    title: row.title,
    category: row.category as NoticeCategory,
    pinned: row.pinned,
    publishAt: row.publishAt.toISOString(),
    expireAt: row.expireAt?.toISOString() ?? null,
    link: row.link,
    documentId: row.documentId,
    documentUrl: row.documentId ? documentUrl(row.documentId) : null,
    eventDate: row.eventDate,
    place: row.place,
    html: renderMarkdown(row.body),
    excerpt: markdownToText(row.body, 180),
    archived: row.expireAt !== null && row.expireAt <= now,
    preview: row.status !== "published" || row.publishAt > now,
  };
}

/** Published, past its publishAt and not yet expired, at `now`: what visitors see in lists. */
const currentAt = (now: Date) =>
  and(
    eq(notices.status, "published"),
    lte(notices.publishAt, now),
    or(isNull(notices.expireAt), gt(notices.expireAt, now)),
  );

function columnsOf(values: NoticeValues | (NoticeValues & { publishAt: string })) {
  return {
    title: values.title,
    body: values.body,
    category: values.category,
    status: values.status,
    pinned: values.pinned,
    publishAt: values.publishAt ? new Date(values.publishAt) : new Date(),
    expireAt: values.expireAt ? new Date(values.expireAt) : null,
    link: values.link ?? null,
    documentId: values.documentId ?? null,
    eventDate: values.eventDate ?? null,
    place: values.place ?? null,
  };
}

/** The fields an audit entry compares. */
const AUDITED_FIELDS = [
  "title",
  "body",
  "category",
  "status",
  "pinned",
  "publishAt",
  "expireAt",
  "link",
  "documentId",
  "eventDate",
  "place",
  "slug",
] as const;

const UNKNOWN_DOCUMENT_MESSAGE = "documentId must be the id of a published document";

export function createNoticesService(db: Db, services: Pick<Services, "audit" | "documents">) {
  const cache = createTtlCache(CONTENT_CACHE_MS);

  /**
   * Public views as visitors see them now: the link to an attached document is left out once that document is
   * unpublished or deleted (the documents service's cache follows its writes; these views are cached here).
   */
  async function withLiveDocuments<View extends NoticeView | null>(views: View[]): Promise<View[]> {
    if (!views.some((view) => view?.documentUrl)) return views;
    const published = await services.documents.publishedIds();
    return views.map((view) =>
      view?.documentId && !published.has(view.documentId) ? { ...view, documentUrl: null } : view,
    );
  }

  /** An attached document must be one visitors can open: a published one. */
  async function assertAttachable(documentId: string | null | undefined) {
    if (!documentId || (await services.documents.isPublished(documentId))) return;
    throw invalid(UNKNOWN_DOCUMENT_MESSAGE, [{ field: "documentId", message: UNKNOWN_DOCUMENT_MESSAGE }]);
  }

  async function findRow(id: string): Promise<NoticeRow> {
    const [row] = isUuid(id) ? await db.select().from(notices).where(eq(notices.id, id)) : [];
    if (!row) throw notFound("Notice not found");
    return row;
  }

  /** The title's slug, or the slug and the first free number when it is taken. */
  async function freeSlug(title: string): Promise<string> {
    const base = slugify(title);
    const taken = new Set(
      (
        await db
          .select({ slug: notices.slug })
          .from(notices)
          .where(or(eq(notices.slug, base), like(notices.slug, `${base.replace(/[\\%_]/g, "\\$&")}-%`)))
      ).map((row) => row.slug),
    );
    if (!taken.has(base)) return base;
    for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
  }

  const page = (where: SQL | undefined, order: SQL[], query: ListQuery) =>
    contentPage(db, notices, where, order, query);

  const service = {
    /** Staff: every notice, newest first, with search and status filters. */
    async list(query: ListQuery) {
      const where = and(
        query.category ? eq(notices.category, query.category) : undefined,
        query.status ? eq(notices.status, query.status) : undefined,
        query.search ? ilike(notices.title, containsPattern(query.search)) : undefined,
      );
      const { rows, pagination } = await page(where, [desc(notices.publishAt), asc(notices.id)], query);
      return { notices: rows.map(toNotice), pagination };
    },

    /** Visitors: current notices only (published, publishAt reached, not expired), newest first. */
    async listPublic(query: ListQuery, now = new Date()) {
      const where = and(currentAt(now), query.category ? eq(notices.category, query.category) : undefined);
      const { rows, pagination } = await page(where, [desc(notices.publishAt), asc(notices.id)], query);
      return { notices: rows.map(toNotice), pagination };
    },

    async get(id: string): Promise<Notice> {
      return toNotice(await findRow(id));
    },

    /** A public read of one notice: current or expired (archived) ones; drafts and scheduled ones are 404. */
    async getPublic(idOrSlug: string, now = new Date()): Promise<Notice> {
      const [row] = await db
        .select()
        .from(notices)
        .where(
          and(
            isUuid(idOrSlug) ? eq(notices.id, idOrSlug) : eq(notices.slug, idOrSlug),
            eq(notices.status, "published"),
            lte(notices.publishAt, now),
          ),
        );
      if (!row) throw notFound("Notice not found");
      return toNotice(row);
    },

    async create(actor: Actor, values: NoticeValues): Promise<Notice> {
      await assertAttachable(values.documentId);
      const slug = await freeSlug(values.title);
      const row = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(notices)
          .values({ ...columnsOf(values), slug })
          .returning();
        await services.audit.record(tx, actor, {
          action: "notice.create",
          entity: "notice",
          entityId: created!.id,
          changes: diffChanges(null, created!, AUDITED_FIELDS),
        });
        return created!;
      });
      cache.clear();
      return toNotice(row);
    },

    /** Applies the fields sent; the merged notice is validated as a whole (expireAt after publishAt). */
    async update(actor: Actor, id: string, patch: PatchValues): Promise<Notice> {
      const before = await findRow(id);
      const current = toNotice(before);
      const merged = parseInput(noticeInput, {
        title: current.title,
        body: current.body,
        category: current.category,
        status: current.status,
        pinned: current.pinned,
        publishAt: current.publishAt,
        expireAt: current.expireAt,
        link: current.link,
        documentId: current.documentId,
        eventDate: current.eventDate,
        place: current.place,
        ...Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined)),
      });
      // Checked only when it changes: a document unpublished later does not block other edits.
      if (merged.documentId !== current.documentId) await assertAttachable(merged.documentId);
      const row = await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(notices)
          .set({ ...columnsOf(merged), updatedAt: new Date() })
          .where(eq(notices.id, current._id))
          .returning();
        if (!updated) throw notFound("Notice not found");
        await services.audit.record(tx, actor, {
          action: "notice.update",
          entity: "notice",
          entityId: updated.id,
          changes: diffChanges(before, updated, AUDITED_FIELDS),
        });
        return updated;
      });
      cache.clear();
      return toNotice(row);
    },

    async remove(actor: Actor, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const [deleted] = isUuid(id) ? await tx.delete(notices).where(eq(notices.id, id)).returning() : [];
        if (!deleted) throw notFound("Notice not found");
        await services.audit.record(tx, actor, {
          action: "notice.delete",
          entity: "notice",
          entityId: deleted.id,
          changes: diffChanges(deleted, null, AUDITED_FIELDS),
        });
      });
      cache.clear();
    },

    /** SAMPLE_DATA: a fresh installation's notices, when there are none. */
    async seedSamples(): Promise<void> {
      const [any] = await db.select({ id: notices.id }).from(notices).limit(1);
      if (any) return;
      for (const sample of sampleNotices()) {
        await db.insert(notices).values({ ...columnsOf(sample), slug: await freeSlug(sample.title) });
      }
      cache.clear();
    },

    // ---- What public pages read (cached; ADR 011) ----

    /** The home notice board: current notices, pinned first, then newest. */
    async board(now = new Date()): Promise<NoticeView[]> {
      const board = await cache.get("board", async () => {
        const rows = await db
          .select()
          .from(notices)
          .where(currentAt(now))
          .orderBy(desc(notices.pinned), desc(notices.publishAt), asc(notices.id))
          .limit(BOARD_SIZE);
        return rows.map((row) => toView(row, now));
      });
      return withLiveDocuments(board);
    },

    /** The header's announcement line: the latest current pinned admission notice, if any. */
    async announcement(now = new Date()): Promise<NoticeView | null> {
      const announcement = await cache.get("announcement", async () => {
        const [row] = await db
          .select()
          .from(notices)
          .where(and(currentAt(now), eq(notices.pinned, true), eq(notices.category, "admission")))
          .orderBy(desc(notices.publishAt), asc(notices.id))
          .limit(1);
        return row ? toView(row, now) : null;
      });
      return (await withLiveDocuments([announcement]))[0]!;
    },

    /** The /notices page: a page of current notices, optionally of one category. */
    async publicPage(query: { page: number; limit: number; category?: NoticeCategory }, now = new Date()) {
      const found = await cache.get(`page:${query.page}:${query.limit}:${query.category ?? ""}`, async () => {
        const where = and(currentAt(now), query.category ? eq(notices.category, query.category) : undefined);
        const { rows, pagination } = await page(where, [desc(notices.publishAt), asc(notices.id)], {
          ...query,
        } as ListQuery);
        return { notices: rows.map((row) => toView(row, now)), pagination };
      });
      return { ...found, notices: await withLiveDocuments(found.notices) };
    },

    /**
     * A notice's own page. Visitors get published notices once publishAt has passed (expired ones marked
     * archived); `staffPreview` also returns drafts and scheduled ones, marked as a preview.
     */
    async view(
      slug: string,
      options: { staffPreview?: boolean } = {},
      now = new Date(),
    ): Promise<NoticeView | null> {
      const row = await cache.get(`slug:${slug}`, async () => {
        const [found] = await db.select().from(notices).where(eq(notices.slug, slug));
        return found ?? null;
      });
      if (!row) return null;
      const view = toView(row, now);
      if (view.preview && !options.staffPreview) return null;
      return (await withLiveDocuments([view]))[0]!;
    },

    /** The hospital landing page's health camps: current camp notices from today (India) on, soonest first. */
    async healthCamps(now = new Date()): Promise<NoticeView[]> {
      const today = collegeDate(now);
      const camps = await cache.get(`camps:${today}`, async () => {
        const rows = await db
          .select()
          .from(notices)
          .where(and(currentAt(now), eq(notices.category, "health-camp"), gte(notices.eventDate, today)))
          .orderBy(asc(notices.eventDate), asc(notices.id))
          .limit(CAMPS_SHOWN);
        return rows.map((row) => toView(row, now));
      });
      return withLiveDocuments(camps);
    },

    /** Slugs of the notices that have a public page (the sitemap). */
    sitemapSlugs(now = new Date()): Promise<{ slug: string; updatedAt: string }[]> {
      return cache.get("sitemap", async () => {
        const rows = await db
          .select({ slug: notices.slug, updatedAt: notices.updatedAt })
          .from(notices)
          .where(and(eq(notices.status, "published"), lte(notices.publishAt, now)))
          .orderBy(desc(notices.publishAt))
          .limit(5000);
        return rows.map((row) => ({ slug: row.slug, updatedAt: row.updatedAt.toISOString() }));
      });
    },
  };
  return service;
}

export type NoticesService = ReturnType<typeof createNoticesService>;

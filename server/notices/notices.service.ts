import { noticesCollection, type NoticeCategory } from "../../contract/collections/notices";
import { collegeDate } from "../../contract/college-time";
import type { PageRecord } from "../collections/collections.service";
import { documentUrl } from "../documents/documents.service";
import { contentPagination } from "../lib/content-page";
import { markdownToText } from "../lib/markdown";
import { pageWindow } from "../lib/pagination";
import type { Language } from "../../contract/language";
import type { Services } from "../module";

type NoticeRecord = PageRecord<typeof noticesCollection.fields> & { slug: string };

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
  /** The attached PDF's public address (null once that document is unpublished or deleted). */
  documentUrl: string | null;
  /** A health camp's day (YYYY-MM-DD) and place. */
  eventDate: string | null;
  place: string | null;
  updatedAt: string;
  /** Sanitised HTML of the body. */
  html: string;
  /** Plain-text excerpt (descriptions, the board). */
  excerpt: string;
  /**
   * On a Hindi page, the texts shown in English for want of a Hindi one (`title`, `excerpt`; the body's HTML
   * comes marked `lang="en"`).
   */
  fallbacks: string[];
  /** Expired: off the board and the header, still readable at its address. */
  archived: boolean;
  /** Not yet visible to the public (a draft, or scheduled): only staff previews see these. */
  preview: boolean;
}

const BOARD_SIZE = 10;
const CAMPS_SHOWN = 6;

const newestFirst = (a: NoticeView, b: NoticeView) =>
  b.publishAt.localeCompare(a.publishAt) || a._id.localeCompare(b._id);

/**
 * What public pages read of the notices collection (ADR 017): the home board, the header's announcement,
 * /notices, a notice's page, the hospital's health camps and the sitemap. The records, their API, audit and
 * cache are the collection's; the rules here are only the pages' (pinned first, current ones, camps to come).
 */
export function createNoticesService(services: Pick<Services, "collections" | "documents">) {
  const records = (language: Language, preview = false) =>
    services.collections.pages(noticesCollection).records({ preview, language }) as Promise<NoticeRecord[]>;

  function toView(record: NoticeRecord, now: Date): NoticeView {
    return {
      _id: record._id,
      slug: record.slug,
      title: record.title,
      category: record.category,
      pinned: record.pinned,
      publishAt: record.publishAt,
      expireAt: record.expireAt,
      link: record.link,
      documentId: record.documentId,
      documentUrl: record.documentId ? documentUrl(record.documentId) : null,
      eventDate: record.eventDate,
      place: record.place,
      updatedAt: record.updatedAt,
      html: record.html.body ?? "",
      excerpt: markdownToText(record.body, 180),
      fallbacks: record.fallbacks.flatMap((field) =>
        field === "title" ? ["title"] : field === "body" ? ["excerpt"] : [],
      ),
      archived: record.expireAt !== null && Date.parse(record.expireAt) <= now.getTime(),
      preview: record.draft || Date.parse(record.publishAt) > now.getTime(),
    };
  }

  /** Published, past publishAt (the collection's reads see to both) and not expired: what lists show. */
  async function current(language: Language, now: Date): Promise<NoticeView[]> {
    return (await records(language))
      .map((record) => toView(record, now))
      .filter((view) => !view.archived)
      .sort(newestFirst);
  }

  /**
   * The link to an attached document is left out once that document is unpublished or deleted (the
   * documents service's cache follows its writes).
   */
  async function withLiveDocuments<View extends NoticeView | null>(views: View[]): Promise<View[]> {
    if (!views.some((view) => view?.documentUrl)) return views;
    const published = await services.documents.publishedIds();
    return views.map((view) =>
      view?.documentId && !published.has(view.documentId) ? { ...view, documentUrl: null } : view,
    );
  }

  return {
    /** The home notice board: current notices, pinned first, then newest (in the page's language). */
    async board(language: Language = "en", now = new Date()): Promise<NoticeView[]> {
      const board = (await current(language, now))
        .sort((a, b) => Number(b.pinned) - Number(a.pinned) || newestFirst(a, b))
        .slice(0, BOARD_SIZE);
      return withLiveDocuments(board);
    },

    /** The header's announcement line: the latest current pinned admission notice, if any. */
    async announcement(language: Language = "en", now = new Date()): Promise<NoticeView | null> {
      const found = (await current(language, now)).find(
        (view) => view.pinned && view.category === "admission",
      );
      return (await withLiveDocuments([found ?? null]))[0]!;
    },

    /** The /notices page: a page of current notices, optionally of one category. */
    async publicPage(
      query: { page: number; limit: number; category?: NoticeCategory; language?: Language },
      now = new Date(),
    ) {
      const all = (await current(query.language ?? "en", now)).filter(
        (view) => !query.category || view.category === query.category,
      );
      const window = pageWindow(query.page, query.limit, all.length);
      const pagination = contentPagination(window);
      const notices = await withLiveDocuments(all.slice(window.offset, window.offset + window.limit));
      return { notices, pagination };
    },

    /**
     * A notice's own page. Visitors get published notices once publishAt has passed (expired ones marked
     * archived); `staffPreview` also returns drafts and scheduled ones, marked as a preview.
     */
    async view(
      slug: string,
      options: { staffPreview?: boolean; language?: Language } = {},
      now = new Date(),
    ): Promise<NoticeView | null> {
      const record = (await records(options.language ?? "en", options.staffPreview)).find(
        (found) => found.slug === slug,
      );
      if (!record) return null;
      return (await withLiveDocuments([toView(record, now)]))[0]!;
    },

    /** The hospital landing page's health camps: current camp notices from today (India) on, soonest first. */
    async healthCamps(language: Language = "en", now = new Date()): Promise<NoticeView[]> {
      const today = collegeDate(now);
      const camps = (await current(language, now))
        .filter(
          (view) => view.category === "health-camp" && view.eventDate !== null && view.eventDate >= today,
        )
        .sort((a, b) => a.eventDate!.localeCompare(b.eventDate!) || a._id.localeCompare(b._id))
        .slice(0, CAMPS_SHOWN);
      return withLiveDocuments(camps);
    },

    /** Slugs of the notices that have a public page (the sitemap). */
    async sitemapSlugs(): Promise<{ slug: string; updatedAt: string }[]> {
      return (await records("en")).map((record) => ({ slug: record.slug, updatedAt: record.updatedAt }));
    },
  };
}

export type NoticesService = ReturnType<typeof createNoticesService>;

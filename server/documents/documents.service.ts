import { createHash, randomUUID } from "node:crypto";
import { and, asc, desc, eq, isNotNull, max, sql, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { StoredPdf } from "../../contract/collections/collection";
import {
  documentsCollection,
  documentUrl,
  type DocumentCategory,
  type DocumentListQuery,
  type documentPatchInput,
  type DocumentRecord,
  type DocumentValues,
  type DocumentWithVersions,
} from "../../contract/collections/documents";
import type { Language } from "../../contract/language";
import { systemActor, type Actor } from "../actor";
import type { StaffRecordOut, WriteOptions } from "../collections/collection.service";
import { collectionRecords, type CollectionRecordRow } from "../collections/collections.schema";
import type { Db } from "../db/client";
import { notFound } from "../errors";
import { contentPage } from "../lib/content-page";
import { assertPdf } from "../lib/pdf-check";
import { isUuid } from "../lib/uuid";
import type { Services } from "../module";
import type { Storage } from "../storage/local-storage";
import { documentVersions } from "./documents.schema";

export { documentUrl };

type ListQuery = DocumentListQuery;
type PatchValues = z.output<typeof documentPatchInput>;

/** An uploaded PDF: its bytes and the name it had on the uploader's machine. */
export interface UploadedPdf {
  bytes: Uint8Array;
  name: string;
}

/** What a document's public address serves. */
export interface CurrentFile {
  /** The storage key of the current version (named by document, version and content hash). */
  key: string;
  published: boolean;
  title: string;
  version: number;
  updatedAt: Date;
}

/** A document as a public page lists it. */
export interface DocumentLink {
  _id: string;
  /** In the page's language: the Hindi title on a Hindi page, else the English one (then `fallbacks`). */
  title: string;
  /**
   * The English title, when `title` is the Hindi one: the rules that place a document by its title's first
   * words (PG, MBBS, a committee's name) read it.
   */
  englishTitle?: string;
  date: string;
  url: string;
  /** On a Hindi page: `["title"]` when the title is English for want of a Hindi one. */
  fallbacks?: string[];
  /** Only in a staff preview (issue 11). */
  draft?: true;
}

type Fields = {
  title: string;
  titleHi?: string | null;
  category: DocumentCategory;
  date: string;
  file: StoredPdf | null;
};

/** A document's title in a language: the Hindi title where there is one, else the English (a fallback). */
function titleIn(fields: Pick<Fields, "title" | "titleHi">, language: Language) {
  const hindi = language === "hi" ? fields.titleHi?.trim() : undefined;
  return hindi ? { title: hindi, fallbacks: [] } : { title: fields.title, fallbacks: ["title"] };
}

const safeFileName = (name: string) =>
  (name.split(/[\\/]/).pop() ?? "document.pdf").replace(/[^\w.\- ()]+/g, "_").slice(0, 120) || "document.pdf";

/** The current file as the API has always named it, beside the record's fields. */
const fileFields = (id: string, file: StoredPdf | null) => ({
  url: documentUrl(id),
  fileName: file?.fileName ?? "",
  size: file?.size ?? 0,
  version: file?.version ?? 0,
});

/** Staff: the collection's record and its current file. */
const staffDocument = (record: StaffRecordOut) =>
  ({ ...record, ...fileFields(record._id, record.file as StoredPdf | null) }) as DocumentWithVersions;

/**
 * Visitors: a published version, in the fields the API has always answered; asked with `language`, the title
 * in it (a Hindi title, else the English one listed in `fallbacks`).
 */
function publicDocument(row: CollectionRecordRow, language?: Language): DocumentRecord {
  const fields = row.published as Fields;
  const { category, date, file } = fields;
  return {
    _id: row.id,
    ...(language ? titleIn(fields, language) : { title: fields.title }),
    category,
    date,
    status: "published",
    ...fileFields(row.id, file),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Documents over the documents collection (ADR 017): its fields, validation, audit, revisions and cache are the
 * collection's; this adds the file (checked, stored under `documents/{id}/v{version}-{hash}.pdf`, every version
 * kept in `document_versions`), the visitors' reads in the API's field names and what the public pages read.
 */
export function createDocumentsService(
  db: Db,
  storage: Storage,
  services: Pick<Services, "audit" | "collections">,
) {
  const collection = () => services.collections.of(documentsCollection.name);
  const mine = eq(collectionRecords.collection, documentsCollection.name);
  /** Published documents as the pages read them (the collection's cache, cleared by every write). */
  const published = async () =>
    (await collection().pageRecords()) as unknown as (Fields & { _id: string; updatedAt: string })[];

  /** Checks the upload is a PDF and stores it under a key named by document, version and content. */
  async function storeFile(documentId: string, version: number, file: UploadedPdf): Promise<StoredPdf> {
    await assertPdf(file.bytes);
    const hash = createHash("sha256").update(file.bytes).digest("hex").slice(0, 16);
    const key = `documents/${documentId}/v${version}-${hash}.pdf`;
    await storage.put(key, Buffer.from(file.bytes), "application/pdf");
    return { key, fileName: safeFileName(file.name), size: file.bytes.byteLength, version };
  }

  /** Keeps the stored file as one of the document's versions, in the write's transaction. */
  const keepVersion =
    (stored: StoredPdf): WriteOptions["within"] =>
    async (tx, row) => {
      await tx.insert(documentVersions).values({
        documentId: row.id,
        version: stored.version,
        fileKey: stored.key,
        fileName: stored.fileName,
        fileSize: stored.size,
      });
    };

  async function publicPage(where: SQL | undefined, query: ListQuery) {
    const { rows, pagination } = await contentPage(
      db,
      collectionRecords,
      and(mine, isNotNull(collectionRecords.published), where),
      [desc(collectionRecords.sortKey), asc(collectionRecords.createdAt), asc(collectionRecords.id)],
      query,
    );
    return { documents: rows.map((row) => publicDocument(row, query.language)), pagination };
  }

  /** Staff: one document with every version of its file. */
  async function get(id: string): Promise<DocumentWithVersions> {
    const record = await collection().get(id);
    const versions = await db
      .select()
      .from(documentVersions)
      .where(eq(documentVersions.documentId, record._id))
      .orderBy(desc(documentVersions.version));
    return {
      ...staffDocument(record),
      versions: versions.map((version) => ({
        version: version.version,
        fileName: version.fileName,
        size: version.fileSize,
        fileUrl: storage.url(version.fileKey),
        uploadedAt: version.createdAt.toISOString(),
      })),
    };
  }

  return {
    /** Staff: every document, newest first, with search, category and status filters. */
    async list(query: ListQuery) {
      const answer = await collection().list(query);
      return { ...answer, documents: (answer.documents as StaffRecordOut[]).map(staffDocument) };
    },

    /** Visitors: published documents only. */
    listPublic(query: ListQuery) {
      return publicPage(
        query.category ? sql`${collectionRecords.published} ->> 'category' = ${query.category}` : undefined,
        query,
      );
    },

    get,

    /** A document's published versions (the collection's). */
    revisions: (id: string) => collection().revisions(id),

    /** Makes a revision the document's saved version, a draft; answers the document as GET does. */
    async restore(actor: Actor, id: string, revisionId: string): Promise<DocumentWithVersions> {
      await collection().restore(actor, id, revisionId);
      return get(id);
    },

    async getPublic(id: string, language?: Language): Promise<DocumentRecord> {
      const [row] = isUuid(id)
        ? await publicPage(eq(collectionRecords.id, id), { page: 1, limit: 1, language } as ListQuery).then(
            (page) => page.documents,
          )
        : [];
      if (!row) throw notFound("Document not found");
      return row;
    },

    /**
     * The ids of every published document (cached, and cleared by every document write): public pages drop
     * links to attached documents that were unpublished or deleted since.
     */
    async publishedIds(): Promise<Set<string>> {
      return new Set((await published()).map((record) => record._id));
    },

    /** The published ones of these documents, as links, in the order asked (the others left out). */
    async publishedLinks(ids: readonly string[]): Promise<DocumentLink[]> {
      const byId = new Map((await published()).map((record) => [record._id, record]));
      return ids.flatMap((id) => {
        const record = byId.get(id);
        return record ? [{ _id: id, title: record.title, date: record.date, url: documentUrl(id) }] : [];
      });
    },

    /** Whether visitors can open this document (a notice may attach only such a one). */
    async isPublished(id: string): Promise<boolean> {
      return (await published()).some((record) => record._id === id);
    },

    async create(actor: Actor, values: DocumentValues, file: UploadedPdf): Promise<DocumentWithVersions> {
      const id = randomUUID();
      const stored = await storeFile(id, 1, file);
      try {
        const record = await collection().create(
          actor,
          { ...values, file: stored },
          {},
          { id, within: keepVersion(stored) },
        );
        return staffDocument(record);
      } catch (error) {
        await storage.remove(stored.key);
        throw error;
      }
    },

    /**
     * Changes fields and/or replaces the file. A new file becomes the next version; the document's public
     * address stays the same and the earlier files stay listed.
     */
    async update(
      actor: Actor,
      id: string,
      patch: PatchValues,
      file?: UploadedPdf,
    ): Promise<DocumentWithVersions> {
      const current = await collection().get(id);
      const [last] = await db
        .select({ version: max(documentVersions.version) })
        .from(documentVersions)
        .where(eq(documentVersions.documentId, current._id));
      const stored = file ? await storeFile(current._id, (last?.version ?? 0) + 1, file) : undefined;
      try {
        const record = await collection().update(
          actor,
          current._id,
          stored ? { ...patch, file: stored } : patch,
          {},
          stored ? { action: "replace", within: keepVersion(stored) } : {},
        );
        return staffDocument(record);
      } catch (error) {
        if (stored) await storage.remove(stored.key);
        throw error;
      }
    },

    /** Deletes the document, its versions and their files. */
    async remove(actor: Actor, id: string) {
      const versions = isUuid(id)
        ? await db
            .select({ fileKey: documentVersions.fileKey })
            .from(documentVersions)
            .where(eq(documentVersions.documentId, id))
        : [];
      await collection().remove(actor, id);
      await Promise.all(versions.map((version) => storage.remove(version.fileKey)));
    },

    /**
     * The file a document's address serves: the published version's (visitors get only those), else the saved
     * one (staff), and when it last changed. Null when there is no such document.
     */
    async currentFile(id: string): Promise<CurrentFile | null> {
      if (!isUuid(id)) return null;
      const live = (await published()).find((record) => record._id === id);
      if (live?.file) {
        const { key, version } = live.file;
        return { key, version, published: true, title: live.title, updatedAt: new Date(live.updatedAt) };
      }
      const saved = await collection()
        .get(id)
        .catch(() => null);
      const file = saved?.file as StoredPdf | null | undefined;
      if (!saved || !file) return null;
      const { key, version } = file;
      return {
        key,
        version,
        published: false,
        title: String(saved.title),
        updatedAt: new Date(saved.updatedAt),
      };
    },

    /**
     * A public page's list: the published documents of a category, oldest first in upload order within a date
     * (year-by-year lists read 2019-20, 2020-21, …; cached, ADR 011), each title in the page's `language` (a
     * Hindi page: the Hindi title, else the English one listed in `fallbacks`). With `includeDrafts` (a staff
     * preview, never cached) the drafts too, in their place and marked `draft`.
     */
    async byCategory(
      category: DocumentCategory,
      options: { includeDrafts?: boolean; language?: Language } = {},
    ): Promise<DocumentLink[]> {
      // The English read: the documents' own fields (titleHi is staff-only, left out of the pages' records).
      const records = (await collection().pageRecords({
        preview: options.includeDrafts,
      })) as unknown as (Fields & { _id: string; draft: boolean })[];
      const inLanguage =
        options.language === "hi"
          ? new Map(
              (
                (await collection().pageRecords({
                  preview: options.includeDrafts,
                  language: "hi",
                })) as unknown as { _id: string; title: string; fallbacks: string[] }[]
              ).map((record) => [record._id, record]),
            )
          : null;
      // The collection lists newest date first, upload order within a date: a stable sort by date keeps the latter.
      return records
        .filter((record) => record.category === category)
        .sort((a, b) => a.date.localeCompare(b.date))
        .map((record): DocumentLink => {
          const shown = inLanguage?.get(record._id);
          const link: DocumentLink = {
            _id: record._id,
            title: shown?.title ?? record.title,
            ...(shown && shown.title !== record.title ? { englishTitle: record.title } : {}),
            date: record.date,
            url: documentUrl(record._id),
            ...(shown ? { fallbacks: shown.fallbacks } : {}),
          };
          return record.draft ? { ...link, draft: true } : link;
        });
    },

    /** SAMPLE_DATA: the placeholder PDFs as a fresh installation's documents, when there are none. */
    async seedSamples(
      samples: {
        title: string;
        titleHi?: string;
        category: DocumentCategory;
        date: string;
        file: UploadedPdf;
      }[],
    ) {
      const [any] = await db
        .select({ id: collectionRecords.id })
        .from(collectionRecords)
        .where(mine)
        .limit(1);
      if (any) return;
      // Trusted files from the repository, stored first (a start-up must stay quick); one audit entry for the batch.
      const records = await Promise.all(
        samples.map(async (sample, index) => {
          const hash = createHash("sha256").update(sample.file.bytes).digest("hex").slice(0, 16);
          const key = `documents/samples/${index}-${hash}.pdf`;
          await storage.put(key, Buffer.from(sample.file.bytes), "application/pdf");
          const file: StoredPdf = {
            key,
            fileName: sample.file.name,
            size: sample.file.bytes.byteLength,
            version: 1,
          };
          return {
            title: sample.title,
            ...(sample.titleHi ? { titleHi: sample.titleHi } : {}),
            category: sample.category,
            date: sample.date,
            file,
          };
        }),
      );
      await collection().seedSamples(records);
      const rows = await db.select().from(collectionRecords).where(mine);
      await db.transaction(async (tx) => {
        await tx.insert(documentVersions).values(
          rows.map((row) => {
            const file = (row.data as Fields).file!;
            return {
              documentId: row.id,
              version: 1,
              fileKey: file.key,
              fileName: file.fileName,
              fileSize: file.size,
            };
          }),
        );
        await services.audit.record(tx, systemActor, {
          action: "document.seed",
          entity: "document",
          details: { count: rows.length },
        });
      });
    },
  };
}

export type DocumentsService = ReturnType<typeof createDocumentsService>;

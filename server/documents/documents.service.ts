import { createHash } from "node:crypto";
import { and, asc, desc, eq, ilike, inArray, type SQL } from "drizzle-orm";
import type { z } from "zod";
import {
  documentInput,
  type DocumentCategory,
  type documentListQuery,
  type documentPatchInput,
  type DocumentRecord,
  type DocumentValues,
  type DocumentWithVersions,
} from "../../contract/documents";
import { systemActor, type Actor } from "../actor";
import { diffChanges } from "../audit/audit.service";
import type { Db } from "../db/client";
import { notFound } from "../errors";
import { containsPattern } from "../lib/like";
import { contentPage } from "../lib/content-page";
import { CONTENT_CACHE_MS, createTtlCache } from "../lib/ttl-cache";
import { isUuid } from "../lib/uuid";
import { parseInput } from "../lib/validate";
import type { Services } from "../module";
import type { Storage } from "../storage/local-storage";
import { documents, documentVersions, type DocumentRow } from "./documents.schema";
import { assertPdf } from "../lib/pdf-check";

type ListQuery = z.output<typeof documentListQuery>;
type PatchValues = z.output<typeof documentPatchInput>;

/** An uploaded PDF: its bytes and the name it had on the uploader's machine. */
export interface UploadedPdf {
  bytes: Uint8Array;
  name: string;
}

/** The public address of a document: the same for every version of its file. */
export const documentUrl = (id: string) => `/documents/file/${id}.pdf`;

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
  title: string;
  date: string;
  url: string;
  /** Only in a staff preview (issue 11). */
  draft?: true;
}

const safeFileName = (name: string) =>
  (name.split(/[\\/]/).pop() ?? "document.pdf").replace(/[^\w.\- ()]+/g, "_").slice(0, 120) || "document.pdf";

function toRecord(row: DocumentRow): DocumentRecord {
  return {
    _id: row.id,
    title: row.title,
    category: row.category as DocumentCategory,
    date: row.date,
    status: row.status as DocumentRecord["status"],
    url: documentUrl(row.id),
    fileName: row.fileName,
    size: row.fileSize,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The fields an audit entry compares. */
const AUDITED_FIELDS = ["title", "category", "date", "status", "fileName", "fileSize", "version"] as const;

export function createDocumentsService(db: Db, storage: Storage, services: Pick<Services, "audit">) {
  const cache = createTtlCache(CONTENT_CACHE_MS);

  async function findRow(id: string): Promise<DocumentRow> {
    const [row] = isUuid(id) ? await db.select().from(documents).where(eq(documents.id, id)) : [];
    if (!row) throw notFound("Document not found");
    return row;
  }

  /** Checks the upload is a PDF and stores it under a key named by document, version and content. */
  async function storeFile(documentId: string, version: number, file: UploadedPdf) {
    await assertPdf(file.bytes);
    const hash = createHash("sha256").update(file.bytes).digest("hex").slice(0, 16);
    const key = `documents/${documentId}/v${version}-${hash}.pdf`;
    await storage.put(key, Buffer.from(file.bytes), "application/pdf");
    return { key, fileName: safeFileName(file.name), size: file.bytes.byteLength };
  }

  async function page(where: SQL | undefined, order: SQL[], query: ListQuery) {
    const { rows, pagination } = await contentPage(db, documents, where, order, query);
    return { documents: rows.map(toRecord), pagination };
  }

  const newestFirst = [desc(documents.date), desc(documents.createdAt), asc(documents.id)];

  async function create(actor: Actor, values: DocumentValues, file: UploadedPdf) {
    const id = crypto.randomUUID();
    const stored = await storeFile(id, 1, file);
    try {
      const row = await db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(documents)
          .values({
            id,
            ...values,
            fileKey: stored.key,
            fileName: stored.fileName,
            fileSize: stored.size,
            version: 1,
          })
          .returning();
        await tx.insert(documentVersions).values({
          documentId: id,
          version: 1,
          fileKey: stored.key,
          fileName: stored.fileName,
          fileSize: stored.size,
        });
        await services.audit.record(tx, actor, {
          action: "document.create",
          entity: "document",
          entityId: id,
          changes: diffChanges(null, inserted!, AUDITED_FIELDS),
        });
        return inserted!;
      });
      cache.clear();
      return toRecord(row);
    } catch (error) {
      await storage.remove(stored.key);
      throw error;
    }
  }

  return {
    /** Staff: every document, newest first, with search, category and status filters. */
    list(query: ListQuery) {
      return page(
        and(
          query.category ? eq(documents.category, query.category) : undefined,
          query.status ? eq(documents.status, query.status) : undefined,
          query.search ? ilike(documents.title, containsPattern(query.search)) : undefined,
        ),
        newestFirst,
        query,
      );
    },

    /** Visitors: published documents only. */
    listPublic(query: ListQuery) {
      return page(
        and(
          eq(documents.status, "published"),
          query.category ? eq(documents.category, query.category) : undefined,
        ),
        newestFirst,
        query,
      );
    },

    /** Staff: one document with every version of its file. */
    async get(id: string): Promise<DocumentWithVersions> {
      const row = await findRow(id);
      const versions = await db
        .select()
        .from(documentVersions)
        .where(eq(documentVersions.documentId, row.id))
        .orderBy(desc(documentVersions.version));
      return {
        ...toRecord(row),
        versions: versions.map((version) => ({
          version: version.version,
          fileName: version.fileName,
          size: version.fileSize,
          fileUrl: storage.url(version.fileKey),
          uploadedAt: version.createdAt.toISOString(),
        })),
      };
    },

    /**
     * The ids of every published document (cached, and cleared by every document write): public pages drop
     * links to attached documents that were unpublished or deleted since.
     */
    publishedIds(): Promise<Set<string>> {
      return cache.get("published-ids", async () => {
        const rows = await db
          .select({ id: documents.id })
          .from(documents)
          .where(eq(documents.status, "published"));
        return new Set(rows.map((row) => row.id));
      });
    },

    /** The published ones of these documents, as links, in the order asked (the others left out). */
    async publishedLinks(ids: readonly string[]): Promise<DocumentLink[]> {
      const wanted = ids.filter(isUuid);
      if (wanted.length === 0) return [];
      const rows = await db
        .select()
        .from(documents)
        .where(and(inArray(documents.id, wanted), eq(documents.status, "published")));
      const byId = new Map(rows.map((row) => [row.id, row]));
      return wanted.flatMap((id) => {
        const row = byId.get(id);
        return row ? [{ _id: row.id, title: row.title, date: row.date, url: documentUrl(row.id) }] : [];
      });
    },

    /** Whether visitors can open this document (a notice may attach only such a one). */
    async isPublished(id: string): Promise<boolean> {
      if (!isUuid(id)) return false;
      const [row] = await db
        .select({ id: documents.id })
        .from(documents)
        .where(and(eq(documents.id, id), eq(documents.status, "published")));
      return Boolean(row);
    },

    async getPublic(id: string): Promise<DocumentRecord> {
      const row = await findRow(id);
      if (row.status !== "published") throw notFound("Document not found");
      return toRecord(row);
    },

    create,

    /**
     * Changes fields and/or replaces the file. A new file becomes the next version; the document's public
     * address stays the same and the earlier files stay listed.
     */
    async update(actor: Actor, id: string, patch: PatchValues, file?: UploadedPdf) {
      const current = await findRow(id);
      const merged = parseInput(documentInput, {
        title: current.title,
        category: current.category,
        date: current.date,
        status: current.status,
        ...Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined)),
      });
      const version = current.version + 1;
      const stored = file ? await storeFile(current.id, version, file) : undefined;
      try {
        const row = await db.transaction(async (tx) => {
          const [updated] = await tx
            .update(documents)
            .set({
              ...merged,
              ...(stored
                ? { fileKey: stored.key, fileName: stored.fileName, fileSize: stored.size, version }
                : {}),
              updatedAt: new Date(),
            })
            .where(eq(documents.id, current.id))
            .returning();
          if (stored) {
            await tx.insert(documentVersions).values({
              documentId: current.id,
              version,
              fileKey: stored.key,
              fileName: stored.fileName,
              fileSize: stored.size,
            });
          }
          if (!updated) throw notFound("Document not found");
          await services.audit.record(tx, actor, {
            action: stored ? "document.replace" : "document.update",
            entity: "document",
            entityId: current.id,
            changes: diffChanges(current, updated, AUDITED_FIELDS),
          });
          return updated;
        });
        cache.clear();
        return toRecord(row);
      } catch (error) {
        if (stored) await storage.remove(stored.key);
        throw error;
      }
    },

    /** Deletes the document, its versions and their files. */
    async remove(actor: Actor, id: string) {
      const row = await findRow(id);
      const versions = await db
        .select({ fileKey: documentVersions.fileKey })
        .from(documentVersions)
        .where(eq(documentVersions.documentId, row.id));
      await db.transaction(async (tx) => {
        const [deleted] = await tx.delete(documents).where(eq(documents.id, row.id)).returning();
        if (!deleted) throw notFound("Document not found");
        await services.audit.record(tx, actor, {
          action: "document.delete",
          entity: "document",
          entityId: deleted.id,
          changes: diffChanges(deleted, null, AUDITED_FIELDS),
        });
      });
      cache.clear();
      await Promise.all(versions.map((version) => storage.remove(version.fileKey)));
    },

    /**
     * The file a document's address serves: its current version, whether it is published (visitors get only
     * those) and when it last changed (cached like the pages, cleared by every document write). Null when there
     * is no such document.
     */
    async currentFile(id: string): Promise<CurrentFile | null> {
      if (!isUuid(id)) return null;
      const row = await cache.get(`file:${id}`, async () => {
        const [found] = await db.select().from(documents).where(eq(documents.id, id));
        return found ?? null;
      });
      if (!row) return null;
      return {
        key: row.fileKey,
        published: row.status === "published",
        title: row.title,
        version: row.version,
        updatedAt: row.updatedAt,
      };
    },

    /**
     * A public page's list: the published documents of a category, newest first (cached; ADR 011). With
     * `includeDrafts` (a staff preview, never cached) the drafts too, in their place and marked `draft`.
     */
    byCategory(
      category: DocumentCategory,
      options: { includeDrafts?: boolean } = {},
    ): Promise<DocumentLink[]> {
      const read = async () => {
        const rows = await db
          .select()
          .from(documents)
          .where(
            and(
              options.includeDrafts ? undefined : eq(documents.status, "published"),
              eq(documents.category, category),
            ),
          )
          // Oldest first, in upload order within a date: year-by-year lists read 2019-20, 2020-21, …
          .orderBy(asc(documents.date), asc(documents.createdAt), asc(documents.id))
          .limit(500);
        return rows.map((row): DocumentLink => {
          const link = { _id: row.id, title: row.title, date: row.date, url: documentUrl(row.id) };
          return row.status === "published" ? link : { ...link, draft: true };
        });
      };
      return options.includeDrafts ? read() : cache.get(`category:${category}`, read);
    },

    /** SAMPLE_DATA: the placeholder PDFs as a fresh installation's documents, when there are none. */
    async seedSamples(
      samples: { title: string; category: DocumentCategory; date: string; file: UploadedPdf }[],
    ) {
      const [any] = await db.select({ id: documents.id }).from(documents).limit(1);
      if (any) return;
      // Trusted files from the repository: stored and inserted in one go (a start-up must stay quick), with
      // one audit entry for the batch.
      const rows = await Promise.all(
        samples.map(async (sample) => {
          const id = crypto.randomUUID();
          const hash = createHash("sha256").update(sample.file.bytes).digest("hex").slice(0, 16);
          const key = `documents/${id}/v1-${hash}.pdf`;
          await storage.put(key, Buffer.from(sample.file.bytes), "application/pdf");
          return { id, sample, key };
        }),
      );
      const base = Date.now();
      await db.transaction(async (tx) => {
        await tx.insert(documents).values(
          rows.map(({ id, sample, key }, index) => ({
            id,
            title: sample.title,
            category: sample.category,
            date: sample.date,
            status: "published",
            fileKey: key,
            fileName: sample.file.name,
            fileSize: sample.file.bytes.byteLength,
            // Upload order decides the order within a date.
            createdAt: new Date(base + index),
            updatedAt: new Date(base + index),
          })),
        );
        await tx.insert(documentVersions).values(
          rows.map(({ id, sample, key }) => ({
            documentId: id,
            version: 1,
            fileKey: key,
            fileName: sample.file.name,
            fileSize: sample.file.bytes.byteLength,
          })),
        );
        await services.audit.record(tx, systemActor, {
          action: "document.seed",
          entity: "document",
          details: { count: rows.length },
        });
      });
      cache.clear();
    },
  };
}

export type DocumentsService = ReturnType<typeof createDocumentsService>;

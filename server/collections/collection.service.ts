import { collegeDate } from "../../contract/college-time";
import { randomUUID } from "node:crypto";
import { and, asc, count, desc, eq, ilike, isNotNull, like, max, or, sql, type SQL } from "drizzle-orm";
import {
  collectionContract,
  type AnyCollection,
  type CollectionStatus,
  type FieldSpec,
  type FieldSpecs,
  type RecordMeta,
  type RevisionSummary,
  type UploadedImage,
  UPLOAD_WIDTHS,
} from "../../contract/collections/collection";
import type { AuditEntity } from "../../contract/audit";
import type { Language } from "../../contract/language";

import type { Permission } from "../../contract/permissions";
import type { Actor } from "../actor";
import { diffChanges } from "../audit/audit.service";
import type { Db, Tx } from "../db/client";
import { conflict, invalid, notFound } from "../errors";
import { encodeWidths, type EncodedWidths } from "../lib/image";
import { isUniqueViolation } from "../lib/db-errors";
import { containsPattern } from "../lib/like";
import { contentPage } from "../lib/content-page";
import { CONTENT_CACHE_MS, createTtlCache } from "../lib/ttl-cache";
import { renderMarkdown } from "../lib/markdown";
import { slugify } from "../lib/slug";
import { parseInput } from "../lib/validate";
import { isUuid } from "../lib/uuid";
import type { Services } from "../module";
import type { Storage } from "../storage/storage";
import {
  collectionRecords,
  collectionRevisions,
  collectionSeeds,
  type CollectionRecordRow,
  type RecordData,
} from "./collections.schema";

type Values = Record<string, unknown> & { status: CollectionStatus };
/** What a module adds to a write of its collection (documents: the file's version row, the audit action). */
export interface WriteOptions {
  /** A new record's id (default: a new UUID): a module that stores files under it first. */
  id?: string;
  /** The audit action's verb (default create / update). */
  action?: string;
  details?: Record<string, unknown>;
  /** Runs in the write's transaction, after the record is saved. */
  within?: (tx: Tx, row: CollectionRecordRow) => Promise<void>;
  /** The caller's transaction: the write commits or rolls back with the caller's other writes. */
  tx?: Tx;
}
/** A record's saved or published version, as a column. */
type Version = typeof collectionRecords.data | typeof collectionRecords.published;
export type StaffRecordOut = Record<string, unknown> & RecordMeta;
export type PublicRecordOut = Record<string, unknown> & { _id: string; updatedAt: string };
/**
 * A record as a public page gets it, in the page's language: its Markdown fields also rendered (sanitised), the
 * paths of the localized fields shown in English for want of a Hindi text, and whether it is a draft (previews only).
 */
export type PageRecordOut = PublicRecordOut & {
  html: Record<string, string>;
  fallbacks: string[];
  draft: boolean;
};
/** What a public page's read asks for: a signed-in editor's preview (saved versions), the page's language. */
export interface PageOptions {
  preview?: boolean;
  language?: Language;
}
interface ListQuery {
  page: number;
  limit: number;
  search?: string;
  status?: CollectionStatus | "closed";
  /** Visitors: localized texts in this language, with the fields that fell back to English (default: English alone). */
  language?: Language;
  /** The declaration's `filters`, by field name. */
  [filter: string]: unknown;
}

/** An upload field's stored value: where its files are (`${key}-${width}.webp`), their sizes, its alt text. */
interface StoredUpload {
  key: string;
  widths: number[];
  width: number;
  height: number;
  alt: string;
}
/** Who may read an uploaded file now: anyone, or staff holding a permission (the module makes it /media's). */
export type FileReaders = { public: true } | { public: false; permission: Permission };

/** Files of the request, checked and encoded, by upload field. */
export type PreparedUploads = Record<string, EncodedWidths>;

const uploadFileKey = (key: string, width: number) => `${key}-${width}.webp`;
const isStoredUpload = (value: unknown): value is StoredUpload =>
  typeof value === "object" && value !== null && typeof (value as StoredUpload).key === "string";

const emptyValue = (spec: FieldSpec) => (spec.type === "list" ? [] : spec.type === "boolean" ? false : null);

/** A localized text as stored: `{ en, hi }`; a plain string (stored before the field was localized) is English. */
function localText(value: unknown): { en: string; hi: string | null } | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "string") return { en: value, hi: null };
  const { en, hi } = value as { en?: unknown; hi?: unknown };
  return { en: typeof en === "string" ? en : "", hi: typeof hi === "string" && hi.trim() ? hi : null };
}

const isLocalized = (spec: FieldSpec) => (spec.type === "text" || spec.type === "longText") && spec.localized;

/**
 * Stored data with every declared field present (a field added to a declaration later reads as empty), and
 * each localized text as `{ en, hi }` (one stored as a plain string before it was localized reads as English).
 */
function complete(fields: FieldSpecs, data: RecordData): RecordData {
  return Object.fromEntries(
    Object.entries(fields).map(([name, spec]) => {
      const value = data[name] ?? emptyValue(spec);
      if (spec.type === "list") return [name, (value as RecordData[]).map((item) => complete(spec.of, item))];
      return [name, isLocalized(spec) ? localText(value) : value];
    }),
  );
}

/**
 * What visitors may see of stored data in a language: private fields left out, each localized text as a string
 * in that language; where a Hindi text is empty, the English one, its path (`title`, `figures.0.label`) added to
 * `fallbacks`.
 */
function publicValues(
  fields: FieldSpecs,
  data: RecordData,
  language: Language = "en",
  fallbacks: string[] = [],
  prefix = "",
): RecordData {
  const out: RecordData = {};
  /** Each field that has a Hindi companion (`hindiOf`), and the companion's name. */
  const hindiFieldOf = new Map(
    Object.entries(fields).flatMap(([name, spec]) =>
      "hindiOf" in spec && spec.hindiOf ? [[spec.hindiOf, name] as const] : [],
    ),
  );
  for (const [name, spec] of Object.entries(fields)) {
    if (spec.private) continue;
    const value = data[name] ?? emptyValue(spec);
    const companion = hindiFieldOf.get(name);
    if (spec.type === "list") {
      out[name] = (value as RecordData[]).map((item, index) =>
        publicValues(spec.of, item, language, fallbacks, `${prefix}${name}.${index}.`),
      );
    } else if (isLocalized(spec) || companion) {
      const text = companion
        ? localText(value === null ? null : { en: value, hi: data[companion] })
        : localText(value);
      if (text && language === "hi" && !text.hi && text.en) fallbacks.push(`${prefix}${name}`);
      out[name] = text === null ? null : language === "hi" ? (text.hi ?? text.en) : text.en;
    } else out[name] = value;
  }
  return out;
}

/** A record's fields in a language, and the paths of those that fell back to English. */
function inLanguage(fields: FieldSpecs, data: RecordData, language: Language) {
  const fallbacks: string[] = [];
  const values = publicValues(fields, data, language, fallbacks);
  return { values, fallbacks };
}

const textOf = (value: unknown): string =>
  value === null || value === undefined
    ? ""
    : typeof value === "object"
      ? Object.values(value as object)
          .map(textOf)
          .join(" ")
      : String(value);

/** A localized text's English (an address or an order is made from it); any other value as it is. */
const englishOf = (value: unknown): unknown =>
  typeof value === "object" && value !== null && "en" in value ? (value as { en: unknown }).en : value;

/** Ids the record's document and reference fields (lists included) name, by what they name. */
function referencedIds(
  fields: FieldSpecs,
  data: RecordData,
  found: { field: string; id: string; to: string }[] = [],
  prefix = "",
) {
  for (const [name, spec] of Object.entries(fields)) {
    const value = data[name];
    if (spec.type === "list") {
      (value as RecordData[] | null)?.forEach((item, index) =>
        referencedIds(spec.of, item, found, `${prefix}${name}.${index}.`),
      );
    } else if ((spec.type === "document" || spec.type === "reference") && typeof value === "string") {
      found.push({
        field: `${prefix}${name}`,
        id: value,
        to: spec.type === "document" ? "documents" : spec.to,
      });
    }
  }
  return found;
}

const markdownFields = (fields: FieldSpecs) =>
  Object.entries(fields).filter(([, spec]) => spec.type === "longText" && spec.markdown && !spec.private);

/**
 * The service of one collection, derived from its declaration: staff and public reads, validated writes with
 * their audit entries in the same transaction, revisions at each publish and restore, the public cache.
 */
export function createCollectionService(
  declaration: AnyCollection,
  db: Db,
  services: Pick<Services, "audit" | "documents">,
  storage: Storage,
  clock: () => Date = () => new Date(),
) {
  const { fields } = declaration;
  const uploadFields = Object.entries(fields).filter(([, spec]) => spec.type === "upload");

  /** The files an upload field's stored values (in record data) name. */
  const fileKeysOf = (data: RecordData | null | undefined): string[] =>
    uploadFields.flatMap(([name]) => {
      const value = data?.[name];
      return isStoredUpload(value) ? value.widths.map((width) => uploadFileKey(value.key, width)) : [];
    });

  /** Stored upload values as the API answers them (addresses from the storage). */
  const presentUploads = (data: RecordData): RecordData => {
    if (!uploadFields.length) return data;
    const out = { ...data };
    for (const [name] of uploadFields) {
      const value = data[name];
      if (!isStoredUpload(value)) {
        out[name] = null;
        continue;
      }
      const images = value.widths.map((width) => ({
        width,
        url: storage.url(uploadFileKey(value.key, width)),
      }));
      out[name] = {
        alt: value.alt,
        url: images[images.length - 1]!.url,
        width: value.width,
        height: value.height,
        images,
      } satisfies UploadedImage;
    }
    return out;
  };
  const contract = collectionContract(declaration);
  const fieldNames = Object.keys(fields);
  const entity = declaration.audit.entity as AuditEntity;
  const auditPrefix = declaration.ownApi?.auditPrefix ?? entity;
  const one = declaration.labels.one;
  const One = one.charAt(0).toUpperCase() + one.slice(1);
  const cache = createTtlCache(CONTENT_CACHE_MS);
  const notFoundError = () => notFound(`${One} not found`);

  /**
   * The public Markdown fields rendered to sanitised HTML, in the values' language: a text that fell back to
   * English (`fallbacks`) has its blocks marked `lang="en"`.
   */
  const renderedMarkdown = (values: RecordData, fallbacks: readonly string[] = []) =>
    Object.fromEntries(
      markdownFields(fields).map(([name]) => {
        const value = values[name];
        const lang = fallbacks.includes(name) ? "en" : undefined;
        return [name, typeof value === "string" ? renderMarkdown(value, { lang }) : ""];
      }),
    );

  // ---- Closing by date (`closesAfter`), judged when read in India time ----
  const closing = declaration.closesAfter;
  /** A stored field's text in SQL (the name is the declaration's, never the caller's). */
  const fieldSql = (column: Version, name: string) => {
    if (!/^[A-Za-z0-9_]+$/.test(name)) throw new Error(`Not a field name: ${name}`);
    return sql`(${column} ->> ${sql.raw(`'${name}'`)})`;
  };
  const today = () => collegeDate(clock());
  const isClosed = (data: RecordData | null | undefined) =>
    closing !== undefined && typeof data?.[closing] === "string" && (data[closing] as string) < today();
  const closedOf = (data: RecordData | null | undefined) => (closing ? { closed: isClosed(data) } : {});
  const openIn = (column: Version) => (closing ? sql`${fieldSql(column, closing)} >= ${today()}` : undefined);
  const closedIn = (column: Version) =>
    closing ? sql`${fieldSql(column, closing)} < ${today()}` : undefined;
  /** The list query's filters by choice fields, on the given version. */
  const filtersIn = (column: Version, query: ListQuery) =>
    (declaration.filters ?? []).map((name) =>
      typeof query[name] === "string" && query[name] !== ""
        ? sql`${fieldSql(column, name)} = ${query[name]}`
        : undefined,
    );

  // ---- Scheduling (`schedule`): visible from one date-time, listed until another, judged when read ----
  const schedule = declaration.schedule;
  /** Visitors see the version from its `from` on (ISO instants compare as text). */
  const startedIn = (column: Version) =>
    schedule ? sql`${fieldSql(column, schedule.from)} <= ${clock().toISOString()}` : undefined;
  /** Not past its `until`: lists show it. */
  const unexpiredIn = (column: Version) =>
    schedule?.until
      ? or(
          sql`${fieldSql(column, schedule.until)} is null`,
          sql`${fieldSql(column, schedule.until)} > ${clock().toISOString()}`,
        )
      : undefined;
  const hasStarted = (data: RecordData) =>
    !schedule ||
    !(typeof data[schedule.from] === "string" && (data[schedule.from] as string) > clock().toISOString());

  /** With `slugFrom`: the record's address, as the output carries it. */
  const slugOf = (row: CollectionRecordRow) => (declaration.slugFrom ? { slug: row.slug ?? "" } : {});

  const toStaff = (row: CollectionRecordRow): StaffRecordOut => ({
    _id: row.id,
    ...slugOf(row),
    ...closedOf(row.data),
    ...presentUploads(complete(fields, row.data)),
    status: row.status as CollectionStatus,
    live: row.published !== null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    publishedAt: row.publishedAt?.toISOString() ?? null,
  });

  /** A visitor's view of a version: in English as the API has always answered, or in Hindi with its `fallbacks`. */
  const toPublic = (row: CollectionRecordRow, data: RecordData, language?: Language): PublicRecordOut => {
    const { values, fallbacks } = inLanguage(fields, data, language ?? "en");
    return {
      _id: row.id,
      updatedAt: (row.publishedAt ?? row.updatedAt).toISOString(),
      ...slugOf(row),
      ...closedOf(data),
      ...presentUploads(values),
      ...(language ? { fallbacks } : {}),
    };
  };

  function sortKeyOf(data: RecordData): string {
    const groupBy = declaration.ownApi?.groupBy;
    if (groupBy) {
      const group = fields[groupBy]!;
      const index = group.type === "choice" ? group.choices.indexOf(String(data[groupBy])) : 0;
      return `${String(index).padStart(4, "0")}:${orderKeyOf(data)}`;
    }
    return orderKeyOf(data);
  }

  function orderKeyOf(data: RecordData): string {
    if (!declaration.orderBy) return "";
    const spec = fields[declaration.orderBy]!;
    const value = data[declaration.orderBy];
    if (spec.type === "choice") return String(spec.choices.indexOf(String(value))).padStart(4, "0");
    if (spec.type === "number" && typeof value === "number")
      return (value + 1e9).toFixed(4).padStart(20, "0");
    return textOf(englishOf(value)).toLowerCase().slice(0, 200);
  }

  const columnsOf = (data: RecordData) => ({
    data,
    ...(declaration.slugFrom
      ? {}
      : { slug: declaration.slugField ? ((data[declaration.slugField] as string | null) ?? null) : null }),
    sortKey: sortKeyOf(data),
    searchText: declaration.searchFields
      .map((name) => textOf(data[name]))
      .join(" ")
      .toLowerCase(),
  });

  const order = declaration.orderBy
    ? [
        declaration.orderDescending ? desc(collectionRecords.sortKey) : asc(collectionRecords.sortKey),
        asc(collectionRecords.createdAt),
        asc(collectionRecords.id),
      ]
    : [desc(collectionRecords.createdAt), asc(collectionRecords.id)];
  /** What visitors read (of the given version): a closing collection's soonest closing first. */
  const publicOrder = (column: Version) =>
    closing
      ? [asc(fieldSql(column, closing)), asc(collectionRecords.createdAt), asc(collectionRecords.id)]
      : order;
  const mine = eq(collectionRecords.collection, declaration.name);

  async function findRow(id: string, executor: Pick<Db, "select"> = db): Promise<CollectionRecordRow> {
    const [row] = isUuid(id)
      ? await executor
          .select()
          .from(collectionRecords)
          .where(and(mine, eq(collectionRecords.id, id)))
      : [];
    if (!row) throw notFoundError();
    return row;
  }

  /** `slugFrom`: the field's slug, or the slug and the first free number when it is taken. */
  async function freeSlug(data: RecordData, executor: Pick<Db, "select"> = db): Promise<string | null> {
    if (!declaration.slugFrom) return null;
    const base = slugify(textOf(englishOf(data[declaration.slugFrom])));
    const taken = new Set(
      (
        await executor
          .select({ slug: collectionRecords.slug })
          .from(collectionRecords)
          .where(
            and(
              mine,
              or(
                eq(collectionRecords.slug, base),
                like(collectionRecords.slug, `${base.replace(/[\\%_]/g, "\\$&")}-%`),
              ),
            ),
          )
      ).map((row) => row.slug),
    );
    if (!taken.has(base)) return base;
    for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
  }

  const page = (where: SQL | undefined, query: ListQuery, by = order) =>
    contentPage(db, collectionRecords, and(mine, where), by, query);

  /**
   * Document fields must name a published document, reference fields a record of their collection; checked
   * only where they change (a document unpublished later does not block other edits).
   */
  async function assertReferences(data: RecordData, stored: RecordData | null) {
    const errors: { field: string; message: string }[] = [];
    const kept = new Set(stored ? referencedIds(fields, stored).map((ref) => `${ref.field}=${ref.id}`) : []);
    for (const ref of referencedIds(fields, data)) {
      if (kept.has(`${ref.field}=${ref.id}`)) continue;
      if (ref.to === "documents") {
        if (!(await services.documents.isPublished(ref.id))) {
          errors.push({ field: ref.field, message: `${ref.field} must be the id of a published document` });
        }
        continue;
      }
      const [found] = await db
        .select({ id: collectionRecords.id })
        .from(collectionRecords)
        .where(and(eq(collectionRecords.collection, ref.to), eq(collectionRecords.id, ref.id)));
      if (!found)
        errors.push({ field: ref.field, message: `${ref.field} must be the id of a record of ${ref.to}` });
    }
    if (errors.length) throw invalid(errors[0]!.message, errors);
  }

  async function assertRoom() {
    if (declaration.maxRecords === undefined) return;
    const [total] = await db.select({ n: count() }).from(collectionRecords).where(mine);
    if (total!.n >= declaration.maxRecords) {
      throw conflict(`There can be at most ${declaration.maxRecords} ${declaration.labels.many}`);
    }
  }

  const slugTaken = () => {
    const field = declaration.slugField!;
    const message = `Another ${one} already has this ${fields[field]!.label.toLowerCase()}`;
    return conflict(message, [{ field, message }]);
  };

  /** Runs a write; a clash on the slug's unique index is a 409 naming the field. */
  async function writing<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (declaration.slugField && isUniqueViolation(error)) throw slugTaken();
      throw error;
    }
  }

  const splitStatus = (values: Values) => {
    const { status, ...data } = values;
    return { status, data: complete(fields, data) };
  };

  /** Keeps a revision of what was just published, naming the fields that differ from the one before. */
  async function keepRevision(tx: Tx, actor: Actor, row: CollectionRecordRow) {
    const [last] = await tx
      .select()
      .from(collectionRevisions)
      .where(eq(collectionRevisions.recordId, row.id))
      .orderBy(desc(collectionRevisions.number))
      .limit(1);
    const changed = last ? Object.keys(diffChanges(last.data, row.data, fieldNames)) : fieldNames;
    await tx.insert(collectionRevisions).values({
      recordId: row.id,
      number: (last?.number ?? 0) + 1,
      data: row.data,
      fields: changed,
      actorEmail: actor.user?.email ?? null,
    });
  }

  const audited = (row: CollectionRecordRow | null): RecordData | null =>
    row ? { ...complete(fields, row.data), status: row.status } : null;
  const auditFields = [...fieldNames, "status"];

  /**
   * Gives each upload field its stored value: the file sent now (its alt text from the fields), else the file
   * `source` holds (the stored record, or the revision restored) with the alt text sent, else none. Returns the
   * files to store. Nothing is stored here: a refusal leaves storage as it was.
   */
  function attachUploads(id: string, data: RecordData, source: RecordData | null, uploads: PreparedUploads) {
    const toStore: { key: string; data: Buffer }[] = [];
    for (const [name, spec] of uploadFields) {
      const sent = data[name] as { alt: string } | null;
      const file = uploads[name];
      if (file) {
        if (!sent) {
          const message = `${spec.label}: alt text is required: say what the image shows`;
          throw invalid(message, [{ field: `${name}.alt`, message }]);
        }
        const key =
          declaration.ownApi?.uploadKey?.(id, file.hash) ??
          `collections/${declaration.name}/${id}/${file.hash}`;
        for (const each of file.files) toStore.push({ key: uploadFileKey(key, each.width), data: each.data });
        data[name] = {
          key,
          widths: file.files.map((each) => each.width),
          width: file.width,
          height: file.height,
          alt: sent.alt,
        } satisfies StoredUpload;
      } else if (sent) {
        const kept = source?.[name];
        if (!isStoredUpload(kept)) {
          const message = `${spec.label}: choose an image file`;
          throw invalid(message, [{ field: name, message }]);
        }
        data[name] = { ...kept, alt: sent.alt } satisfies StoredUpload;
      } else data[name] = null;
    }
    return toStore;
  }

  /** Removes the files `before` named that neither the record now nor any of its revisions names. */
  async function removeUnusedFiles(before: CollectionRecordRow | null, after: CollectionRecordRow | null) {
    if (!uploadFields.length || !before) return;
    const old = new Set([...fileKeysOf(before.data), ...fileKeysOf(before.published)]);
    if (!old.size) return;
    const revisions = after
      ? await db
          .select({ data: collectionRevisions.data })
          .from(collectionRevisions)
          .where(eq(collectionRevisions.recordId, after.id))
      : [];
    const kept = new Set([
      ...fileKeysOf(after?.data),
      ...fileKeysOf(after?.published),
      ...revisions.flatMap((revision) => fileKeysOf(revision.data)),
    ]);
    await removeFiles([...old].filter((key) => !kept.has(key)));
  }

  /** After a write is committed: a file that cannot be removed now stays as an orphan, the write still stands. */
  const removeFiles = (keys: readonly string[]) =>
    Promise.all(keys.map((key) => storage.remove(key).catch(() => undefined)));

  async function save(
    actor: Actor,
    before: CollectionRecordRow | null,
    values: Values,
    action: string,
    options: {
      details?: Record<string, unknown>;
      uploads?: PreparedUploads;
      source?: RecordData | null;
      within?: WriteOptions["within"];
      id?: string;
      tx?: Tx;
    } = {},
  ) {
    const { details, uploads = {} } = options;
    const { status, data } = splitStatus(values);
    const id = before?.id ?? options.id ?? randomUUID();
    if (options.tx && (uploadFields.length || referencedIds(fields, data).length))
      // Files and references are checked and stored outside the write's transaction (ADR 017).
      throw new Error(
        `${declaration.name}: a write inside the caller's transaction cannot store files or references`,
      );
    const toStore = attachUploads(id, data, options.source ?? before?.data ?? null, uploads);
    await assertReferences(data, before?.data ?? null);
    const now = new Date();
    const publish = status === "published";
    await Promise.all(toStore.map((file) => storage.put(file.key, file.data, "image/webp")));
    // A made address is made once, when the record is created.
    const madeSlug = before || !declaration.slugFrom ? {} : { slug: await freeSlug(data, options.tx) };
    const row = await writing(() =>
      (options.tx ?? db).transaction(async (tx) => {
        const columns = {
          ...columnsOf(data),
          ...madeSlug,
          status,
          updatedAt: now,
          ...(publish
            ? { published: data, publishedAt: now }
            : declaration.draftWithdraws
              ? { published: null, publishedAt: null }
              : {}),
        };
        const [saved] = before
          ? await tx
              .update(collectionRecords)
              .set(columns)
              .where(eq(collectionRecords.id, before.id))
              .returning()
          : await tx
              .insert(collectionRecords)
              .values({ ...columns, id, collection: declaration.name })
              .returning();
        if (!saved) throw notFoundError();
        if (publish) await keepRevision(tx, actor, saved);
        await services.audit.record(tx, actor, {
          action: `${auditPrefix}.${action}`,
          entity,
          entityId: saved.id,
          changes: diffChanges(audited(before), audited(saved), auditFields),
          details: details ?? null,
        });
        await options.within?.(tx, saved);
        return saved;
      }),
    ).catch(async (error: unknown) => {
      // Not saved: the files stored for it go too.
      await removeFiles(toStore.map((file) => file.key));
      throw error;
    });
    cache.clear();
    await removeUnusedFiles(before, row);
    return toStaff(row);
  }

  /** Inserts records as published by the system, each with its first revision. */
  async function insertPublished(tx: Tx, records: Record<string, unknown>[]) {
    const system = { user: null, ip: null, requestId: null } satisfies Actor;
    // Records inserted together keep their order (a list ordered by creation within a date).
    const base = Date.now();
    for (const [index, record] of records.entries()) {
      const { data } = splitStatus(parseInput(contract.input, { ...record, status: "published" }) as Values);
      const [row] = await tx
        .insert(collectionRecords)
        .values({
          ...columnsOf(data),
          ...(declaration.slugFrom ? { slug: await freeSlug(data, tx) } : {}),
          collection: declaration.name,
          status: "published",
          published: data,
          publishedAt: new Date(),
          createdAt: new Date(base + index),
        })
        .returning();
      await keepRevision(tx, system, row!);
    }
  }

  /**
   * A one-record collection (the home page) whose declaration gained a field after its record was stored: the
   * field takes its starting value in the saved and the published version, so an install seeded before it looks
   * as a new one does. Only fields the stored record never had (a key staff cleared is kept as they left it).
   */
  async function backfillNewFields(seedRecord: Record<string, unknown>) {
    const [row] = await db.select().from(collectionRecords).where(mine).limit(1);
    if (!row) return;
    const { data: starting } = splitStatus(
      parseInput(contract.input, { ...seedRecord, status: "published" }) as Values,
    );
    const missing = (version: RecordData) => Object.keys(starting).filter((key) => !(key in version));
    const added = (version: RecordData) =>
      Object.fromEntries(missing(version).map((key) => [key, starting[key]]));
    if (!missing(row.data).length && !(row.published && missing(row.published).length)) return;
    const data = { ...row.data, ...added(row.data) };
    await db
      .update(collectionRecords)
      .set({
        ...columnsOf(data),
        ...(row.published ? { published: { ...row.published, ...added(row.published) } } : {}),
      })
      .where(eq(collectionRecords.id, row.id));
    cache.clear();
  }

  const service = {
    declaration,
    contract,
    /** The stored columns of a record's data, and the public cache's reset (a collection with its own API writing records itself). */
    columnsOf,
    forget: () => cache.clear(),

    /** Staff: every record (drafts too), in the collection's order, with search and status. */
    async list(query: ListQuery) {
      const published = eq(collectionRecords.status, "published");
      const byStatus = {
        draft: eq(collectionRecords.status, "draft"),
        published: and(published, openIn(collectionRecords.data)),
        closed: and(published, closedIn(collectionRecords.data)),
      };
      const where = and(
        query.status ? byStatus[query.status] : undefined,
        ...filtersIn(collectionRecords.data, query),
        query.search
          ? ilike(collectionRecords.searchText, containsPattern(query.search.toLowerCase()))
          : undefined,
      );
      const { rows, pagination } = await page(where, query);
      return { [declaration.plural]: rows.map(toStaff), pagination };
    },

    /** Visitors: the published version of every record that has one (and is not closed). */
    async listPublic(query: ListQuery) {
      const published = collectionRecords.published;
      const where = and(
        isNotNull(collectionRecords.published),
        openIn(published),
        startedIn(published),
        unexpiredIn(published),
        ...filtersIn(published, query),
        query.search
          ? ilike(collectionRecords.searchText, containsPattern(query.search.toLowerCase()))
          : undefined,
      );
      const { rows, pagination } = await page(where, query, publicOrder(published));
      return {
        [declaration.plural]: rows.map((row) => toPublic(row, row.published!, query.language)),
        pagination,
      };
    },

    async get(id: string) {
      return toStaff(await findRow(id));
    },

    /** A visitor's read of one record, by id or slug: its published version (404 if none), in a language if asked. */
    async getPublic(idOrSlug: string, language?: Language) {
      const [row] = await db
        .select()
        .from(collectionRecords)
        .where(
          and(
            mine,
            isNotNull(collectionRecords.published),
            openIn(collectionRecords.published),
            // A scheduled record is not there yet; one past its `until` stays readable here.
            startedIn(collectionRecords.published),
            isUuid(idOrSlug) ? eq(collectionRecords.id, idOrSlug) : eq(collectionRecords.slug, idOrSlug),
          ),
        );
      if (!row) throw notFoundError();
      return toPublic(row, row.published!, language);
    },

    /**
     * Checks and encodes the request's files (400 naming the field for one that is not an image, or for a
     * part no upload field of this collection takes). Nothing is stored yet.
     */
    async prepareUploads(files: Record<string, Uint8Array>): Promise<PreparedUploads> {
      const prepared: PreparedUploads = {};
      for (const [name, bytes] of Object.entries(files)) {
        const spec = fields[name];
        if (spec?.type !== "upload") {
          const message = `${name} is not an image field of ${declaration.labels.many}`;
          throw invalid(message, [{ field: name, message }]);
        }
        prepared[name] = await encodeWidths(bytes, spec.widths ?? UPLOAD_WIDTHS, {
          field: name,
          message: `${spec.label} must be an image file (JPEG, PNG, WebP, GIF or AVIF)`,
        });
      }
      return prepared;
    },

    async create(actor: Actor, values: Values, uploads: PreparedUploads = {}, write: WriteOptions = {}) {
      await assertRoom();
      return save(actor, null, values, write.action ?? "create", { uploads, ...write });
    },

    /** Applies the fields sent; the merged record is validated as a whole. */
    async update(
      actor: Actor,
      id: string,
      patch: Partial<Values>,
      uploads: PreparedUploads = {},
      write: WriteOptions = {},
    ) {
      const before = await findRow(id, write.tx);
      const sent = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
      const merged = parseInput(contract.input, {
        ...complete(fields, before.data),
        status: before.status,
        ...sent,
      });
      return save(actor, before, merged as Values, write.action ?? "update", { uploads, ...write });
    },

    async remove(actor: Actor, id: string) {
      const revisionFiles = isUuid(id)
        ? (
            await db
              .select({ data: collectionRevisions.data })
              .from(collectionRevisions)
              .where(eq(collectionRevisions.recordId, id))
          ).flatMap((revision) => fileKeysOf(revision.data))
        : [];
      const deletedRow = await db.transaction(async (tx) => {
        const [deleted] = isUuid(id)
          ? await tx
              .delete(collectionRecords)
              .where(and(mine, eq(collectionRecords.id, id)))
              .returning()
          : [];
        if (!deleted) throw notFoundError();
        await services.audit.record(tx, actor, {
          action: `${auditPrefix}.delete`,
          entity,
          entityId: deleted.id,
          changes: diffChanges(audited(deleted), null, auditFields),
        });
        return deleted;
      });
      cache.clear();
      const files = new Set([
        ...fileKeysOf(deletedRow.data),
        ...fileKeysOf(deletedRow.published),
        ...revisionFiles,
      ]);
      await removeFiles([...files]);
    },

    /**
     * Who may read an uploaded file of this collection's record (/media): anyone while the record's published
     * version shows it (a collection read by permission: that permission), staff who may write while only a
     * draft or a revision holds it; null when nothing does.
     */
    async fileAccess(recordId: string, key: string): Promise<FileReaders | null> {
      if (!uploadFields.length || !isUuid(recordId)) return null;
      const [row] = await db
        .select()
        .from(collectionRecords)
        .where(and(mine, eq(collectionRecords.id, recordId)));
      if (!row) return null;
      if (fileKeysOf(row.published).includes(key)) {
        return declaration.access.read === "public"
          ? { public: true }
          : { public: false, permission: declaration.access.read };
      }
      const revisions = await db
        .select({ data: collectionRevisions.data })
        .from(collectionRevisions)
        .where(eq(collectionRevisions.recordId, row.id));
      const staffOnly = [row.data, ...revisions.map((revision) => revision.data)].some((data) =>
        fileKeysOf(data).includes(key),
      );
      return staffOnly ? { public: false, permission: declaration.access.write } : null;
    },

    /** A record's published versions, newest first: who published, when, which fields changed. */
    async revisions(id: string): Promise<RevisionSummary[]> {
      const row = await findRow(id);
      const rows = await db
        .select()
        .from(collectionRevisions)
        .where(eq(collectionRevisions.recordId, row.id))
        .orderBy(desc(collectionRevisions.number));
      return rows.map((revision) => ({
        _id: revision.id,
        number: revision.number,
        at: revision.at.toISOString(),
        by: revision.actorEmail,
        fields: revision.fields,
      }));
    },

    /** Makes an earlier revision the record's saved version, as a draft: visitors keep the published one until it is published. */
    async restore(actor: Actor, id: string, revisionId: string) {
      const before = await findRow(id);
      const [revision] = isUuid(revisionId)
        ? await db
            .select()
            .from(collectionRevisions)
            .where(and(eq(collectionRevisions.recordId, before.id), eq(collectionRevisions.id, revisionId)))
        : [];
      if (!revision) throw notFound("Revision not found");
      // A grouped, ordered collection's (the gallery's) records are numbered 1..n in each group by their own
      // module: a restore brings the content back and leaves the record in its place (group and order).
      const { groupBy } = declaration.ownApi ?? {};
      const place =
        groupBy && declaration.orderBy
          ? { [groupBy]: before.data[groupBy], [declaration.orderBy]: before.data[declaration.orderBy] }
          : {};
      // Checked again: a field's rules may have changed since, and the record must stay valid.
      const values = parseInput(contract.input, {
        ...complete(fields, revision.data),
        ...place,
        status: "draft",
      });
      return save(actor, before, values as Values, "restore", {
        details: { revision: revision.number },
        source: revision.data,
      });
    },

    // ---- What public pages read (cached; ADR 011) ----

    /**
     * Every record as a public page shows it, in the collection's order. Visitors get published versions;
     * `preview` (a signed-in editor's `?preview`) gets each record's saved version, drafts marked.
     */
    async pageRecords(options: PageOptions = {}): Promise<PageRecordOut[]> {
      const language = options.language ?? "en";
      const pageRecord = (row: CollectionRecordRow, data: RecordData, draft: boolean): PageRecordOut => {
        const record = toPublic(row, data, language) as PublicRecordOut & { fallbacks: string[] };
        return {
          ...record,
          ...(draft ? { updatedAt: row.updatedAt.toISOString() } : {}),
          html: renderedMarkdown(record, record.fallbacks),
          draft,
        };
      };
      // A closing collection's closed records are on no page (judged on each read; the cache holds them all).
      if (options.preview) {
        const rows = await db
          .select()
          .from(collectionRecords)
          .where(mine)
          .orderBy(...publicOrder(collectionRecords.data));
        return rows
          .filter((row) => !isClosed(row.data))
          .map((row) => pageRecord(row, row.data, row.status === "draft"));
      }
      const published = collectionRecords.published;
      const all = await cache.get(`all:${language}`, async () => {
        const rows = await db
          .select()
          .from(collectionRecords)
          .where(and(mine, isNotNull(collectionRecords.published)))
          .orderBy(...publicOrder(published));
        return rows.map((row) => pageRecord(row, row.published!, false));
      });
      return closing || schedule ? all.filter((record) => !isClosed(record) && hasStarted(record)) : all;
    },

    /** One record by its slug as a public page shows it (null: none visible). */
    async pageRecord(slug: string, options: PageOptions = {}) {
      return (
        (await service.pageRecords(options)).find((record) => {
          const value = declaration.slugFrom
            ? record.slug
            : declaration.slugField
              ? record[declaration.slugField]
              : undefined;
          return value === slug;
        }) ?? null
      );
    },

    /**
     * The collection's starting records (today's site text), inserted once and published as revision 1; a
     * collection whose records staff deleted is not filled again. A collection with a slug field also remembers
     * each starting record by its slug, so a record added to the seeds later (a page that moved out of code)
     * reaches installs seeded before it, once, unless a record already has its slug.
     */
    async seed(records: Record<string, unknown>[]) {
      if (!records.length) return;
      const slugField = declaration.slugField;
      const markerOf = (record: Record<string, unknown>) =>
        `${declaration.name}#${String(record[slugField!])}`;
      const markers = new Set(
        (
          await db
            .select({ collection: collectionSeeds.collection })
            .from(collectionSeeds)
            .where(
              sql`${collectionSeeds.collection} = ${declaration.name} or ${collectionSeeds.collection} like ${`${declaration.name}#%`}`,
            )
        ).map((row) => row.collection),
      );
      const seeded = markers.has(declaration.name);
      if (seeded && declaration.maxRecords === 1) await backfillNewFields(records[0]!);
      if (seeded && (!slugField || records.every((record) => markers.has(markerOf(record))))) return;
      await db.transaction(async (tx) => {
        if (!seeded) {
          const inserted = await tx
            .insert(collectionSeeds)
            .values({ collection: declaration.name })
            .onConflictDoNothing()
            .returning();
          if (!inserted.length) return;
          if (slugField)
            await tx
              .insert(collectionSeeds)
              .values(records.map((record) => ({ collection: markerOf(record) })))
              .onConflictDoNothing();
          await insertPublished(tx, records);
          return;
        }
        for (const record of records) {
          if (markers.has(markerOf(record))) continue;
          const inserted = await tx
            .insert(collectionSeeds)
            .values({ collection: markerOf(record) })
            .onConflictDoNothing()
            .returning();
          if (!inserted.length) continue;
          const [taken] = await tx
            .select({ id: collectionRecords.id })
            .from(collectionRecords)
            .where(and(mine, eq(collectionRecords.slug, String(record[slugField!]))))
            .limit(1);
          if (!taken) await insertPublished(tx, [record]);
        }
      });
      cache.clear();
    },

    /** SAMPLE_DATA: a fresh installation's sample records (published), when the collection has none. */
    async seedSamples(records: Record<string, unknown>[]) {
      const [any] = await db
        .select({ id: collectionRecords.id })
        .from(collectionRecords)
        .where(mine)
        .limit(1);
      if (any || !records.length) return;
      await db.transaction((tx) => insertPublished(tx, records));
      cache.clear();
    },

    /** The newest change visitors can see (a page's "Last updated"). */
    async lastPublished(): Promise<Date | null> {
      const [row] = await db
        .select({ at: max(collectionRecords.publishedAt) })
        .from(collectionRecords)
        .where(and(mine, isNotNull(collectionRecords.published)));
      return row?.at ? new Date(row.at) : null;
    },
  };
  return service;
}

export type CollectionService = ReturnType<typeof createCollectionService>;

import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

/** A record's field values, validated by its collection's declaration before they are stored. */
export type RecordData = Record<string, unknown>;

/**
 * Every content collection's records in one table (ADR 017): `data` is the version staff last saved, `published`
 * the version visitors see (null: none). Saving as a draft leaves `published` as it was.
 */
export const collectionRecords = pgTable(
  "collection_records",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    collection: text("collection").notNull(),
    status: text("status").notNull().default("draft"),
    data: jsonb("data").$type<RecordData>().notNull(),
    published: jsonb("published").$type<RecordData>(),
    /** The declaration's slug field, for public addresses (unique in the collection). */
    slug: text("slug"),
    /** The declaration's order field, made sortable as text. */
    sortKey: text("sort_key").notNull().default(""),
    /** The declaration's search fields, lower-cased, for `search`. */
    searchText: text("search_text").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp("published_at", { withTimezone: true }),
  },
  (table) => [
    index("collection_records_list_idx").on(table.collection, table.sortKey, table.createdAt),
    uniqueIndex("collection_records_slug_idx")
      .on(table.collection, table.slug)
      .where(sql`${table.slug} is not null`),
    index("collection_records_search_idx").using("gin", table.searchText.op("gin_trgm_ops")),
  ],
);

export type CollectionRecordRow = typeof collectionRecords.$inferSelect;

/** A version of a record kept at each publish; history and restore read these. */
export const collectionRevisions = pgTable(
  "collection_revisions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    recordId: uuid("record_id")
      .notNull()
      .references(() => collectionRecords.id, { onDelete: "cascade" }),
    number: integer("number").notNull(),
    data: jsonb("data").$type<RecordData>().notNull(),
    /** Fields that differ from the revision before (all, for the first). */
    fields: jsonb("fields").$type<string[]>().notNull(),
    actorEmail: text("actor_email"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("collection_revisions_number_idx").on(table.recordId, table.number)],
);

export type CollectionRevisionRow = typeof collectionRevisions.$inferSelect;

/** Collections whose starting records were inserted (once: deleting them all does not bring them back). */
export const collectionSeeds = pgTable("collection_seeds", {
  collection: text("collection").primaryKey(),
  seededAt: timestamp("seeded_at", { withTimezone: true }).notNull().defaultNow(),
});

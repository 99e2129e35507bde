import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { collectionRecords } from "../collections/collections.schema";

/**
 * Every file a document has had (a document is a record of the documents collection, ADR 017); its record's
 * `file` names the current one.
 */
export const documentVersions = pgTable(
  "document_versions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    documentId: uuid("document_id")
      .notNull()
      .references(() => collectionRecords.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    fileKey: text("file_key").notNull(),
    fileName: text("file_name").notNull(),
    fileSize: integer("file_size").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("document_versions_document_idx").on(table.documentId, table.version.desc())],
);

export type DocumentVersionRow = typeof documentVersions.$inferSelect;

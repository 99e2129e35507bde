import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { collectionRecords } from "../collections/collections.schema";

/** Results of the university examinations (issue 21). Fields: `contract/exam-results.ts`. */
export const examResults = pgTable(
  "exam_results",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    exam: text("exam").notNull(),
    /** YYYY-MM. */
    held: text("held").notNull(),
    appeared: integer("appeared").notNull(),
    passed: integer("passed").notNull(),
    /** A document: a record of the documents collection (ADR 017). */
    documentId: uuid("document_id").references(() => collectionRecords.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("exam_results_held_idx").on(table.held)],
);

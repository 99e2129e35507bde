import { sql } from "drizzle-orm";
import { jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { timestamps } from "../db/columns";

/** The admissions office's reply templates for WhatsApp and SMS (issue 25, ADR 021). Fields: `contract/message-templates.ts`. */
export const messageTemplates = pgTable(
  "message_templates",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    body: text("body").notNull(),
    /** Published documents whose links the message carries, in the order chosen. */
    documentIds: jsonb("document_ids").$type<string[]>().notNull().default([]),
    ...timestamps,
  },
  // The picker on an enquiry lists templates by name: two of one name would be indistinguishable.
  (table) => [uniqueIndex("message_templates_name_idx").on(sql`lower(${table.name})`)],
);

import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * The audit trail: append-only. A trigger (migration 0001) refuses UPDATE, DELETE and TRUNCATE, so not
 * even the app's own database user can rewrite it. No foreign key to users: entries outlive accounts.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid("actor_id"),
    actorEmail: text("actor_email"),
    actorRole: text("actor_role"),
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entityId: text("entity_id"),
    changes: jsonb("changes").$type<Record<string, { from: unknown; to: unknown }>>(),
    details: jsonb("details").$type<Record<string, unknown>>(),
    ip: text("ip"),
    requestId: text("request_id"),
  },
  (table) => [
    index("audit_log_at_idx").on(table.at.desc()),
    index("audit_log_entity_idx").on(table.entity, table.entityId, table.at.desc()),
    index("audit_log_actor_idx").on(table.actorId, table.at.desc()),
    index("audit_log_action_idx").on(table.action, table.at.desc()),
  ],
);

export type AuditRow = typeof auditLog.$inferSelect;

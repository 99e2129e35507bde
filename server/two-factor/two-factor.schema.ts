import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { timestamps } from "../db/columns";
import { users } from "../users/users.schema";

/**
 * A user's authenticator key, `secret` encrypted (`v1:…`, server/lib/secret-box.ts). `enabledAt` null: set up but not yet confirmed with a code (the key is
 * replaced by the next setup). `lastStep`: the newest time step used, so a code cannot be replayed.
 * `failedAttempts` since `failedSince` drive the code rate limit (kept here so it holds across instances).
 */
export const twoFactorCredentials = pgTable("two_factor_credentials", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  secret: text("secret").notNull(),
  enabledAt: timestamp("enabled_at", { withTimezone: true }),
  lastStep: integer("last_step"),
  failedAttempts: integer("failed_attempts").notNull().default(0),
  failedSince: timestamp("failed_since", { withTimezone: true }),
  ...timestamps,
});

/** Single-use recovery codes, SHA-256 hashed. */
export const recoveryCodes = pgTable(
  "recovery_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("recovery_codes_user_code_idx").on(table.userId, table.codeHash)],
);

/**
 * The second step of a sign-in: issued after the right password, redeemed with a code within 5 minutes.
 * `failedCodes`: wrong codes tried with this ticket; a few spend it (`usedAt`), so the password step
 * must be passed again.
 */
export const loginTickets = pgTable(
  "login_tickets",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    persistent: boolean("persistent").notNull().default(false),
    failedCodes: integer("failed_codes").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("login_tickets_user_idx").on(table.userId)],
);

/**
 * Account-security settings of the whole back-office: one row (id 1). `totpKeyCheck`: the fingerprint of the
 * key the authenticator secrets are encrypted with, so an instance started with another key stops at once.
 */
export const securitySettings = pgTable("security_settings", {
  id: integer("id").primaryKey().default(1),
  requireTwoFactor: boolean("require_two_factor").notNull().default(false),
  totpKeyCheck: text("totp_key_check"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

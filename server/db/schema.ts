import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    role: text("role").notNull().default("admin"),
    profileImage: text("profile_image"),
    ...timestamps,
  },
  (table) => [uniqueIndex("users_email_lower_idx").on(sql`lower(${table.email})`)],
);

export const sessions = pgTable(
  "sessions",
  {
    // SHA-256 of the token: a leaked table does not leak usable credentials.
    tokenHash: text("token_hash").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    persistent: boolean("persistent").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (table) => [index("sessions_user_idx").on(table.userId)],
);

export const passwordResets = pgTable(
  "password_resets",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("password_resets_user_idx").on(table.userId)],
);

export const faculty = pgTable(
  "faculty",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    designation: text("designation").notNull(),
    qualification: text("qualification").notNull(),
    regNo: text("reg_no").notNull(),
    medicalCouncil: text("medical_council"),
    department: text("department"),
    leadershipRole: text("leadership_role"),
    experience: text("experience"),
    experienceYears: integer("experience_years"),
    aebasId: text("aebas_id"),
    email: text("email"),
    phone: text("phone"),
    joiningDate: date("joining_date", { mode: "string" }),
    specialization: text("specialization"),
    photoKey: text("photo_key"),
    ...timestamps,
  },
  (table) => [
    uniqueIndex("faculty_reg_no_idx").on(table.regNo),
    index("faculty_created_at_idx").on(table.createdAt.desc(), table.id),
    index("faculty_department_idx").on(table.department, table.createdAt.desc()),
    // One trigram index over the searched columns serves `search` (ILIKE '%term%').
    index("faculty_search_idx").using(
      "gin",
      sql`(${table.name} || ' ' || ${table.qualification} || ' ' || ${table.designation} || ' ' || coalesce(${table.department}, '')) gin_trgm_ops`,
    ),
  ],
);

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    category: text("category").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    status: text("status").notNull().default("new"),
    ...timestamps,
  },
  (table) => [
    index("contact_messages_created_at_idx").on(table.createdAt.desc()),
    index("contact_messages_category_idx").on(table.category, table.createdAt.desc()),
  ],
);

export const enquiries = pgTable(
  "enquiries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    course: text("course").notNull(),
    // Kept exactly as sent; the numeric reading (null when not a number) drives sorting.
    neetScore: text("neet_score").notNull(),
    neetScoreValue: numeric("neet_score_value", { mode: "number" }),
    message: text("message").notNull().default(""),
    ...timestamps,
  },
  (table) => [
    index("enquiries_created_at_idx").on(table.createdAt.desc()),
    index("enquiries_neet_idx").on(table.neetScoreValue),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type FacultyRow = typeof faculty.$inferSelect;
export type ContactMessageRow = typeof contactMessages.$inferSelect;
export type EnquiryRow = typeof enquiries.$inferSelect;

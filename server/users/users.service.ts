import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { User } from "../../contract/auth";
import type { Role } from "../../contract/permissions";
import type { Db, Executor } from "../db/client";
import { invitations, users, type UserRow } from "./users.schema";
import { notFound } from "../errors";
import { isUuid } from "../lib/uuid";
import { hashPassword, verifyPassword } from "../lib/passwords";

export const toUserDto = (row: UserRow): User => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  profile_image: row.profileImage,
  role: row.role,
  createdAt: row.createdAt.toISOString(),
});

export function createUsersService(db: Db) {
  return {
    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`);
      return row;
    },

    async findById(id: string): Promise<UserRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },

    async getUser(id: string): Promise<User> {
      const row = await this.findById(id);
      if (!row) throw notFound("User not found");
      return toUserDto(row);
    },

    /** Every active account holding a role (reminders go to them), by name. */
    async withRole(role: Role): Promise<{ id: string; name: string; email: string }[]> {
      return db
        .select({ id: users.id, name: users.name, email: users.email })
        .from(users)
        .where(and(eq(users.role, role), eq(users.active, true)))
        .orderBy(users.name);
    },

    /** The names of these accounts (the audit trail names people by them), by id. */
    async namesOf(ids: string[]): Promise<Map<string, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: users.id, name: users.name })
        .from(users)
        .where(inArray(users.id, ids));
      return new Map(rows.map((row) => [row.id, row.name]));
    },

    /** Every active account, by name (who a rule for all staff reaches). */
    async active(): Promise<{ id: string; name: string; email: string }[]> {
      return db
        .select({ id: users.id, name: users.name, email: users.email })
        .from(users)
        .where(eq(users.active, true))
        .orderBy(users.name);
    },

    async count(): Promise<number> {
      const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
      return row?.count ?? 0;
    },

    async create(input: { name: string; email: string; password: string; role?: Role }): Promise<UserRow> {
      const [row] = await db
        .insert(users)
        .values({
          name: input.name,
          email: input.email.trim().toLowerCase(),
          passwordHash: await hashPassword(input.password),
          role: input.role ?? "admin",
        })
        .returning();
      return row!;
    },

    /** Whether this is the account's password (2FA changes ask for it again). */
    async verifyPassword(id: string, password: string): Promise<boolean> {
      const row = await this.findById(id);
      return row ? verifyPassword(password, row.passwordHash) : false;
    },

    /**
     * Stores a newly chosen, already hashed password (in the caller's transaction); returns the account.
     * The owner has now chosen a password, so no pending invitation may set another one.
     */
    async setPasswordHash(
      id: string,
      passwordHash: string,
      executor: Executor = db,
    ): Promise<UserRow | undefined> {
      const [row] = await executor
        .update(users)
        .set({ passwordHash, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      await executor
        .update(invitations)
        .set({ usedAt: new Date() })
        .where(and(eq(invitations.userId, id), isNull(invitations.usedAt)));
      return row;
    },

    async setPassword(id: string, password: string): Promise<void> {
      await db
        .update(users)
        .set({ passwordHash: await hashPassword(password), updatedAt: new Date() })
        .where(eq(users.id, id));
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;

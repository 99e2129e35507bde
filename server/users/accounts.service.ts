import type { Logger } from "pino";
import { and, asc, eq, gt, ilike, inArray, isNotNull, isNull, ne, or, sql } from "drizzle-orm";
import { createHash, randomBytes } from "node:crypto";
import type { z } from "zod";
import {
  EMAIL_TAKEN_MESSAGE,
  SELF_DEACTIVATE_MESSAGE,
  INVITATION_INVALID_MESSAGE,
  INVITATION_NOT_SENT_MESSAGE,
  LAST_ADMIN_MESSAGE,
  type Account,
  type userCreateInput,
  type userListQuery,
  type userUpdateInput,
} from "../../contract/users";
import { ROLE_LABELS } from "../../contract/permissions";
import type { Actor } from "../actor";
import { diffChanges } from "../audit/audit.service";
import type { Db } from "../db/client";
import { conflict, invalid, notFound, rateLimited, unavailable } from "../errors";
import type { RateLimiterStore } from "../lib/rate-limiter";
import { metrics } from "../metrics/metrics";
import { sendOneTimeLinkMail } from "../mail/one-time-link-mail";
import { hashPassword } from "../lib/passwords";
import { isUniqueViolation } from "../lib/db-errors";
import { containsPattern } from "../lib/like";
import { isUuid } from "../lib/uuid";
import { pageWindow } from "../lib/pagination";
import type { Services } from "../module";
import { invitations, users, type UserRow } from "./users.schema";

const HOUR = 3_600_000;
export const INVITATION_MS = 72 * HOUR;
const AUDITED_FIELDS = ["name", "email", "role", "active"] as const;

const newInvitationToken = () => randomBytes(32).toString("base64url");
const hashInvitationToken = (token: string) => createHash("sha256").update(token).digest("base64url");

export const INVITATION_LIMIT_MESSAGE =
  "Too many attempts from your connection. Please wait a few minutes and try again.";

export interface AccountsOptions {
  publicUrl?: string;
  /** Invitation acceptances per address per window (LOGIN_RATE_LIMIT, RATE_LIMIT_WINDOW_SECONDS). */
  acceptLimit: { store: RateLimiterStore; points: number; windowSeconds: number };
  logger: Logger;
  now?: () => number;
}

/** Staff accounts as the administrator manages them: list, invite, rename, change role, (de)activate. */
export function createAccountsService(db: Db, services: Services, options: AccountsOptions) {
  const now = options.now ?? Date.now;
  const acceptByAddress = options.acceptLimit.store.create({
    name: "invitation-accept-address",
    points: options.acceptLimit.points,
    windowSeconds: options.acceptLimit.windowSeconds,
  });

  async function toAccounts(rows: UserRow[]): Promise<Account[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const pending = await db
      .selectDistinct({ userId: invitations.userId })
      .from(invitations)
      .where(and(inArray(invitations.userId, ids), isNull(invitations.usedAt)));
    const accepted = await db
      .selectDistinct({ userId: invitations.userId })
      .from(invitations)
      .where(and(inArray(invitations.userId, ids), sql`${invitations.usedAt} is not null`));
    const pendingIds = new Set(pending.map((row) => row.userId));
    const acceptedIds = new Set(accepted.map((row) => row.userId));
    const withTwoFactor = await services.twoFactor.enabledAmong(ids);
    return rows.map((row) => ({
      _id: row.id,
      name: row.name,
      email: row.email,
      role: row.role,
      active: row.active,
      invitationPending: pendingIds.has(row.id) && !acceptedIds.has(row.id),
      twoFactorEnabled: withTwoFactor.has(row.id),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    }));
  }

  async function findRow(id: string): Promise<UserRow> {
    const [row] = isUuid(id) ? await db.select().from(users).where(eq(users.id, id)) : [];
    if (!row) throw notFound("User not found");
    return row;
  }

  /**
   * Whether the invitation went out; the account and its link exist either way. The e-mail comes from the
   * college (not the admissions office), and says the role, who invited them and whether two-factor
   * sign-in will be asked of them.
   */
  async function sendInvitation(
    user: UserRow,
    token: string,
    origin: string,
    actor: Actor,
  ): Promise<boolean> {
    const link = `${options.publicUrl ?? origin}/accept-invitation?token=${encodeURIComponent(token)}`;
    const [college, inviter, security] = await Promise.all([
      services.siteSettings.collegeFacts(),
      actor.user ? services.users.findById(actor.user.id) : undefined,
      services.twoFactor.getSettings(),
    ]);
    const role = ROLE_LABELS[user.role] ?? user.role;
    const who = inviter ? `${inviter.name} (${inviter.email})` : "An administrator";
    const twoFactor = security.requireTwoFactor
      ? "Two-factor sign-in is required for all staff: right after your first sign-in you will set it up with an authenticator app on your phone (Google Authenticator, Microsoft Authenticator or similar), before anything else."
      : "Two-factor sign-in is not required, but you can turn it on in Settings with an authenticator app on your phone.";
    return sendOneTimeLinkMail(services.mailer, options.logger, {
      kind: "invitation",
      to: user.email,
      fromName: college.name,
      subject: `Your staff account at ${college.name} (${role})`,
      text: [
        `Hello ${user.name},`,
        `${who} has invited you to the staff back-office of ${college.name}, as ${role}.`,
        `To choose your password and sign in, open this link within 72 hours:\n\n${link}`,
        twoFactor,
        `Your sign-in e-mail is ${user.email}. The link works once. If it has expired, ask ${inviter ? inviter.name : "an administrator"} to invite you again.`,
      ].join("\n\n"),
    });
  }

  return {
    async list(query: z.output<typeof userListQuery>) {
      const condition = query.search
        ? or(
            ilike(users.name, containsPattern(query.search)),
            ilike(users.email, containsPattern(query.search)),
          )
        : undefined;
      const [{ count } = { count: 0 }] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(users)
        .where(condition);
      const window = pageWindow(query.page, query.limit, count);
      const rows = await db
        .select()
        .from(users)
        .where(condition)
        .orderBy(asc(sql`lower(${users.name})`), asc(users.id))
        .limit(window.limit)
        .offset(window.offset);
      return {
        data: await toAccounts(rows),
        pagination: {
          currentPage: window.page,
          totalPages: window.totalPages,
          limit: window.limit,
          totalUsers: window.total,
          hasNextPage: window.hasNext,
          hasPrevPage: window.hasPrev,
        },
      };
    },

    async getAccount(id: string): Promise<Account> {
      const [account] = await toAccounts([await findRow(id)]);
      return account!;
    },

    /**
     * Creates the account (no usable password yet) and e-mails a single-use link valid for 72 hours. The
     * account stays when the e-mail fails (`invitationSent: false`); "Resend invitation" sends a new link.
     */
    async invite(
      actor: Actor,
      input: z.output<typeof userCreateInput>,
      origin: string,
    ): Promise<{ account: Account; invitationSent: boolean }> {
      const token = newInvitationToken();
      // A password nobody knows, until the invitation sets one.
      const placeholder = await hashPassword(randomBytes(24).toString("base64url"));
      let created: UserRow;
      try {
        created = await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(users)
            .values({
              name: input.name,
              email: input.email.trim().toLowerCase(),
              passwordHash: placeholder,
              role: input.role,
              active: true,
            })
            .returning();
          await tx.insert(invitations).values({
            tokenHash: hashInvitationToken(token),
            userId: row!.id,
            invitedBy: actor.user?.id ?? null,
            expiresAt: new Date(now() + INVITATION_MS),
          });
          await services.audit.record(tx, actor, {
            action: "user.create",
            entity: "user",
            entityId: row!.id,
            changes: diffChanges(null, row!, AUDITED_FIELDS),
            details: { invited: true },
          });
          return row!;
        });
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw conflict(EMAIL_TAKEN_MESSAGE, [{ field: "email", message: EMAIL_TAKEN_MESSAGE }]);
        }
        throw error;
      }
      const invitationSent = await sendInvitation(created, token, origin, actor);
      return { account: (await toAccounts([created]))[0]!, invitationSent };
    },

    /**
     * Renames, changes the role or (de)activates. Deactivating ends every session of the account at once;
     * the last active administrator can be neither deactivated nor demoted.
     */
    async update(actor: Actor, id: string, input: z.output<typeof userUpdateInput>): Promise<Account> {
      const update = db.transaction(async (tx) => {
        const [before] = isUuid(id)
          ? await tx.select().from(users).where(eq(users.id, id)).for("update")
          : [];
        if (!before) throw notFound("User not found");
        // Nobody locks themselves out: another administrator deactivates an administrator's account.
        if (input.active === false && actor.user?.id === before.id)
          throw conflict(SELF_DEACTIVATE_MESSAGE, [{ field: "active", message: SELF_DEACTIVATE_MESSAGE }]);
        const losesAdmin =
          before.role === "admin" &&
          before.active &&
          ((input.role !== undefined && input.role !== "admin") || input.active === false);
        if (losesAdmin) {
          const others = await tx
            .select({ id: users.id })
            .from(users)
            .where(and(eq(users.role, "admin"), eq(users.active, true), ne(users.id, before.id)))
            .for("update");
          if (others.length === 0) throw conflict(LAST_ADMIN_MESSAGE);
        }
        const [after] = await tx
          .update(users)
          .set({
            ...(input.name !== undefined ? { name: input.name } : {}),
            ...(input.email !== undefined ? { email: input.email.toLowerCase() } : {}),
            ...(input.role !== undefined ? { role: input.role } : {}),
            ...(input.active !== undefined ? { active: input.active } : {}),
            updatedAt: new Date(now()),
          })
          .where(eq(users.id, before.id))
          .returning();
        const changes = diffChanges(before, after!, AUDITED_FIELDS);
        if (Object.keys(changes).length > 0) {
          await services.audit.record(tx, actor, {
            action: "user.update",
            entity: "user",
            entityId: before.id,
            changes,
          });
        }
        if (before.active && after!.active === false) await services.auth.endAllSessions(tx, before.id);
        return after!;
      });
      let updated: UserRow;
      try {
        updated = await update;
      } catch (error) {
        if (isUniqueViolation(error))
          throw conflict(EMAIL_TAKEN_MESSAGE, [{ field: "email", message: EMAIL_TAKEN_MESSAGE }]);
        throw error;
      }
      return (await toAccounts([updated]))[0]!;
    },

    /**
     * Sets the password with a single-use invitation token (valid 72 hours). The cheap checks come
     * first (a per-address limit, then the token), so nobody can make the server hash passwords for
     * nothing; the password follows the rules of reset and change. An account that has already chosen a
     * password (an accepted or voided invitation: a reset or change voids pending ones) is refused.
     */
    async acceptInvitation(
      token: string,
      password: string,
      context: Pick<Actor, "ip" | "requestId"> & { address: string },
    ) {
      const attempt = await acceptByAddress.consume(context.address);
      if (!attempt.allowed) {
        metrics.rateLimitRefusals.inc({ limiter: "invitation-accept" });
        throw rateLimited(INVITATION_LIMIT_MESSAGE, attempt.msBeforeNext / 1000);
      }
      const tokenHash = hashInvitationToken(token);
      const live = and(
        eq(invitations.tokenHash, tokenHash),
        isNull(invitations.usedAt),
        gt(invitations.expiresAt, new Date(now())),
      );
      const [pending] = await db
        .select({ user: users })
        .from(invitations)
        .innerJoin(users, eq(users.id, invitations.userId))
        .where(and(live, eq(users.active, true)));
      if (!pending) throw invalid(INVITATION_INVALID_MESSAGE);
      services.auth.assertStrongPassword(password, "password", pending.user);
      const passwordHash = await hashPassword(password);
      return db.transaction(async (tx) => {
        const [invitation] = await tx
          .update(invitations)
          .set({ usedAt: new Date(now()) })
          .where(live)
          .returning();
        if (!invitation) throw invalid(INVITATION_INVALID_MESSAGE);
        const [chosen] = await tx
          .select({ tokenHash: invitations.tokenHash })
          .from(invitations)
          .where(
            and(
              eq(invitations.userId, invitation.userId),
              ne(invitations.tokenHash, tokenHash),
              isNotNull(invitations.usedAt),
            ),
          )
          .limit(1);
        if (chosen) throw invalid(INVITATION_INVALID_MESSAGE);
        const [user] = await tx
          .update(users)
          .set({ passwordHash, updatedAt: new Date(now()) })
          .where(and(eq(users.id, invitation.userId), eq(users.active, true)))
          .returning();
        if (!user) throw invalid(INVITATION_INVALID_MESSAGE);
        await services.audit.record(
          tx,
          { user: { id: user.id, email: user.email, role: user.role }, ...context },
          { action: "user.invitation-accept", entity: "user", entityId: user.id },
        );
        // The sign-in form is filled in with it (the token's holder is this person).
        return { email: user.email };
      });
    },

    /** Sends a new invitation to an account that has not accepted one yet (the old link stops working). */
    async reinvite(actor: Actor, id: string, origin: string): Promise<void> {
      const user = await findRow(id);
      const [pending] = await db
        .select({ userId: invitations.userId })
        .from(invitations)
        .where(and(eq(invitations.userId, id), isNull(invitations.usedAt)));
      if (!pending)
        throw conflict("This person has already chosen a password; they can use “Forgot password?”");
      const token = newInvitationToken();
      await db.transaction(async (tx) => {
        await tx.delete(invitations).where(and(eq(invitations.userId, id), isNull(invitations.usedAt)));
        await tx.insert(invitations).values({
          tokenHash: hashInvitationToken(token),
          userId: id,
          invitedBy: actor.user?.id ?? null,
          expiresAt: new Date(now() + INVITATION_MS),
        });
        await services.audit.record(tx, actor, { action: "user.reinvite", entity: "user", entityId: id });
      });
      if (!(await sendInvitation(user, token, origin, actor))) throw unavailable(INVITATION_NOT_SENT_MESSAGE);
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;

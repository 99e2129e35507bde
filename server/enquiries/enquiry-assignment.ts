import { and, asc, eq, inArray } from "drizzle-orm";
import { can, ROLES, type Role } from "../../contract/permissions";
import type { Executor } from "../db/client";
import { invalid } from "../errors";
import { users } from "../users/users.schema";
import { enquirySettings, type EnquiryRow } from "./enquiries.schema";
import type { EnquiryActor, EnquiryStore } from "./enquiry-store";

/** Roles whose users can own enquiries (the ones with the enquiries permission). */
export const ENQUIRY_ROLES: Role[] = ROLES.filter((role) => can(role, "enquiries:write"));
/** Roles that share out new enquiries round-robin. */
export const ROUND_ROBIN_ROLE = "admissions";

/** Who owns an enquiry: round-robin for new ones, changes by hand, and the office's setting. */
export function createEnquiryAssignment(store: EnquiryStore) {
  const { db, audit, event, staffUser, personName } = store;

  async function settingsRow(tx: Executor, lock: boolean) {
    await tx.insert(enquirySettings).values({ id: 1 }).onConflictDoNothing();
    const query = tx.select().from(enquirySettings).where(eq(enquirySettings.id, 1));
    const [row] = lock ? await query.for("update") : await query;
    return row!;
  }

  return {
    /** The next admissions user after the last one picked; the settings row's lock keeps two inserts apart. */
    async nextRoundRobin(tx: Executor): Promise<{ id: string; name: string } | null> {
      const settings = await settingsRow(tx, true);
      if (!settings.autoAssign) return null;
      const candidates = await tx
        .select({ id: users.id, name: users.name })
        .from(users)
        .where(and(eq(users.role, ROUND_ROBIN_ROLE), eq(users.active, true)))
        .orderBy(asc(users.createdAt), asc(users.id));
      if (candidates.length === 0) return null;
      const last = candidates.findIndex((user) => user.id === settings.lastAssigneeId);
      const pick = candidates[(last + 1) % candidates.length]!;
      await tx
        .update(enquirySettings)
        .set({ lastAssigneeId: pick.id, updatedAt: new Date() })
        .where(eq(enquirySettings.id, 1));
      return pick;
    },

    /** Checks the new owner works on enquiries and puts the change on the timeline; returns their name. */
    async changeAssignee(
      tx: Executor,
      actor: EnquiryActor,
      row: EnquiryRow,
      assigneeId: string | null,
      automatic = false,
    ) {
      let name: string | null = null;
      if (assigneeId) {
        const user = await staffUser(tx, assigneeId);
        if (!user || !can(user.role, "enquiries:write")) {
          throw invalid("The assignee must be a staff user who works on enquiries", [
            { field: "assigneeId", message: "Choose a staff user with the enquiries permission" },
          ]);
        }
        name = user.name;
      }
      await event(tx, row.id, "assigned", actor, {
        from: row.assigneeId,
        fromName: await personName(tx, row.assigneeId),
        to: assigneeId,
        toName: name,
        ...(automatic ? { automatic: true } : {}),
      });
      return name;
    },

    async settings(): Promise<{ autoAssign: boolean }> {
      const row = await settingsRow(db, false);
      return { autoAssign: row.autoAssign };
    },

    async updateSettings(
      actor: EnquiryActor,
      input: { autoAssign: boolean },
    ): Promise<{ autoAssign: boolean }> {
      return db.transaction(async (tx) => {
        const before = await settingsRow(tx, true);
        await tx
          .update(enquirySettings)
          .set({ autoAssign: input.autoAssign, updatedAt: new Date() })
          .where(eq(enquirySettings.id, 1));
        await audit(tx, actor, {
          action: "enquiry.settings",
          entity: "enquiry-settings",
          entityId: "1",
          changes: { autoAssign: { from: before.autoAssign, to: input.autoAssign } },
        });
        return { autoAssign: input.autoAssign };
      });
    },

    /** Staff an enquiry can be assigned to. */
    async assignableUsers() {
      return db
        .select({ id: users.id, name: users.name, email: users.email, role: users.role })
        .from(users)
        .where(inArray(users.role, ENQUIRY_ROLES))
        .orderBy(asc(users.name), asc(users.id));
    },
  };
}

export type EnquiryAssignment = ReturnType<typeof createEnquiryAssignment>;

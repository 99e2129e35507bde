import { asc, eq } from "drizzle-orm";
import type { z } from "zod";
import type {
  SafetyBody,
  SafetyContact,
  safetyContactInput,
  safetyContactPatch,
} from "../../contract/safety-contacts";
import type { Actor } from "../actor";
import { diffChanges } from "../audit/audit.service";
import type { Db } from "../db/client";
import { notFound } from "../errors";
import { CONTENT_CACHE_MS, createTtlCache } from "../lib/ttl-cache";
import { isUuid } from "../lib/uuid";
import type { Services } from "../module";
import { safetyContacts, type SafetyContactRow } from "./safety-contacts.schema";

const FIELDS = ["body", "name", "role", "phone", "email", "note", "order"] as const;

const toDto = (row: SafetyContactRow): SafetyContact => ({
  _id: row.id,
  body: row.body as SafetyBody,
  name: row.name,
  role: row.role,
  phone: row.phone,
  email: row.email,
  note: row.note,
  order: row.order,
});

export function createSafetyContactsService(db: Db, services: Pick<Services, "audit">) {
  const cache = createTtlCache(CONTENT_CACHE_MS);

  async function findRow(id: string): Promise<SafetyContactRow> {
    const [row] = isUuid(id) ? await db.select().from(safetyContacts).where(eq(safetyContacts.id, id)) : [];
    if (!row) throw notFound("Contact not found");
    return row;
  }

  return {
    /** Every contact, by body then order (the /safety page; cached, ADR 011). */
    list: (): Promise<SafetyContact[]> =>
      cache.get("all", async () =>
        (
          await db
            .select()
            .from(safetyContacts)
            .orderBy(asc(safetyContacts.body), asc(safetyContacts.order), asc(safetyContacts.name))
        ).map(toDto),
      ),

    async create(actor: Actor, input: z.output<typeof safetyContactInput>): Promise<SafetyContact> {
      const row = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(safetyContacts)
          .values({
            ...input,
            phone: input.phone ?? null,
            email: input.email ?? null,
            note: input.note ?? null,
          })
          .returning();
        await services.audit.record(tx, actor, {
          action: "safety-contact.create",
          entity: "safety-contact",
          entityId: created!.id,
          changes: diffChanges(null, created!, FIELDS),
        });
        return created!;
      });
      cache.clear();
      return toDto(row);
    },

    async update(
      actor: Actor,
      id: string,
      patch: z.output<typeof safetyContactPatch>,
    ): Promise<SafetyContact> {
      const current = await findRow(id);
      const row = await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(safetyContacts)
          .set({ ...patch, updatedAt: new Date() })
          .where(eq(safetyContacts.id, id))
          .returning();
        await services.audit.record(tx, actor, {
          action: "safety-contact.update",
          entity: "safety-contact",
          entityId: id,
          changes: diffChanges(current, updated!, FIELDS),
        });
        return updated!;
      });
      cache.clear();
      return toDto(row);
    },

    async remove(actor: Actor, id: string): Promise<void> {
      const current = await findRow(id);
      await db.transaction(async (tx) => {
        await tx.delete(safetyContacts).where(eq(safetyContacts.id, id));
        await services.audit.record(tx, actor, {
          action: "safety-contact.delete",
          entity: "safety-contact",
          entityId: id,
          changes: diffChanges(current, null, FIELDS),
        });
      });
      cache.clear();
    },
  };
}

export type SafetyContactsService = ReturnType<typeof createSafetyContactsService>;

import { sql } from "drizzle-orm";
import {
  BLOOD_COMPONENTS,
  BLOOD_GROUPS,
  BLOOD_STOCK_STALE_HOURS,
  type BloodStock,
  type BloodStockInput,
} from "../../contract/blood-stock";
import type { Actor } from "../actor";
import type { AuditChanges } from "../../contract/audit";
import type { Db } from "../db/client";
import { CONTENT_CACHE_MS, createTtlCache } from "../lib/ttl-cache";
import type { Services } from "../module";
import { bloodStock } from "./blood-stock.schema";

const cellOrder = (row: { group: string; component: string }) =>
  BLOOD_GROUPS.indexOf(row.group as never) * BLOOD_COMPONENTS.length +
  BLOOD_COMPONENTS.indexOf(row.component as never);

/** The blood bank's stock: read by everyone (cached, ADR 011), counted by the hospital desk. */
export function createBloodStockService(
  db: Db,
  services: Pick<Services, "audit">,
  clock: () => Date = () => new Date(),
) {
  const cache = createTtlCache(CONTENT_CACHE_MS);
  const rows = () => cache.get("rows", () => db.select().from(bloodStock));

  return {
    async get(): Promise<BloodStock> {
      const counted = [...(await rows())].sort((a, b) => cellOrder(a) - cellOrder(b));
      const last = counted.reduce<Date | null>(
        (latest, row) => (!latest || row.updatedAt > latest ? row.updatedAt : latest),
        null,
      );
      return {
        entries: counted.map((row) => ({
          group: row.group,
          component: row.component,
          units: row.units,
          updatedAt: row.updatedAt.toISOString(),
        })),
        updatedAt: last?.toISOString() ?? null,
        stale: !last || clock().getTime() - last.getTime() > BLOOD_STOCK_STALE_HOURS * 3_600_000,
      };
    },

    /** Sets the counts given (each stamped now, also when unchanged: the desk checked it) in one transaction. */
    async update(actor: Actor, input: BloodStockInput): Promise<BloodStock> {
      await db.transaction(async (tx) => {
        const before = new Map(
          (await tx.select().from(bloodStock)).map((row) => [`${row.group} ${row.component}`, row.units]),
        );
        const now = clock();
        await tx
          .insert(bloodStock)
          .values(input.entries.map((entry) => ({ ...entry, updatedAt: now })))
          .onConflictDoUpdate({
            target: [bloodStock.group, bloodStock.component],
            set: { units: sql`excluded.units`, updatedAt: now },
          });
        const changes: AuditChanges = {};
        for (const entry of input.entries) {
          const cell = `${entry.group} ${entry.component}`;
          const from = before.get(cell) ?? null;
          if (from !== entry.units) changes[cell] = { from, to: entry.units };
        }
        await services.audit.record(tx, actor, {
          action: "blood-stock.update",
          entity: "blood-stock",
          changes,
          details: { counted: input.entries.length },
        });
      });
      cache.clear();
      return this.get();
    },
  };
}

export type BloodStockService = ReturnType<typeof createBloodStockService>;

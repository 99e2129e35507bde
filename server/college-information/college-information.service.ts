import { eq } from "drizzle-orm";
import {
  COLLEGE_INFORMATION_FIELD_NAMES,
  missingFacts,
  type CollegeFacts,
  type CollegeInformation,
  type CollegeInformationField,
} from "../../contract/college-information";
import type { z } from "zod";
import type { collegeInformationPatch } from "../../contract/college-information";
import type { Actor } from "../actor";
import { diffChanges } from "../audit/audit.service";
import type { Db } from "../db/client";
import type { Services } from "../module";
import { collegeInformation } from "./college-information.schema";

type Patch = z.output<typeof collegeInformationPatch>;
const ROW_ID = "current";

const factsOf = (stored: Record<string, unknown> | undefined): CollegeFacts =>
  Object.fromEntries(
    COLLEGE_INFORMATION_FIELD_NAMES.map((name) => [name, stored?.[name] ?? null]),
  ) as CollegeFacts;

export function createCollegeInformationService(db: Db, services: Pick<Services, "audit">) {
  const read = async (executor: Pick<Db, "select"> = db) => {
    const [row] = await executor.select().from(collegeInformation).where(eq(collegeInformation.id, ROW_ID));
    return row;
  };
  return {
    async get(): Promise<CollegeInformation> {
      const row = await read();
      const facts = factsOf(row?.facts);
      return { facts, missing: missingFacts(facts), updatedAt: row?.updatedAt.toISOString() ?? null };
    },

    /** Applies the facts sent (null clears one); audited with what changed. */
    async update(actor: Actor, patch: Patch): Promise<CollegeInformation> {
      await db.transaction(async (tx) => {
        const before = factsOf((await read(tx))?.facts);
        const after = { ...before };
        for (const [name, value] of Object.entries(patch))
          if (value !== undefined) (after as Record<string, unknown>)[name] = value;
        const now = new Date();
        await tx
          .insert(collegeInformation)
          .values({ id: ROW_ID, facts: after, updatedAt: now })
          .onConflictDoUpdate({ target: collegeInformation.id, set: { facts: after, updatedAt: now } });
        await services.audit.record(tx, actor, {
          action: "college-information.update",
          entity: "college-information",
          entityId: ROW_ID,
          changes: diffChanges(before, after, COLLEGE_INFORMATION_FIELD_NAMES as CollegeInformationField[]),
        });
      });
      return this.get();
    },
  };
}

export type CollegeInformationService = ReturnType<typeof createCollegeInformationService>;

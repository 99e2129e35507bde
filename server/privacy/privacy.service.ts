import { eq, sql } from "drizzle-orm";
import {
  DEFAULT_RETENTION_MONTHS,
  type PrivacySettings,
  type privacySettingsInput,
} from "../../contract/privacy";
import type { z } from "zod";
import { systemActor, type Actor } from "../actor";
import type { Db } from "../db/client";
import { CONTENT_CACHE_MS, createTtlCache } from "../lib/ttl-cache";
import type { Services } from "../module";
import { privacySettings, type PrivacySettingsRow } from "./privacy.schema";

const SETTINGS_ID = 1;

/** What a retention run erased. */
export interface RetentionRun {
  cutoff: string;
  enquiries: number;
  messages: number;
  appointments: number;
}

const toSettings = (row: PrivacySettingsRow | undefined): PrivacySettings => ({
  retentionMonths: row?.retentionMonths ?? DEFAULT_RETENTION_MONTHS,
  updatedAt: row?.updatedAt?.toISOString() ?? null,
  lastRun: row?.lastRunAt
    ? {
        at: row.lastRunAt.toISOString(),
        enquiries: row.lastRunEnquiries ?? 0,
        messages: row.lastRunMessages ?? 0,
        appointments: row.lastRunAppointments ?? 0,
      }
    : null,
});

/** `months` calendar months before `now` (the retention period's cut-off). */
export function monthsBefore(now: Date, months: number): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

/**
 * Consent and retention across domains (ADR 020): the admin's retention period, and the job that erases
 * the personal data of closed enquiries, handled contact messages and past OPD appointment requests beyond
 * it, keeping the counts.
 */
export function createPrivacyService(
  db: Db,
  services: Pick<Services, "appointments" | "audit" | "enquiries" | "messages">,
  options: { now?: () => Date } = {},
) {
  const now = options.now ?? (() => new Date());
  const cache = createTtlCache(CONTENT_CACHE_MS);
  const read = async () =>
    toSettings((await db.select().from(privacySettings).where(eq(privacySettings.id, SETTINGS_ID)))[0]);

  return {
    settings: read,

    /** The retention period the forms' notices and /privacy quote (cached like the site's content, ADR 011). */
    retentionMonths: () => cache.get("retention", async () => (await read()).retentionMonths),

    async updateSettings(
      actor: Actor,
      input: z.output<typeof privacySettingsInput>,
    ): Promise<PrivacySettings> {
      const saved = await db.transaction(async (tx) => {
        const [before] = await tx.select().from(privacySettings).where(eq(privacySettings.id, SETTINGS_ID));
        const from = before?.retentionMonths ?? DEFAULT_RETENTION_MONTHS;
        const [row] = await tx
          .insert(privacySettings)
          .values({ id: SETTINGS_ID, retentionMonths: input.retentionMonths, updatedAt: new Date() })
          .onConflictDoUpdate({
            target: privacySettings.id,
            set: { retentionMonths: input.retentionMonths, updatedAt: new Date() },
          })
          .returning();
        await services.audit.record(tx, actor, {
          action: "privacy.settings-update",
          entity: "privacy",
          entityId: "settings",
          changes:
            from === input.retentionMonths ? {} : { retentionMonths: { from, to: input.retentionMonths } },
        });
        return toSettings(row);
      });
      cache.clear();
      return saved;
    },

    /**
     * One run of the retention job: erases what is past the period, records the counts (no personal
     * data) in the audit trail and the settings row, all in one transaction. A second run finds nothing.
     */
    async runRetention(): Promise<RetentionRun> {
      const { retentionMonths } = await read();
      const cutoff = monthsBefore(now(), retentionMonths);
      return db.transaction(async (tx) => {
        const enquiries = await services.enquiries.anonymiseClosedBefore(tx, cutoff);
        const messages = await services.messages.anonymiseHandledBefore(tx, cutoff);
        const appointments = await services.appointments.anonymisePastBefore(tx, cutoff);
        const counts = {
          lastRunAt: sql`now()`,
          lastRunEnquiries: enquiries,
          lastRunMessages: messages,
          lastRunAppointments: appointments,
        };
        await tx
          .insert(privacySettings)
          .values({ id: SETTINGS_ID, ...counts })
          .onConflictDoUpdate({ target: privacySettings.id, set: counts });
        const run = { cutoff: cutoff.toISOString(), enquiries, messages, appointments };
        await services.audit.record(tx, systemActor, {
          action: "privacy.retention-run",
          entity: "privacy",
          entityId: "retention",
          details: { ...run, retentionMonths },
        });
        return run;
      });
    },
  };
}

export type PrivacyService = ReturnType<typeof createPrivacyService>;

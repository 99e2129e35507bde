import { eq } from "drizzle-orm";
import {
  addressLineOf,
  DEFAULT_SITE_SETTINGS,
  siteSettingsInput,
  type SiteSettings,
  type SiteSettingsValues,
  type siteSettingsPatchInput,
} from "../../contract/site-settings";
import { COLLEGE_NAME } from "../../contract/college";
import type { z } from "zod";
import type { Actor } from "../actor";
import { diffChanges } from "../audit/audit.service";
import type { Db } from "../db/client";
import { CONTENT_CACHE_MS, createTtlCache } from "../lib/ttl-cache";
import { parseInput } from "../lib/validate";
import type { CollegeFacts } from "../mail/college-facts";
import type { Services } from "../module";
import { siteSettings, type SiteSettingsRow } from "./site-settings.schema";

const SETTINGS_ID = "site";
const FIELDS = [
  "phone",
  "admissionSession",
  "officeHours",
  "emails",
  "phoneDirectory",
  "address",
  "social",
] as const;

function toSettings(row: SiteSettingsRow | undefined): SiteSettings {
  const data = row?.data ?? DEFAULT_SITE_SETTINGS;
  return {
    _id: SETTINGS_ID,
    phone: data.phone,
    // Settings saved before the session and office hours were settings read their starting values.
    admissionSession: data.admissionSession ?? DEFAULT_SITE_SETTINGS.admissionSession,
    officeHours: data.officeHours ?? DEFAULT_SITE_SETTINGS.officeHours,
    // Settings saved before an address or number was added read its starting value (issue 23: the
    // emergency and ambulance numbers).
    emails: { ...DEFAULT_SITE_SETTINGS.emails, ...data.emails },
    phoneDirectory: { ...DEFAULT_SITE_SETTINGS.phoneDirectory, ...data.phoneDirectory },
    address: data.address,
    addressLine: addressLineOf(data.address),
    social: data.social,
    updatedAt: (row?.updatedAt ?? new Date(0)).toISOString(),
  };
}

const valuesOf = (settings: SiteSettings): SiteSettingsValues => ({
  phone: settings.phone,
  admissionSession: settings.admissionSession,
  officeHours: settings.officeHours,
  emails: settings.emails,
  phoneDirectory: settings.phoneDirectory,
  address: settings.address,
  social: settings.social,
});

export function createSiteSettingsService(db: Db, services: Pick<Services, "audit">) {
  const cache = createTtlCache(CONTENT_CACHE_MS);
  const read = async () =>
    toSettings((await db.select().from(siteSettings).where(eq(siteSettings.id, SETTINGS_ID)))[0]);

  return {
    /** The contact facts the header, footer, contact page, JSON-LD and e-mails show (cached, ADR 011). */
    current: (): Promise<SiteSettings> => cache.get("settings", read),

    /** The college as e-mails quote it (server/mail/college-facts.ts). */
    async collegeFacts(): Promise<CollegeFacts> {
      const settings = await this.current();
      return {
        name: COLLEGE_NAME,
        phone: settings.phone,
        officeHours: settings.officeHours,
        admissionsEmail: settings.emails.admissions,
        generalEmail: settings.emails.general,
        addressLine: settings.addressLine,
      };
    },

    /** Applies the groups sent (phone, emails, phoneDirectory, address, social); the result is checked whole. */
    async update(actor: Actor, patch: z.output<typeof siteSettingsPatchInput>): Promise<SiteSettings> {
      const current = valuesOf(await read());
      const merged = parseInput(siteSettingsInput, {
        ...current,
        ...Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined)),
      });
      const row = await db.transaction(async (tx) => {
        const columns = { data: merged, updatedAt: new Date() };
        const [saved] = await tx
          .insert(siteSettings)
          .values({ id: SETTINGS_ID, ...columns })
          .onConflictDoUpdate({ target: siteSettings.id, set: columns })
          .returning();
        await services.audit.record(tx, actor, {
          action: "site-settings.update",
          entity: "site-settings",
          entityId: SETTINGS_ID,
          changes: diffChanges(current, merged, FIELDS),
        });
        return saved;
      });
      cache.clear();
      return toSettings(row);
    },
  };
}

export type SiteSettingsService = ReturnType<typeof createSiteSettingsService>;

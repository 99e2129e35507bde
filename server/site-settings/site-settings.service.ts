import { eq } from "drizzle-orm";
import { z } from "zod";
import { phoneDirectoryKeyOf, phoneListsCollection } from "../../contract/collections/phone-lists";
import {
  addressLineOf,
  DEFAULT_SITE_SETTINGS,
  phoneList,
  siteSettingsInput,
  type PhoneList,
  type SiteSettings,
  type SiteSettingsValues,
  type siteSettingsPatchInput,
} from "../../contract/site-settings";
import { COLLEGE_NAME } from "../../contract/college";
import type { Language } from "../../contract/language";
import type { Actor } from "../actor";
import { diffChanges } from "../audit/audit.service";
import type { Db, Tx } from "../db/client";
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
  "officeHoursHi",
  "emails",
  "address",
  "social",
] as const;

/** The stored facts; the phone lists are records of the phone-lists collection (issue 20), added when read. */
type StoredSettings = Omit<SiteSettings, "phoneDirectory" | "phoneLists">;

function toSettings(row: SiteSettingsRow | undefined): StoredSettings {
  const data = row?.data ?? DEFAULT_SITE_SETTINGS;
  return {
    _id: SETTINGS_ID,
    phone: data.phone,
    // Settings saved before the session and office hours were settings read their starting values.
    admissionSession: data.admissionSession ?? DEFAULT_SITE_SETTINGS.admissionSession,
    officeHours: data.officeHours ?? DEFAULT_SITE_SETTINGS.officeHours,
    // Settings saved before the Hindi office hours (issue 24) have none: the Hindi pages show the English.
    officeHoursHi: data.officeHoursHi ?? "",
    // Settings saved before an address was added read its starting value.
    emails: { ...DEFAULT_SITE_SETTINGS.emails, ...data.emails },
    address: data.address,
    addressLine: addressLineOf(data.address),
    social: data.social,
    updatedAt: (row?.updatedAt ?? new Date(0)).toISOString(),
  };
}

const valuesOf = (settings: StoredSettings): SiteSettingsValues => ({
  phone: settings.phone,
  admissionSession: settings.admissionSession,
  officeHours: settings.officeHours,
  officeHoursHi: settings.officeHoursHi,
  emails: settings.emails,
  address: settings.address,
  social: settings.social,
});

export function createSiteSettingsService(db: Db, services: Pick<Services, "audit" | "collections">) {
  const cache = createTtlCache(CONTENT_CACHE_MS);
  const read = async () =>
    toSettings((await db.select().from(siteSettings).where(eq(siteSettings.id, SETTINGS_ID)))[0]);
  const phoneLists = (options: { preview?: boolean; language?: Language } = {}) =>
    services.collections.pages(phoneListsCollection).records(options);

  /** `phoneDirectory` of a PATCH: each list named by its camelCase key, checked with its name; nothing written. */
  async function checkedDirectory(directory: Record<string, unknown[]>) {
    const lists = new Map(
      (await phoneLists({ preview: true })).map((list) => [phoneDirectoryKeyOf(list.key), list]),
    );
    const shape = Object.fromEntries(
      Object.keys(directory).map((key) => {
        const list = lists.get(key);
        return [
          key,
          list
            ? phoneList(list.name, 3)
            : z.custom(() => false, { error: `No phone list has the key ${key}: add it under Phone lists` }),
        ];
      }),
    );
    const { phoneDirectory } = parseInput(z.object({ phoneDirectory: z.object(shape) }), {
      phoneDirectory: directory,
    });
    return Object.entries(phoneDirectory as Record<string, string[]>).map(([key, numbers]) => ({
      id: lists.get(key)!._id,
      numbers,
    }));
  }

  /** Stores the merged facts and audits what changed, in the caller's transaction. */
  async function save(tx: Tx, actor: Actor, current: SiteSettingsValues, merged: SiteSettingsValues) {
    const columns = { data: merged, updatedAt: new Date() };
    await tx
      .insert(siteSettings)
      .values({ id: SETTINGS_ID, ...columns })
      .onConflictDoUpdate({ target: siteSettings.id, set: columns });
    await services.audit.record(tx, actor, {
      action: "site-settings.update",
      entity: "site-settings",
      entityId: SETTINGS_ID,
      changes: diffChanges(current, merged, FIELDS),
    });
  }

  return {
    /**
     * The contact facts the header, footer, contact page, JSON-LD and e-mails show (cached, ADR 011); `preview`
     * (a signed-in editor's `?preview`): the phone lists as saved, drafts included.
     */
    /** The facts; with `language`, the phone lists' names in it (a page's header, footer and contact page). */
    async current(options: { preview?: boolean; language?: Language } = {}): Promise<SiteSettings> {
      const [settings, lists] = await Promise.all([cache.get("settings", read), phoneLists(options)]);
      const published: PhoneList[] = lists.map((list) => ({
        key: list.key,
        name: list.name,
        numbers: list.numbers.map((item) => item.number),
        onContactPage: list.onContactPage,
        ...(list.fallbacks?.length ? { fallbacks: list.fallbacks } : {}),
      }));
      return {
        ...settings,
        phoneDirectory: Object.fromEntries(
          published.map((list) => [phoneDirectoryKeyOf(list.key), list.numbers]),
        ),
        phoneLists: published,
      };
    },

    /** The college as e-mails quote it (server/mail/college-facts.ts). */
    async collegeFacts(): Promise<CollegeFacts> {
      const settings = await this.current();
      return {
        name: COLLEGE_NAME,
        phone: settings.phone,
        officeHours: settings.officeHours,
        officeHoursHi: settings.officeHoursHi,
        admissionsEmail: settings.emails.admissions,
        generalEmail: settings.emails.general,
        addressLine: settings.addressLine,
      };
    },

    /**
     * Applies the groups sent (phone, emails, address, social, …); the result is checked whole. `phoneDirectory`
     * replaces the numbers of the phone lists it names (audited as phone-list updates), after everything sent was
     * checked; the facts and the lists are stored in one transaction.
     */
    async update(actor: Actor, patch: z.output<typeof siteSettingsPatchInput>): Promise<SiteSettings> {
      const { phoneDirectory, ...groups } = patch;
      const sent = Object.fromEntries(Object.entries(groups).filter(([, value]) => value !== undefined));
      const current = valuesOf(await read());
      const merged = parseInput(siteSettingsInput, { ...current, ...sent });
      const listChanges = phoneDirectory ? await checkedDirectory(phoneDirectory) : [];
      // The facts and every list named are one transaction: all of them are stored, or none.
      await db.transaction(async (tx) => {
        if (!phoneDirectory || Object.keys(sent).length) await save(tx, actor, current, merged);
        for (const change of listChanges)
          await services.collections
            .of(phoneListsCollection.name)
            .update(actor, change.id, { numbers: change.numbers.map((number) => ({ number })) }, {}, { tx });
      });
      cache.clear();
      return this.current();
    },
  };
}

export type SiteSettingsService = ReturnType<typeof createSiteSettingsService>;

import { useRouteLoaderData } from "react-router";
import type { PhoneListPlace } from "../../contract/collections/phone-lists";
import type { Language } from "../../contract/language";
import {
  addressLineOf,
  DEFAULT_SITE_SETTINGS,
  phoneNumbersOf,
  socialProfilesOf,
  type PhoneList,
  type SiteSettings,
} from "../../contract/site-settings";

/** The contact facts as the public pages use them (staff edit them under Dashboard → Site settings). */
export interface SiteContact {
  phone: string;
  /** The admission session the banner, home and admission pages name ("2025-26"). */
  admissionSession: string;
  officeHours: string;
  /** The office hours in Hindi; empty for none (the Hindi pages show the English, marked `lang="en"`). */
  officeHoursHi: string;
  emails: SiteSettings["emails"];
  /** The published phone lists (Dashboard → Phone lists), in order. */
  phoneLists: PhoneList[];
  address: SiteSettings["address"];
  addressLine: string;
  social: ReturnType<typeof socialProfilesOf>;
}

export function siteContactOf(
  settings: Omit<SiteSettings, "_id" | "updatedAt" | "addressLine" | "phoneDirectory">,
): SiteContact {
  return {
    phone: settings.phone,
    admissionSession: settings.admissionSession,
    officeHours: settings.officeHours,
    officeHoursHi: settings.officeHoursHi,
    emails: settings.emails,
    phoneLists: settings.phoneLists,
    address: settings.address,
    addressLine: addressLineOf(settings.address),
    social: socialProfilesOf(settings.social),
  };
}

/**
 * Before any loader ran (an error page of the root itself): the facts a new installation starts with; no phone
 * lists (the footer falls back to the main phone).
 */
export const DEFAULT_SITE_CONTACT = siteContactOf({ ...DEFAULT_SITE_SETTINGS, phoneLists: [] });

/**
 * The office hours a page in this language shows: on a Hindi page the Hindi ones, or the English marked
 * `lang: "en"` when there are none (issue 24).
 */
export function officeHoursIn(
  contact: Pick<SiteContact, "officeHours" | "officeHoursHi">,
  language: Language,
): { text: string; lang?: "en" } {
  if (language === "en") return { text: contact.officeHours };
  const hindi = contact.officeHoursHi.trim();
  return hindi ? { text: hindi } : { text: contact.officeHours, lang: "en" };
}

/** The numbers of the phone list with this key (emergency, ambulance, hospital-reception, admissions), or none. */
export const phonesOf = (contact: Pick<SiteContact, "phoneLists">, key: PhoneListPlace): string[] =>
  phoneNumbersOf(contact.phoneLists, key);

/**
 * The contact facts for the header, footer and pages: the root loader reads them from the site-settings
 * service on every document request (cached 2 s, ADR 011), so a change shows on the next page load.
 */
export function useSiteContact(): SiteContact {
  return useRouteLoaderData<{ contact?: SiteContact }>("root")?.contact ?? DEFAULT_SITE_CONTACT;
}

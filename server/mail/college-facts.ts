import { COLLEGE_NAME } from "../../contract/college";
import type { Language } from "../../contract/language";
import { addressLineOf, DEFAULT_SITE_SETTINGS } from "../../contract/site-settings";

/** The college's name and contacts as e-mails quote them. */
export interface CollegeFacts {
  name: string;
  phone: string;
  /** When the offices answer ("Monday to Saturday, 9:00 am to 5:00 pm"). */
  officeHours: string;
  /** The office hours in Hindi, for the Hindi e-mails; empty for none (they quote the English). */
  officeHoursHi: string;
  admissionsEmail: string;
  generalEmail: string;
  addressLine: string;
}

/**
 * The facts before anyone changed them; the running app reads them from the site-settings service
 * (`services.siteSettings.collegeFacts()`, wired in the messages and enquiries modules), so an e-mail
 * footer shows what the site's footer shows.
 */
export const DEFAULT_COLLEGE_FACTS: CollegeFacts = {
  name: COLLEGE_NAME,
  phone: DEFAULT_SITE_SETTINGS.phone,
  officeHours: DEFAULT_SITE_SETTINGS.officeHours,
  officeHoursHi: DEFAULT_SITE_SETTINGS.officeHoursHi,
  admissionsEmail: DEFAULT_SITE_SETTINGS.emails.admissions,
  generalEmail: DEFAULT_SITE_SETTINGS.emails.general,
  addressLine: addressLineOf(DEFAULT_SITE_SETTINGS.address),
};

export type ReadCollegeFacts = () => Promise<CollegeFacts>;

export const readDefaultCollegeFacts: ReadCollegeFacts = async () => DEFAULT_COLLEGE_FACTS;

/** The office hours an e-mail in this language quotes: the Hindi ones when there are, else the English. */
export const officeHoursIn = (
  college: Pick<CollegeFacts, "officeHours" | "officeHoursHi">,
  language: Language,
) => (language === "hi" && college.officeHoursHi.trim()) || college.officeHours;

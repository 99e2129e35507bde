import { telHref } from "~/ui/tel-href";
import {
  PHONE_DIRECTORY_KEYS,
  PHONE_DIRECTORY_LABELS,
  type SiteSettings,
} from "../../contract/site-settings";
import { siteConfig } from "./site-config";

/** A phone number as a tel: address. */

/** Words of the contact page (public spec §2.14); its numbers and addresses are the staff-edited site settings. */
export const contactPage = {
  title: "Contact Us",
  lead: "Questions about admissions, the hospital or working with us: we are here to help.",
  description: `Write to, call or visit ${siteConfig.name}: e-mail, phone numbers of the principal's office, hospital reception and IT office, a map and a message form.`,
  intro:
    "Send us a message with the form below and the right office will answer you by e-mail or phone. For medical emergencies, do not write: come to the hospital's 24x7 emergency or call the hospital reception.",
} as const;

type ContactFacts = Pick<SiteSettings, "phone" | "emails" | "phoneDirectory" | "addressLine">;

/** The three cards at the top of the contact page. */
export const contactCards = (contact: ContactFacts) => [
  {
    kind: "email",
    title: "Email us",
    text: "For general questions and documents.",
    linkText: contact.emails.general,
    href: `mailto:${contact.emails.general}`,
  },
  {
    kind: "call",
    title: "Call us",
    text: "Hospital reception and general enquiries.",
    linkText: contact.phone,
    href: telHref(contact.phone),
  },
  {
    kind: "visit",
    title: "Visit us",
    text: contact.addressLine,
    linkText: "Open the map",
    href: siteConfig.external.mapLink,
  },
];

/** The contact page's phone lists. */
export const contactPhoneLists = (contact: ContactFacts) =>
  PHONE_DIRECTORY_KEYS.map((key) => ({
    title: PHONE_DIRECTORY_LABELS[key],
    numbers: contact.phoneDirectory[key],
  }));

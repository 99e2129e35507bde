import {
  PHONE_DIRECTORY_KEYS,
  PHONE_DIRECTORY_LABELS,
  type SiteSettings,
} from "../../../../contract/site-settings";
import { siteConfig } from "~/content/site-config";
import { telHref } from "~/ui/tel-href";

type ContactFacts = Pick<SiteSettings, "phone" | "emails" | "phoneDirectory" | "addressLine">;

/** The three cards at the top of the contact page, from the staff-edited contact facts (site settings). */
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

/** The contact page's phone lists (site settings' phone directory). */
export const contactPhoneLists = (contact: ContactFacts) =>
  PHONE_DIRECTORY_KEYS.map((key) => ({
    title: PHONE_DIRECTORY_LABELS[key],
    numbers: contact.phoneDirectory[key],
  }));

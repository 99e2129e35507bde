import type { SiteSettings } from "../../../../contract/site-settings";
import { siteConfig } from "~/content/site-config";
import { telHref } from "~/ui/tel-href";

type ContactFacts = Pick<SiteSettings, "phone" | "emails" | "phoneLists" | "addressLine">;

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

/** The contact page's phone lists: the published ones marked for it, in their order (Dashboard → Phone lists). */
export const contactPhoneLists = (contact: ContactFacts) =>
  contact.phoneLists
    .filter((list) => list.onContactPage && list.numbers.length > 0)
    .map((list) => ({ key: list.key, title: list.name, numbers: list.numbers }));

import type { SiteSettings } from "../../../../contract/site-settings";
import { siteConfig } from "~/content/site-config";
import { telHref } from "~/ui/tel-href";
import type { MessageKey } from "~/site/i18n/messages.en";

type ContactFacts = Pick<SiteSettings, "phone" | "emails" | "phoneLists" | "addressLine">;

/** The three cards at the top of the contact page, from the staff-edited contact facts (site settings). */
export const contactCards = (contact: ContactFacts, t: (key: MessageKey) => string) => [
  {
    kind: "email",
    title: t("forms.contact.emailUs"),
    text: t("forms.contact.emailUsText"),
    linkText: contact.emails.general,
    href: `mailto:${contact.emails.general}`,
  },
  {
    kind: "call",
    title: t("forms.contact.callUs"),
    text: t("forms.contact.callUsText"),
    linkText: contact.phone,
    href: telHref(contact.phone),
  },
  {
    kind: "visit",
    title: t("forms.contact.visitUs"),
    text: contact.addressLine,
    linkText: t("forms.contact.openMap"),
    href: siteConfig.external.mapLink,
  },
];

/** The contact page's phone lists: the published ones marked for it, in their order (Dashboard → Phone lists). */
export const contactPhoneLists = (contact: ContactFacts) =>
  contact.phoneLists
    .filter((list) => list.onContactPage && list.numbers.length > 0)
    .map((list) => ({ key: list.key, title: list.name, numbers: list.numbers }));

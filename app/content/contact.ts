import { siteConfig } from "./site-config";

/** A phone number as a tel: address. */
export const telHref = (number: string) => `tel:${number.replace(/[^\d+]/g, "")}`;

/** Words and contact routes of the contact page (public spec §2.14); numbers come from siteConfig. */
export const contactPage = {
  title: "Contact Us",
  lead: "Questions about admissions, the hospital or working with us: we are here to help.",
  description: `Write to, call or visit ${siteConfig.name}: e-mail, phone numbers of the principal's office, hospital reception and IT office, a map and a message form.`,
  intro:
    "Send us a message with the form below and the right office will answer you by e-mail or phone. For medical emergencies, do not write: come to the hospital's 24x7 emergency or call the hospital reception.",
  cards: [
    {
      kind: "email",
      title: "Email us",
      text: "For general questions and documents.",
      linkText: siteConfig.emails.general,
      href: `mailto:${siteConfig.emails.general}`,
    },
    {
      kind: "call",
      title: "Call us",
      text: "Hospital reception and general enquiries.",
      linkText: siteConfig.phone,
      href: telHref(siteConfig.phone),
    },
    {
      kind: "visit",
      title: "Visit us",
      text: siteConfig.addressLine,
      linkText: "Open the map",
      href: siteConfig.external.mapLink,
    },
  ],
  phoneLists: [
    { title: "Principal's office", numbers: siteConfig.phoneDirectory.principal },
    { title: "Hospital reception", numbers: siteConfig.phoneDirectory.hospitalReception },
    { title: "IT office", numbers: siteConfig.phoneDirectory.itOffice },
  ],
  officeHours: "Offices: Monday to Saturday, 09:00 am to 05:00 pm. Emergency: 24x7.",
} as const;

import { COLLEGE_NAME, COLLEGE_SHORT_NAME } from "../../contract/college";

/**
 * The college's identity and contact details: the one place pages, header, footer and JSON-LD read them.
 * Names and numbers are fictional placeholders until the college supplies its own.
 */
export const siteConfig = {
  name: COLLEGE_NAME,
  shortName: COLLEGE_SHORT_NAME,
  tagline: "A 720-bed teaching hospital and medical college in Bihar",
  address: {
    street: "NH-83, Kanti Road, Punpun",
    locality: "Patna",
    region: "Bihar",
    postalCode: "804453",
    country: "IN",
  },
  /** One line, for footers and cards. */
  addressLine: "NH-83, Kanti Road, Punpun, Patna, Bihar 804453",
  geo: { latitude: 25.5025, longitude: 85.1805 },
  phone: "+91 612 555 0142",
  emails: {
    general: "info@gvims.example.in",
    admissions: "admissions@gvims.example.in",
    hr: "careers@gvims.example.in",
  },
  /** Phone lists on the contact page (spec §2.14). */
  phoneDirectory: {
    principal: ["+91 612 555 0101", "+91 98355 50101"],
    hospitalReception: ["+91 612 555 0142", "+91 612 555 0143", "+91 98355 50142"],
    itOffice: ["+91 612 555 0188", "+91 98355 50188"],
  },
  social: [
    { network: "facebook", label: "Facebook", url: "https://www.facebook.com/gvims.example" },
    { network: "instagram", label: "Instagram", url: "https://www.instagram.com/gvims.example" },
    { network: "linkedin", label: "LinkedIn", url: "https://www.linkedin.com/school/gvims-example" },
    { network: "twitter", label: "X (Twitter)", url: "https://twitter.com/gvims_example" },
    { network: "youtube", label: "YouTube", url: "https://www.youtube.com/@gvims-example" },
  ],
  external: {
    /** The students' login at the external school-management provider (spec §2.3). */
    studentLogin: "https://portal.campus-erp.example.in/login",
    /** State entrance board (the admission pop-up's Official Registration). */
    stateEntranceBoard: "https://bceceboard.bihar.gov.in/",
    /** National Medical Commission's attendance system (menu: MMC/AEBAS attendance). */
    aebasAttendance: "https://nmc.aebas.gov.in/",
    playStore: "https://play.google.com/store/apps",
    appStore: "https://apps.apple.com/",
    /** OpenStreetMap embed (allowed by the CSP's frame-src). */
    mapEmbed:
      "https://www.openstreetmap.org/export/embed.html?bbox=85.1605%2C25.4925%2C85.2005%2C25.5125&layer=mapnik&marker=25.5025%2C85.1805",
    mapLink: "https://www.openstreetmap.org/?mlat=25.5025&mlon=85.1805#map=15/25.5025/85.1805",
  },
  copyrightYear: 2025,
} as const;

export type SiteConfig = typeof siteConfig;

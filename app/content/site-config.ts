import { COLLEGE_NAME, COLLEGE_SHORT_NAME } from "../../contract/college";

/**
 * The college's identity and the facts that change once a year: the one place pages, header, footer and JSON-LD read them.
 * Names and numbers are fictional placeholders until the college supplies its own.
 */
export const siteConfig = {
  name: COLLEGE_NAME,
  shortName: COLLEGE_SHORT_NAME,
  tagline: "A 720-bed teaching hospital and medical college in Bihar",
  // Phone, e-mails, address, phone lists and social links are staff-edited site settings
  // (server/site-settings, contract/site-settings.ts): pages read them with useSiteContact().
  /** The students' and parents' app from the school-management partner (Download Our Apps). */
  studentAppName: "GVIMS Campus",
  geo: { latitude: 25.5025, longitude: 85.1805 },
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

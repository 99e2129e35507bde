import { DEFAULT_SITE_SETTINGS } from "../../contract/site-settings";

export interface SectionContent {
  title: string;
  /** What the screen is and what exists today, in plain words. */
  paragraphs: string[];
  links?: { label: string; to: string }[];
}

/** The navigation's pages of plain text (Help & Support): what each screen is for. */
export const sectionContent: Record<string, SectionContent> = {
  help: {
    title: "Help & Support",
    paragraphs: [
      "Faculty: add members one by one with Add Faculty, or many at once with Import CSV (download the CSV Template first; a row whose Registration No already exists updates that member).",
      "Contact Messages: open a message to read it in full; mark it handled once someone has answered.",
      "Enquiries: sort by NEET score or date, export the list as CSV for the admissions meeting, and add an enquiry taken over the phone with Add New Enquiry.",
      `Forgotten password: use "Forgot password?" on the sign-in page. Accounts are created by the administrator. For anything else, write to ${DEFAULT_SITE_SETTINGS.emails.general}.`,
    ],
  },
};

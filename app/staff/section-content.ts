import { DEFAULT_SITE_SETTINGS } from "../../contract/site-settings";

export interface SectionContent {
  title: string;
  /** What the screen is and what exists today, in plain words. */
  paragraphs: string[];
  links?: { label: string; to: string }[];
}

/** The navigation's sections that have no working screen yet, and what staff can use meanwhile. */
export const sectionContent: Record<string, SectionContent> = {
  courses: {
    title: "Courses",
    paragraphs: [
      "Courses are not managed in the back-office yet: the programmes (MBBS, MD and MS) and their fees are published on the public website.",
    ],
    links: [{ label: "See the public academics pages", to: "/academics" }],
  },
  notifications: {
    title: "Notifications",
    paragraphs: [
      "There are no notifications in the back-office yet, and events cannot be scheduled here yet.",
      "New contact messages and admission enquiries appear on the dashboard as live counts.",
    ],
    links: [
      { label: "Open Contact Messages", to: "/dashboard/contact" },
      { label: "Back to the dashboard", to: "/dashboard" },
    ],
  },
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

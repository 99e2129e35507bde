import type { IconName } from "./icons";

export interface NavItem {
  label: string;
  to: string;
  icon: IconName;
  /** The spec's fixed sample badge figures. */
  badge?: string;
  end?: boolean;
}

/** The side navigation of admin spec §2, with the prefixed (/dashboard/…) paths. */
export const mainNavItems: NavItem[] = [
  { label: "Dashboard", to: "/dashboard", icon: "dashboard", end: true },
  { label: "Students", to: "/dashboard/students", icon: "students", badge: "2,543" },
  { label: "Courses", to: "/dashboard/courses", icon: "courses", badge: "46" },
  { label: "Faculty", to: "/dashboard/faculty", icon: "faculty" },
  { label: "Non-Teaching Staff", to: "/dashboard/non-teaching-staff", icon: "staff" },
  { label: "NMC Disclosure", to: "/dashboard/nmc-disclosure", icon: "report" },
  { label: "Contact Messages", to: "/dashboard/contact", icon: "contact" },
  { label: "Enquiries", to: "/dashboard/admission-enquiry", icon: "enquiry" },
];

/** The site's content, edited by editors and admins (issue 11). */
export const contentNavItems: NavItem[] = [
  { label: "Notices", to: "/dashboard/notices", icon: "bell" },
  { label: "Admission Pop-up", to: "/dashboard/popup", icon: "enquiry" },
  { label: "Documents", to: "/dashboard/documents", icon: "download" },
];

export const secondaryNavItems: NavItem[] = [
  { label: "Notifications", to: "/dashboard/notifications", icon: "bell", badge: "3" },
  { label: "Settings", to: "/dashboard/settings", icon: "settings" },
  { label: "Help & Support", to: "/dashboard/help", icon: "help" },
];

export const APP_VERSION = "v1.0.0";

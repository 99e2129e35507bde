import type { AnyCollection } from "../../contract/collections/collection";
import { can, type Permission } from "../../contract/permissions";
import type { IconName } from "./icons";

export interface NavItem {
  label: string;
  to: string;
  icon: IconName;
  end?: boolean;
  /** The role needs one of these to see the entry and use the screen (none: every signed-in user). */
  permissions?: Permission[];
}

/** The side navigation of admin spec §2, with the prefixed (/dashboard/…) paths. */
export const mainNavItems: NavItem[] = [
  { label: "Dashboard", to: "/dashboard", icon: "dashboard", end: true },
  { label: "Students", to: "/dashboard/students", icon: "students" },
  // The courses collection's screen (MSR B.1.11 items (c) and (j)), here rather than among the collections below.
  { label: "Courses", to: "/dashboard/collections/courses", icon: "courses", permissions: ["content:write"] },
  { label: "Faculty", to: "/dashboard/faculty", icon: "faculty", permissions: ["faculty:read"] },
  { label: "Non-Teaching Staff", to: "/dashboard/non-teaching-staff", icon: "staff" },
  {
    label: "Clinical material",
    to: "/dashboard/clinical-material",
    icon: "report",
    permissions: ["clinical-material:write"],
  },
  {
    label: "Exam results",
    to: "/dashboard/exam-results",
    icon: "report",
    permissions: ["exam-results:write"],
  },
  { label: "NMC Disclosure", to: "/dashboard/nmc-disclosure", icon: "report", permissions: ["nmc:publish"] },
  {
    label: "MSR Disclosures",
    to: "/dashboard/disclosures",
    icon: "report",
    permissions: ["disclosure:publish"],
  },
  {
    label: "Contact Messages",
    to: "/dashboard/contact",
    icon: "contact",
    permissions: ["messages:read", "messages:read-careers"],
  },
  {
    label: "Enquiries",
    to: "/dashboard/admission-enquiry",
    icon: "enquiry",
    permissions: ["enquiries:read"],
  },
  {
    label: "Message templates",
    to: "/dashboard/message-templates",
    icon: "contact",
    permissions: ["enquiries:read"],
  },
  {
    label: "Counselling rounds",
    to: "/dashboard/counselling-rounds",
    icon: "calendar",
    permissions: ["counselling:write"],
  },
  {
    label: "Complaints",
    to: "/dashboard/grievances",
    icon: "shield",
    permissions: ["grievances:work", "grievances:work-harassment"],
  },
  { label: "OPD timetable", to: "/dashboard/opd", icon: "calendar", permissions: ["opd:write"] },
  { label: "Blood stock", to: "/dashboard/blood-stock", icon: "drop", permissions: ["blood-stock:write"] },
  {
    label: "Appointments",
    to: "/dashboard/appointments",
    icon: "calendar",
    permissions: ["appointments:work"],
  },
  { label: "Users", to: "/dashboard/users", icon: "users", permissions: ["users:manage"] },
  { label: "Audit trail", to: "/dashboard/audit", icon: "shield", permissions: ["audit:read"] },
];

/** The site's content, edited by editors and admins (issue 11). */
export const contentNavItems: NavItem[] = [
  { label: "Notices", to: "/dashboard/notices", icon: "bell", permissions: ["content:write"] },
  { label: "Admission Pop-up", to: "/dashboard/popup", icon: "enquiry", permissions: ["content:write"] },
  { label: "Documents", to: "/dashboard/documents", icon: "download", permissions: ["content:write"] },
  { label: "Gallery", to: "/dashboard/gallery", icon: "image", permissions: ["content:write"] },
  { label: "Job Openings", to: "/dashboard/jobs", icon: "jobs", permissions: ["content:write"] },
  { label: "Fee tables", to: "/dashboard/fees", icon: "report", permissions: ["content:write"] },
  {
    label: "Site settings",
    to: "/dashboard/site-settings",
    icon: "settings",
    permissions: ["content:write"],
  },
];

/**
 * Each content collection's list screen (ADR 017), after the content entries. (Courses, job openings, notices,
 * documents and gallery photos have their own entries above.) The staff layout's loader builds them on the
 * server from the collections' definitions, which stay out of the browser's bundle (ADR 028).
 */
export const collectionNavItems = (
  collections: readonly Pick<AnyCollection, "name" | "labels" | "access">[],
): NavItem[] =>
  collections
    .filter((collection) => !["courses", "jobs", "notices", "documents", "gallery"].includes(collection.name))
    .map((collection) => ({
      label: collection.labels.many.charAt(0).toUpperCase() + collection.labels.many.slice(1),
      to: `/dashboard/collections/${collection.name}`,
      icon: "report",
      permissions: [collection.access.write],
    }));

export const secondaryNavItems: NavItem[] = [
  { label: "Settings", to: "/dashboard/settings", icon: "settings" },
  { label: "Help & Support", to: "/dashboard/help", icon: "help" },
];

/** Whether a role may see an entry (and open its screen). */
export const mayUse = (role: string | null | undefined, item: Pick<NavItem, "permissions">) =>
  !item.permissions || item.permissions.some((permission) => can(role, permission));

/** The entry whose screen a path shows (the longest matching prefix), for the "not allowed" state. */
export function navItemFor(pathname: string, collectionItems: NavItem[]): NavItem | undefined {
  return [...mainNavItems, ...contentNavItems, ...collectionItems, ...secondaryNavItems]
    .filter(
      (item) => item.to !== "/dashboard" && (pathname === item.to || pathname.startsWith(`${item.to}/`)),
    )
    .sort((a, b) => b.to.length - a.to.length)[0];
}

export const APP_VERSION = "v1.0.0";

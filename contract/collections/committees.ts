import { defineCollection, ORDER_FIELD } from "./collection";

/**
 * The bodies the safety regulations ask a college to publish with their members' contacts (issue 22): the
 * /safety page shows each committee record that holds one of these, in this order.
 */
export const SAFETY_BODIES = {
  "anti-ragging-committee": "Anti-Ragging Committee",
  "anti-ragging-squad": "Anti-Ragging Squad",
  "nodal-officer": "Anti-ragging nodal officer",
  "internal-committee": "Internal Committee (sexual harassment)",
  "grievance-committee": "Students' Grievance Redressal Committee",
  ombudsperson: "Ombudsperson",
  "grievance-officer": "Grievance redressal officer",
} as const;
export type SafetyBody = keyof typeof SAFETY_BODIES;
export const SAFETY_BODY_SLUGS = Object.keys(SAFETY_BODIES) as [SafetyBody, ...SafetyBody[]];

const nameKey = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

/**
 * Whether a committee document's title names this committee: it starts with the committee's name ("Anti Ragging
 * Committee", "Anti Ragging Committee 2025-26", …), letters and digits compared, case and punctuation aside.
 */
export function titleNamesCommittee(title: string, committeeName: string): boolean {
  const name = nameKey(committeeName);
  const key = nameKey(title);
  return name !== "" && (key === name || key.startsWith(`${name} `));
}

/**
 * The college's committees and officers (issues 20 and 22): the College Committees page's tiles (each one's
 * PDF is the newest "committee" document whose title starts with its name) and, for those holding a safety
 * role, the members and contacts on /safety.
 */
export const committeesCollection = defineCollection({
  name: "committees",
  plural: "committees",
  labels: { one: "committee", many: "committees" },
  audit: { entity: "committee", label: "Committees" },
  description:
    "The college's committees and officers: the College Committees page and, with members, /safety",
  fields: {
    name: {
      type: "text",
      label: "Name",
      required: true,
      max: 120,
      localized: true,
      hint: "Its committee document's title starts with this name (e.g. Anti Ragging Committee 2025-26)",
    },
    remit: { type: "text", label: "What it does", required: true, max: 300, localized: true },
    safetyRole: {
      type: "choice",
      label: "Role on the Help and complaints page",
      choices: SAFETY_BODY_SLUGS,
      hint: "Set for the bodies students must be able to reach: their members and contacts show on /safety",
    },
    listed: {
      type: "boolean",
      label: "Show as a tile on the College Committees page",
    },
    members: {
      type: "list",
      label: "Members",
      itemLabel: "member",
      max: 40,
      of: {
        name: { type: "text", label: "Name", required: true, max: 120 },
        role: {
          type: "text",
          label: "Role",
          required: true,
          max: 120,
          localized: true,
          hint: "Chairperson, Member, …",
        },
        phone: { type: "text", label: "Phone", format: "phone", max: 20 },
        email: { type: "text", label: "E-mail", format: "email", max: 254 },
      },
    },
    position: ORDER_FIELD,
  },
  titleField: "name",
  listColumns: ["safetyRole", "listed", "position"],
  searchFields: ["name", "remit"],
  orderBy: "position",
  access: { read: "public", write: "content:write" },
  publicRoute: () => "/about/college-committees",
});

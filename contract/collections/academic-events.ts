import { DEPARTMENTS } from "../departments";
import { defineCollection } from "./collection";

export const ACADEMIC_EVENT_KINDS = [
  "cme",
  "conference",
  "workshop",
  "seminar",
  "guest-lecture",
  "other",
] as const;
export type AcademicEventKind = (typeof ACADEMIC_EVENT_KINDS)[number];
export const ACADEMIC_EVENT_KIND_LABELS: Record<AcademicEventKind, string> = {
  cme: "CME",
  conference: "Conference",
  workshop: "Workshop",
  seminar: "Seminar",
  "guest-lecture": "Guest lecture",
  other: "Other academic activity",
};

/** CMEs, conferences, workshops and other academic activities held (MSR B.1.11 item (f)). */
export const academicEventsCollection = defineCollection({
  name: "academic-events",
  plural: "events",
  labels: { one: "academic event", many: "CMEs and academic events" },
  audit: { entity: "academic-event", label: "CMEs and academic events" },
  description: "CMEs, conferences, workshops and other academic activities (MSR B.1.11 item (f))",
  fields: {
    title: { type: "text", label: "Title", required: true, max: 300 },
    kind: { type: "choice", label: "Kind", choices: ACADEMIC_EVENT_KINDS, required: true },
    heldOn: { type: "date", label: "Held on", required: true, hint: "The first day" },
    department: {
      type: "choice",
      label: "Department",
      choices: DEPARTMENTS,
      hint: "Leave empty for an event of the whole college",
    },
    description: { type: "longText", label: "Description", max: 2000 },
  },
  titleField: "title",
  listColumns: ["kind", "department", "heldOn"],
  searchFields: ["title", "description"],
  orderBy: "heldOn",
  orderDescending: true,
  access: { read: "public", write: "academic-records:write" },
  publicRoute: () => "/msr-clause-b-1-11/f",
});

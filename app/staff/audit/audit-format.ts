import type { AuditEntry } from "../../../contract/audit";
import type { AnyCollection } from "../../../contract/collections/collection";

const show = (value: unknown) =>
  value === null || value === undefined || value === ""
    ? "—"
    : typeof value === "string"
      ? value
      : JSON.stringify(value);

const structured = (value: unknown): value is object => typeof value === "object" && value !== null;

/** Every leaf of a value by its path (`rows[2].amount`); a plain value is its own leaf. */
function leaves(value: unknown, path: string, into = new Map<string, unknown>()) {
  if (Array.isArray(value)) value.forEach((item, index) => leaves(item, `${path}[${index}]`, into));
  else if (structured(value))
    for (const [key, item] of Object.entries(value)) leaves(item, path ? `${path}.${key}` : key, into);
  else into.set(path, value);
  return into;
}

/** One field's (or one nested value's) change: before → after. */
export interface ChangeLine {
  field: string;
  from: string;
  to: string;
}

/**
 * An entry's changes as field-by-field lines. A list or an object (a fee table's rows) is compared value by
 * value, so only what changed is listed; `unchanged` when the entry recorded fields whose values are the
 * same before and after (a publish with no change).
 */
export function changeLines(entry: AuditEntry): { lines: ChangeLine[]; unchanged: boolean } {
  const lines: ChangeLine[] = [];
  const fields = Object.entries(entry.changes ?? {});
  for (const [field, change] of fields) {
    if (structured(change.from) || structured(change.to)) {
      const before = leaves(change.from, field);
      const after = leaves(change.to, field);
      for (const path of new Set([...before.keys(), ...after.keys()])) {
        const from = before.get(path);
        const to = after.get(path);
        if (JSON.stringify(from) !== JSON.stringify(to))
          lines.push({ field: path, from: show(from), to: show(to) });
      }
    } else if (JSON.stringify(change.from) !== JSON.stringify(change.to)) {
      lines.push({ field, from: show(change.from), to: show(change.to) });
    }
  }
  return { lines, unchanged: fields.length > 0 && lines.length === 0 };
}

/** The entry's other facts ("reference: ENQ-000123"). */
export const detailLines = (entry: AuditEntry) =>
  Object.entries(entry.details ?? {}).map(([key, value]) => `${key}: ${show(value)}`);

/** "role: admissions → editor; active: true → false" (one line, for a record's short history). */
export function describeChanges(entry: AuditEntry): string {
  const { lines, unchanged } = changeLines(entry);
  const parts = lines.map((line) => `${line.field}: ${line.from} → ${line.to}`);
  return [...(unchanged ? ["no change"] : parts), ...detailLines(entry)].join("; ");
}

/** The person by name (their e-mail beside it), or who acted without an account. */
export const actorLabel = (entry: AuditEntry) =>
  entry.actor ? (entry.actor.name ?? entry.actor.email) : "Anonymous or system";

/** Each content collection's screen by its audit entity (`course` → its list screen). */
export type CollectionScreens = Record<string, string>;

/**
 * Built on the server by the staff layout's loader from the collections' definitions, which stay out of the
 * browser's bundle (ADR 028): a screen reads it with `useCollectionScreens()`.
 */
export const collectionScreens = (
  collections: readonly Pick<AnyCollection, "name" | "audit">[],
): CollectionScreens =>
  Object.fromEntries(
    collections.map((collection) => [collection.audit.entity, `/dashboard/collections/${collection.name}`]),
  );

/** The screen that shows a kind of record (the record itself where it has its own page). */
const SCREENS: Record<string, string | ((id: string) => string)> = {
  enquiry: (id) => `/dashboard/admission-enquiry/${encodeURIComponent(id)}`,
  user: "/dashboard/users",
  "security-settings": "/dashboard/settings",
  faculty: "/dashboard/faculty",
  "nmc-faculty-list": "/dashboard/nmc-disclosure",
  message: "/dashboard/contact",
  notice: "/dashboard/notices",
  popup: "/dashboard/popup",
  document: "/dashboard/documents",
  "gallery-photo": "/dashboard/gallery",
  job: "/dashboard/jobs",
  "fee-table": "/dashboard/fees",
  "site-settings": "/dashboard/site-settings",
  student: "/dashboard/students",
  "non-teaching-staff": "/dashboard/non-teaching-staff",
  "clinical-material": "/dashboard/clinical-material",
  "exam-result": "/dashboard/exam-results",
  "opd-session": "/dashboard/opd",
  "opd-holiday": "/dashboard/opd",
  "opd-seasons": "/dashboard/opd",
  "blood-stock": "/dashboard/blood-stock",
  "message-template": "/dashboard/message-templates",
  "counselling-round": "/dashboard/counselling-rounds",
  "appointment-request": "/dashboard/appointments",
  grievance: "/dashboard/grievances",
};

/** Where the entry's record is seen, if a screen shows it (a collection's record: its collection's list). */
export function recordLink(entry: AuditEntry, collections: CollectionScreens): string | null {
  const screen = Object.hasOwn(SCREENS, entry.entity)
    ? SCREENS[entry.entity]
    : Object.hasOwn(collections, entry.entity)
      ? collections[entry.entity]
      : undefined;
  if (!screen) return null;
  return typeof screen === "function" ? (entry.entityId ? screen(entry.entityId) : null) : screen;
}

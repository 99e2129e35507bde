import type { AuditEntry } from "../../../contract/audit";

const show = (value: unknown) =>
  value === null || value === undefined || value === ""
    ? "—"
    : typeof value === "string"
      ? value
      : JSON.stringify(value);

/** "role: admissions → editor; active: true → false" */
export function describeChanges(entry: AuditEntry): string {
  const parts = Object.entries(entry.changes ?? {}).map(
    ([field, change]) => `${field}: ${show(change.from)} → ${show(change.to)}`,
  );
  const details = Object.entries(entry.details ?? {}).map(([key, value]) => `${key}: ${show(value)}`);
  return [...parts, ...details].join("; ");
}

export const actorLabel = (entry: AuditEntry) => entry.actor?.email ?? "Anonymous or system";

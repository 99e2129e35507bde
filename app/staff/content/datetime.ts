/** An ISO instant as a datetime-local input's value (the browser's time zone). */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return "";
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local input's value as an ISO instant; empty stays null. */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

const display = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short" });
export const formatDateTime = (iso: string | null) => (iso ? display.format(new Date(iso)) : "—");

import { stringify } from "csv-stringify/sync";

/** Cells a spreadsheet would run as a formula get a leading apostrophe (CSV injection). */
export const neutraliseCell = (value: unknown): string => {
  const text = value === null || value === undefined ? "" : String(value);
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
};

export function toCsv(header: string[], rows: unknown[][]): string {
  return "\uFEFF" + stringify([header, ...rows.map((row) => row.map(neutraliseCell))]);
}

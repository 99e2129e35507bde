import { FACULTY_CSV_SAMPLE_ROW, FACULTY_CSV_TEMPLATE_COLUMNS } from "../../../contract/faculty";

export const FACULTY_TEMPLATE_NAME = "faculty_template.csv";

const quote = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);

/** The import template: the spec's columns in order, then the optional ones, and one sample row. */
export function facultyTemplateCsv(): string {
  return (
    [FACULTY_CSV_TEMPLATE_COLUMNS, FACULTY_CSV_SAMPLE_ROW]
      .map((row) => row.map(quote).join(","))
      .join("\r\n") + "\r\n"
  );
}

import { designationText, type DirectoryRow } from "./directory-query";

const NA = "N/A";

const text = (value: string | null) => (value && value.trim() ? value : NA);

export const experienceText = (years: number | null) => (years === null ? NA : `${years} yrs`);

const columns = [
  "Department",
  "Designation",
  "Qualification",
  "Registration No.",
  "AEBAS ID",
  "Experience",
  "OPD days",
] as const;

/** Long values that wrap instead of widening the table. */
const WRAPPING = new Set<string>(["Department", "OPD days"]);

const cell = (row: DirectoryRow): Record<(typeof columns)[number], string> => ({
  Department: text(row.department),
  Designation: text(designationText(row)),
  Qualification: text(row.qualification),
  "Registration No.": text(row.regNo),
  "AEBAS ID": text(row.AEBASID),
  Experience: experienceText(row.experienceYears),
  "OPD days": row.opdDays ?? "—",
});

/**
 * The directory's table. On a phone each member becomes a card of label/value lines (the labels come
 * from data-label). No explicit table roles (the Nu HTML checker forbids them on rows and cells of a table,
 * issue 26): the elements carry the meaning.
 */
export function FacultyTable({ rows, caption }: { rows: DirectoryRow[]; caption: string }) {
  return (
    <div
      role="region"
      aria-labelledby="faculty-table-caption"
      tabIndex={0}
      className="sm:overflow-x-auto sm:rounded-xl sm:border sm:border-slate-200 sm:bg-white sm:shadow-sm"
    >
      <table className="w-full border-collapse text-left text-sm max-sm:block sm:min-w-[60rem]">
        <caption id="faculty-table-caption" className="sr-only">
          {caption}
        </caption>
        <thead className="bg-brand-50 text-brand-900 max-sm:sr-only">
          <tr>
            {["Name", ...columns].map((header) => (
              <th key={header} scope="col" className="px-4 py-3 font-semibold whitespace-nowrap">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="max-sm:block max-sm:space-y-3 sm:divide-y sm:divide-slate-200">
          {rows.map((row) => {
            const values = cell(row);
            return (
              <tr
                key={row.id}
                id={`doctor-${row.id}`}
                className="scroll-mt-24 hover:bg-slate-50 target:bg-amber-50 max-sm:block max-sm:rounded-lg max-sm:border max-sm:border-slate-200 max-sm:bg-white max-sm:p-4 max-sm:shadow-sm"
              >
                <th
                  scope="row"
                  className="px-4 py-3 font-semibold text-slate-900 max-sm:block max-sm:p-0 max-sm:pb-2 max-sm:text-base"
                >
                  {text(row.name)}
                </th>
                {columns.map((column) => (
                  <td
                    key={column}
                    data-label={column}
                    className={`px-4 py-3 text-slate-700 max-sm:flex max-sm:justify-between max-sm:gap-4 max-sm:px-0 max-sm:py-1 max-sm:text-right max-sm:before:text-left max-sm:before:font-medium max-sm:before:text-slate-600 max-sm:before:content-[attr(data-label)] ${WRAPPING.has(column) ? "sm:min-w-40" : "sm:whitespace-nowrap"}`}
                  >
                    {values[column]}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

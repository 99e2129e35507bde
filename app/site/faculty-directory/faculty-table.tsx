import type { DirectoryRow } from "./directory-query";

const NA = "N/A";

const text = (value: string | null) => (value && value.trim() ? value : NA);

export const experienceText = (years: number | null) => (years === null ? NA : `${years} yrs`);

const headers = ["Name", "Designation", "Qualification", "Registration No.", "AEBAS ID", "Experience"];

/** The directory's table; on a phone it scrolls sideways inside its own box, the names stay in view. */
export function FacultyTable({ rows, caption }: { rows: DirectoryRow[]; caption: string }) {
  return (
    <div
      role="region"
      aria-labelledby="faculty-table-caption"
      tabIndex={0}
      className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      <table className="w-full min-w-[44rem] border-collapse text-left text-sm">
        <caption id="faculty-table-caption" className="sr-only">
          {caption}
        </caption>
        <thead className="bg-brand-50 text-brand-900">
          <tr>
            {headers.map((header, index) => (
              <th
                key={header}
                scope="col"
                className={`px-4 py-3 font-semibold whitespace-nowrap ${index === 0 ? "sticky left-0 z-10 bg-brand-50" : ""}`}
              >
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {rows.map((row) => (
            <tr key={row.id} className="group hover:bg-slate-50">
              <th
                scope="row"
                className="sticky left-0 bg-white px-4 py-3 font-semibold text-slate-900 group-hover:bg-slate-50"
              >
                {text(row.name)}
              </th>
              <td className="px-4 py-3 text-slate-700">{text(row.designation)}</td>
              <td className="px-4 py-3 text-slate-700">{text(row.qualification)}</td>
              <td className="px-4 py-3 whitespace-nowrap text-slate-700">{text(row.regNo)}</td>
              <td className="px-4 py-3 whitespace-nowrap text-slate-700">{text(row.AEBASID)}</td>
              <td className="px-4 py-3 whitespace-nowrap text-slate-700">
                {experienceText(row.experienceYears)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

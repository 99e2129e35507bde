import type { Enquiry } from "../../../contract/enquiry";
import { formatDate } from "../format";
import { CourseBadge } from "./course-badge";

interface ViewProps {
  rows: Enquiry[];
  /** The view, edit and delete buttons of a row. */
  actions: (row: Enquiry) => React.ReactNode;
}

/** List view: Name, Email, Phone, Course, NEET Score, Date, Actions. */
export function EnquiryTable({ rows, actions }: ViewProps) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="min-w-full text-left text-sm">
        <thead className="bg-slate-50 text-xs tracking-wide text-slate-700 uppercase">
          <tr>
            {["Name", "Email", "Phone", "Course", "NEET Score", "Date", "Actions"].map((heading) => (
              <th key={heading} scope="col" className="px-4 py-3 font-semibold">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {rows.map((row) => (
            <tr key={row._id} className="hover:bg-slate-50">
              <td className="px-4 py-2 font-medium whitespace-nowrap text-slate-900">{row.name}</td>
              <td className="px-4 py-2 text-slate-800">{row.email}</td>
              <td className="px-4 py-2 whitespace-nowrap text-slate-800">{row.phone}</td>
              <td className="px-4 py-2">
                <CourseBadge course={row.course} />
              </td>
              <td className="px-4 py-2 text-slate-800">{row.neetScore}</td>
              <td className="px-4 py-2 whitespace-nowrap text-slate-800">{formatDate(row.createdAt)}</td>
              <td className="px-4 py-2">{actions(row)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Grid view: one card per enquiry. */
export function EnquiryGrid({ rows, actions }: ViewProps) {
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Enquiries">
      {rows.map((row) => (
        <li key={row._id} className="flex flex-col rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
          <div className="flex items-start justify-between gap-2">
            <h2 className="font-semibold break-words text-slate-900">{row.name}</h2>
            <CourseBadge course={row.course} />
          </div>
          <p className="mt-2 text-sm break-all text-slate-800">{row.email}</p>
          <p className="text-sm text-slate-800">{row.phone}</p>
          <p className="mt-2 text-sm text-slate-700">
            NEET score <span className="font-semibold text-slate-900">{row.neetScore}</span> ·{" "}
            {formatDate(row.createdAt)}
          </p>
          <div className="mt-auto flex justify-end pt-3">{actions(row)}</div>
        </li>
      ))}
    </ul>
  );
}

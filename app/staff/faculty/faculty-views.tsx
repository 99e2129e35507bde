import type { Faculty } from "../../../contract/faculty";
import { RowActions } from "../row-actions";
import { FacultyPhoto } from "./faculty-photo";

interface ViewProps {
  faculty: Faculty[];
  onView: (member: Faculty) => void;
  /** Absent for a role that may only read. */
  onEdit?: (member: Faculty) => void;
  onDelete?: (member: Faculty) => void;
}

/** Card view: 1 to 4 columns. */
export function FacultyCards({ faculty, onView, onEdit, onDelete }: ViewProps) {
  return (
    <ul
      className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4"
      aria-label="Faculty members"
    >
      {faculty.map((member) => (
        <li
          key={member._id}
          className="flex flex-col rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
        >
          <div className="flex items-start gap-3">
            <FacultyPhoto member={member} size="lg" />
            <div className="min-w-0 flex-1">
              <h2 className="text-base font-semibold break-words text-slate-900">{member.name}</h2>
              <p className="text-sm text-brand-700">{member.designation}</p>
              <p className="text-sm text-slate-700">{member.department || "No department"}</p>
            </div>
          </div>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-slate-600">Qualification</dt>
            <dd className="break-words text-slate-900">{member.qualification}</dd>
            <dt className="text-slate-600">Reg. No</dt>
            <dd className="break-words text-slate-900">{member.regNo}</dd>
            <dt className="text-slate-600">Experience</dt>
            <dd className="text-slate-900">{member.experience || "Not given"}</dd>
          </dl>
          <div className="mt-auto flex justify-end pt-3">
            <RowActions
              label={member.name}
              onView={() => onView(member)}
              onEdit={onEdit && (() => onEdit(member))}
              onDelete={onDelete && (() => onDelete(member))}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** List view: Photo, Name (email beneath), Designation, Department, Qualification, Reg. No, Actions. */
export function FacultyTable({ faculty, onView, onEdit, onDelete }: ViewProps) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="min-w-full text-left text-sm">
        <thead className="bg-slate-50 text-xs tracking-wide text-slate-700 uppercase">
          <tr>
            {["Photo", "Name", "Designation", "Department", "Qualification", "Reg. No", "Actions"].map(
              (heading) => (
                <th key={heading} scope="col" className="px-3 py-3 font-semibold">
                  {heading}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {faculty.map((member) => (
            <tr key={member._id} className="hover:bg-slate-50">
              <td className="px-3 py-2">
                <FacultyPhoto member={member} size="sm" />
              </td>
              <td className="px-3 py-2">
                <p className="font-medium text-slate-900">{member.name}</p>
                <p className="text-xs break-all text-slate-600">{member.email || "No email"}</p>
              </td>
              <td className="px-3 py-2 text-slate-800">{member.designation}</td>
              <td className="px-3 py-2 text-slate-800">{member.department || "—"}</td>
              <td className="px-3 py-2 text-slate-800">{member.qualification}</td>
              <td className="px-3 py-2 whitespace-nowrap text-slate-800">{member.regNo}</td>
              <td className="px-3 py-2">
                <RowActions
                  label={member.name}
                  onView={() => onView(member)}
                  onEdit={onEdit && (() => onEdit(member))}
                  onDelete={onDelete && (() => onDelete(member))}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

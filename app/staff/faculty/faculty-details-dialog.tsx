import type { Faculty } from "../../../contract/faculty";
import { formatDate } from "../format";
import { RecordDialog } from "../record-dialog";
import { FacultyPhoto } from "./faculty-photo";

interface FacultyDetailsDialogProps {
  member: Faculty | null;
  onClose: () => void;
  onEdit?: (member: Faculty) => void;
}

/** Faculty Details: read-only, with Edit Faculty and Close. */
export function FacultyDetailsDialog({ member, onClose, onEdit }: FacultyDetailsDialogProps) {
  const rows: [string, string | null | undefined][] = member
    ? [
        ["Designation", member.designation],
        ["Department", member.department],
        ["Qualification", member.qualification],
        ["Registration No", member.regNo],
        ["Medical Council", member.medicalCouncil],
        ["Experience", member.experience],
        ["AEBAS ID", member.AEBASID],
        ["Email", member.email],
        ["Phone", member.phone],
        ["Joining Date", member.joiningDate ? formatDate(member.joiningDate) : null],
      ]
    : [];
  return (
    <RecordDialog
      record={member}
      historyOf="faculty"
      title="Faculty Details"
      size="lg"
      editLabel="Edit Faculty"
      onClose={onClose}
      onEdit={onEdit}
    >
      {(member) => (
        <div className="flex flex-col gap-4">
          <div className="flex items-center gap-4">
            <FacultyPhoto member={member} size="lg" />
            <div>
              <p className="text-xl font-semibold text-slate-900">{member.name}</p>
              <p className="text-slate-700">{member.designation}</p>
            </div>
          </div>
          <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
            {rows.map(([label, value]) => (
              <div key={label}>
                <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{label}</dt>
                <dd className="break-words text-slate-900">{value || "Not given"}</dd>
              </div>
            ))}
            {member.specialization ? (
              <div className="sm:col-span-2">
                <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
                  Specialization
                </dt>
                <dd className="whitespace-pre-line text-slate-900">{member.specialization}</dd>
              </div>
            ) : null}
          </dl>
        </div>
      )}
    </RecordDialog>
  );
}

import type { Enquiry } from "../../../contract/enquiry";
import { formatDateTime } from "../format";
import { RecordDialog } from "../record-dialog";
import { CourseBadge } from "./course-badge";

interface EnquiryViewDialogProps {
  enquiry: Enquiry | null;
  onClose: () => void;
  onEdit: (enquiry: Enquiry) => void;
}

/** The whole enquiry, read-only. */
export function EnquiryViewDialog({ enquiry, onClose, onEdit }: EnquiryViewDialogProps) {
  return (
    <RecordDialog
      record={enquiry}
      historyOf="enquiry"
      title="Enquiry Details"
      editLabel="Edit Enquiry"
      onClose={onClose}
      onEdit={onEdit}
    >
      {(enquiry) => (
        <dl className="grid gap-3 sm:grid-cols-2">
          {(
            [
              ["Name", enquiry.name],
              ["Email", enquiry.email],
              ["Phone", enquiry.phone],
              ["NEET Score", enquiry.neetScore],
              ["Received", formatDateTime(enquiry.createdAt)],
            ] as const
          ).map(([label, value]) => (
            <div key={label}>
              <dt className="text-xs font-semibold text-slate-600 uppercase">{label}</dt>
              <dd className="break-all text-slate-900">{value}</dd>
            </div>
          ))}
          <div>
            <dt className="text-xs font-semibold text-slate-600 uppercase">Course</dt>
            <dd>
              <CourseBadge course={enquiry.course} />
            </dd>
          </div>
          <div className="sm:col-span-2">
            <dt className="text-xs font-semibold text-slate-600 uppercase">Message</dt>
            <dd className="whitespace-pre-line break-words text-slate-900">
              {enquiry.message || "No message"}
            </dd>
          </div>
        </dl>
      )}
    </RecordDialog>
  );
}

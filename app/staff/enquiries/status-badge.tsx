import { ENQUIRY_STATUS_LABELS, type EnquiryStatus } from "../../../contract/enquiry";

const statusStyles: Record<EnquiryStatus, string> = {
  new: "bg-sky-100 text-sky-900",
  contacted: "bg-indigo-100 text-indigo-900",
  "follow-up": "bg-amber-100 text-amber-900",
  applied: "bg-violet-100 text-violet-900",
  admitted: "bg-green-100 text-green-900",
  closed: "bg-slate-200 text-slate-800",
};

export function StatusBadge({ status }: { status: EnquiryStatus }) {
  return (
    <span
      data-status={status}
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${statusStyles[status]}`}
    >
      {ENQUIRY_STATUS_LABELS[status]}
    </span>
  );
}

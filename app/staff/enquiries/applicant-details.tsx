import type { EnquiryDetail } from "../../../contract/enquiry";
import { FORM_LANGUAGE_LABELS } from "../../../contract/public-form";
import { telHref } from "../../ui/tel-href";
import { formatDateTime } from "../format";
import { followUpText } from "./enquiry-views";

/** Who the applicant is and how to reach them, with the enquiry's assignee, follow-up and consent. */
export function ApplicantDetails({ enquiry }: { enquiry: EnquiryDetail }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
      <dt className="font-medium text-slate-700">E-mail</dt>
      <dd className="break-all text-slate-900">
        {/* A phone or walk-in enquiry may come without an address. */}
        {enquiry.email ? (
          <a className="underline underline-offset-2" href={`mailto:${enquiry.email}`}>
            {enquiry.email}
          </a>
        ) : (
          "—"
        )}
      </dd>
      <dt className="font-medium text-slate-700">Phone</dt>
      <dd className="text-slate-900">
        <a className="underline underline-offset-2" href={telHref(enquiry.phone)}>
          {enquiry.phone}
        </a>
      </dd>
      <dt className="font-medium text-slate-700">Course</dt>
      <dd className="text-slate-900">{enquiry.course}</dd>
      <dt className="font-medium text-slate-700">NEET score</dt>
      <dd className="text-slate-900">{enquiry.neetScore || "—"}</dd>
      <dt className="font-medium text-slate-700">Received</dt>
      <dd className="text-slate-900">{formatDateTime(enquiry.createdAt)}</dd>
      <dt className="font-medium text-slate-700">Assigned to</dt>
      <dd className="text-slate-900">{enquiry.assignee?.name ?? "Nobody"}</dd>
      <dt className="font-medium text-slate-700">Next follow-up</dt>
      <dd className="text-slate-900">
        {enquiry.nextFollowUpAt
          ? `${followUpText(enquiry)}, ${formatDateTime(enquiry.nextFollowUpAt).split(", ").at(-1)}`
          : "—"}
      </dd>
      <dt className="font-medium text-slate-700">Counselling updates</dt>
      <dd className="text-slate-900">
        {enquiry.updatesConsentAt
          ? `By e-mail, asked ${formatDateTime(enquiry.updatesConsentAt)}`
          : "Not asked for (or withdrawn)"}
      </dd>
      <dt className="font-medium text-slate-700">Language</dt>
      <dd className="text-slate-900">{FORM_LANGUAGE_LABELS[enquiry.language]}</dd>
      <dt className="font-medium text-slate-700">Message</dt>
      <dd className="whitespace-pre-line text-slate-900">{enquiry.message || "—"}</dd>
    </dl>
  );
}

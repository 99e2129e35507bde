import { useState } from "react";
import toast from "react-hot-toast";
import type { EmailState, TimelineEntry } from "../../../contract/enquiry";
import { buttonClass } from "../../ui/button";
import { ApiError } from "../api-client";
import { formatDateTime } from "../format";
import { retryEmail } from "./enquiries-api";

const EMAIL_STATE_STYLES: Record<EmailState["status"], string> = {
  queued: "bg-amber-100 text-amber-900",
  sending: "bg-sky-100 text-sky-900",
  sent: "bg-green-100 text-green-900",
  failed: "bg-red-100 text-red-900",
};
const EMAIL_STATE_LABELS: Record<EmailState["status"], string> = {
  queued: "Queued",
  sending: "Sending",
  sent: "Sent",
  failed: "Failed",
};

const KIND_LABELS: Record<TimelineEntry["kind"], string> = {
  received: "Received",
  assigned: "Assignment",
  status: "Status",
  "follow-up": "Follow-up",
  note: "Note",
  email: "E-mail",
  duplicate: "Duplicate",
  unlinked: "Unlinked",
  merged: "Merged",
  call: "Call",
  whatsapp: "WhatsApp",
  updates: "Counselling updates",
  withdrawn: "Consent withdrawn",
  anonymised: "Anonymised",
};

function EmailLine({
  email,
  canRetry,
  onRetried,
}: {
  email: EmailState;
  canRetry: boolean;
  onRetried: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const retry = async () => {
    setBusy(true);
    try {
      await retryEmail(email.id);
      toast.success("E-mail queued again");
      onRetried();
    } catch (caught) {
      toast.error(caught instanceof ApiError ? caught.message : "Failed to retry the e-mail");
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="mt-1 flex flex-wrap items-center gap-2 text-sm">
      <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${EMAIL_STATE_STYLES[email.status]}`}>
        {EMAIL_STATE_LABELS[email.status]}
      </span>
      <span className="text-slate-700">
        to {email.to}
        {email.sentAt ? ` · sent ${formatDateTime(email.sentAt)}` : ""}
        {email.attempts > 1 ? ` · ${email.attempts} attempts` : ""}
      </span>
      {email.lastError ? (
        <span className="w-full text-xs break-words text-red-900">SMTP answer: {email.lastError}</span>
      ) : null}
      {email.status === "failed" && canRetry ? (
        <button type="button" className={buttonClass.secondary} onClick={() => void retry()} disabled={busy}>
          Retry e-mail
        </button>
      ) : null}
    </div>
  );
}

/** Everything that happened to the enquiry, oldest first. */
export function EnquiryTimeline({
  entries,
  canRetry,
  onRetried,
}: {
  entries: TimelineEntry[];
  canRetry: boolean;
  onRetried: () => void;
}) {
  return (
    <ol className="relative border-l-2 border-slate-200 pl-5" aria-label="Timeline">
      {entries.map((entry) => (
        <li key={`${entry.kind}-${entry.id}`} className="mb-4 last:mb-0" data-kind={entry.kind}>
          <span
            aria-hidden="true"
            className="absolute -left-[7px] mt-1.5 h-3 w-3 rounded-full border-2 border-white bg-brand-700"
          />
          <p className="text-xs text-slate-600">
            <span className="font-semibold text-slate-800">{KIND_LABELS[entry.kind]}</span> ·{" "}
            <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
            {entry.actor ? ` · ${entry.actor.name}` : entry.kind === "email" ? "" : " · website"}
          </p>
          <p className="text-sm whitespace-pre-line text-slate-900">
            {entry.kind === "email" && entry.email ? entry.email.subject : entry.summary}
          </p>
          {entry.email ? <EmailLine email={entry.email} canRetry={canRetry} onRetried={onRetried} /> : null}
          {entry.whatsapp ? (
            <blockquote className="mt-1 border-l-2 border-green-600 pl-3 text-sm whitespace-pre-line break-words text-slate-700">
              {entry.whatsapp.text}
            </blockquote>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

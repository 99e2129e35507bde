import { StatusBadge } from "../../../staff/status-badge";
import { enquiryBadge } from "../../../staff/enquiries/status-badge";
import { useEffect, useState } from "react";
import toast from "react-hot-toast";
import { Link, useLocation, useParams } from "react-router";
import {
  CLOSE_REASONS,
  CLOSE_REASON_LABELS,
  ENQUIRY_STATUSES,
  ENQUIRY_STATUS_LABELS,
  type CloseReason,
  type EnquiryDetail,
  type EnquiryStatus,
  type PipelineEnquiry,
} from "../../../../contract/enquiry";
import { can } from "../../../../contract/permissions";
import { ApiError } from "../../../staff/api-client";
import { ConfirmDialog } from "../../../staff/confirm-dialog";
import { controlClass } from "../../../staff/control-class";
import { CourseBadge } from "../../../staff/enquiries/course-badge";
import { EmailNotConfigured } from "../../../staff/enquiries/email-status";
import {
  addNote,
  fetchAssignees,
  fetchEnquiry,
  mergeEnquiry,
  patchEnquiry,
  unlinkEnquiry,
} from "../../../staff/enquiries/enquiries-api";
import { CallLogForm } from "../../../staff/enquiries/call-log-form";
import { EnquiryNotes } from "../../../staff/enquiries/enquiry-notes";
import { EnquiryTimeline } from "../../../staff/enquiries/enquiry-timeline";
import { followUpText } from "../../../staff/enquiries/enquiry-views";
import { WhatsappReply } from "../../../staff/enquiries/whatsapp-reply";
import { formatDateTime } from "../../../staff/format";
import { ListError, ListLoading } from "../../../staff/list-states";
import { staffMeta } from "../../../staff/staff-meta";
import { useStaffUser } from "../../../staff/staff-user";
import { useApiData } from "../../../staff/use-api-data";
import { buttonClass } from "../../../ui/button";
import { Spinner } from "../../../ui/spinner";

export const meta = () => staffMeta("Enquiry");

/** An ISO instant as the value of a datetime-local field (the browser's time zone). */
function toLocalInput(iso: string | null): string {
  if (!iso) return "";
  const date = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

function Section({ title, children, id }: { title: string; children: React.ReactNode; id: string }) {
  return (
    <section aria-labelledby={id} className="rounded-lg bg-white p-4 shadow-sm sm:p-5">
      <h2 id={id} className="mb-3 text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The pipeline's fields; a note typed in the note box (`note`) is saved with the change. */
function PipelineForm({
  enquiry,
  note,
  onSaved,
}: {
  enquiry: EnquiryDetail;
  note: string;
  onSaved: (noteSaved: boolean) => void;
}) {
  const assignees = useApiData("enquiry-assignees", fetchAssignees);
  const [status, setStatus] = useState<EnquiryStatus>(enquiry.status);
  const [closeReason, setCloseReason] = useState<CloseReason | "">(enquiry.closeReason ?? "");
  const [assigneeId, setAssigneeId] = useState(enquiry.assignee?.id ?? "");
  const [followUp, setFollowUp] = useState(toLocalInput(enquiry.nextFollowUpAt));
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState("");

  useEffect(() => {
    setStatus(enquiry.status);
    setCloseReason(enquiry.closeReason ?? "");
    setAssigneeId(enquiry.assignee?.id ?? "");
    setFollowUp(toLocalInput(enquiry.nextFollowUpAt));
  }, [enquiry]);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setError("");
    const change: Parameters<typeof patchEnquiry>[1] = {};
    if (status !== enquiry.status || (closeReason || null) !== enquiry.closeReason) {
      change.status = status;
      change.closeReason = status === "closed" ? closeReason || null : null;
    }
    if (assigneeId !== (enquiry.assignee?.id ?? "")) change.assigneeId = assigneeId || null;
    const nextFollowUpAt = followUp ? new Date(followUp).toISOString() : null;
    if (followUp !== toLocalInput(enquiry.nextFollowUpAt)) change.nextFollowUpAt = nextFollowUpAt;
    if (Object.keys(change).length === 0 && !note.trim()) {
      setError("Nothing has changed.");
      return;
    }
    if (note.trim()) change.note = note.trim();
    setSaving(true);
    try {
      await patchEnquiry(enquiry._id, change);
      toast.success(
        change.note ? "Enquiry updated; your note was saved with it" : "Enquiry updated successfully",
      );
      onSaved(Boolean(change.note));
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : "Failed to update enquiry");
    } finally {
      setSaving(false);
    }
  };

  const people = assignees.data ?? [];
  const assigneeMissing = enquiry.assignee && !people.some((user) => user.id === enquiry.assignee?.id);

  return (
    <form onSubmit={submit} className="grid gap-3 sm:grid-cols-2" noValidate>
      <div>
        <label htmlFor="pipeline-status" className="mb-1 block text-sm font-medium text-slate-800">
          Status
        </label>
        <select
          id="pipeline-status"
          value={status}
          onChange={(event) => setStatus(event.target.value as EnquiryStatus)}
          className={controlClass}
        >
          {ENQUIRY_STATUSES.map((value) => (
            <option key={value} value={value}>
              {ENQUIRY_STATUS_LABELS[value]}
            </option>
          ))}
        </select>
      </div>
      {status === "closed" ? (
        <div>
          <label htmlFor="pipeline-close-reason" className="mb-1 block text-sm font-medium text-slate-800">
            Reason for closing
          </label>
          <select
            id="pipeline-close-reason"
            value={closeReason}
            onChange={(event) => setCloseReason(event.target.value as CloseReason | "")}
            className={controlClass}
            required
          >
            <option value="">Choose a reason</option>
            {CLOSE_REASONS.map((value) => (
              <option key={value} value={value}>
                {CLOSE_REASON_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div>
        <label htmlFor="pipeline-assignee" className="mb-1 block text-sm font-medium text-slate-800">
          Assigned to
        </label>
        <select
          id="pipeline-assignee"
          value={assigneeId}
          onChange={(event) => setAssigneeId(event.target.value)}
          className={controlClass}
        >
          <option value="">Nobody</option>
          {assigneeMissing && enquiry.assignee ? (
            <option value={enquiry.assignee.id}>{enquiry.assignee.name}</option>
          ) : null}
          {people.map((user) => (
            <option key={user.id} value={user.id}>
              {user.name}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="pipeline-follow-up" className="mb-1 block text-sm font-medium text-slate-800">
          Next follow-up
        </label>
        <input
          id="pipeline-follow-up"
          type="datetime-local"
          value={followUp}
          onChange={(event) => setFollowUp(event.target.value)}
          className={controlClass}
        />
      </div>
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
        <button type="submit" className={buttonClass.primary} disabled={saving}>
          {saving ? <Spinner /> : null}
          {note.trim() ? "Save changes and note" : "Save changes"}
        </button>
        {note.trim() ? (
          <p className="text-sm text-slate-700">The note you are writing under Notes is saved with it.</p>
        ) : null}
        {error ? (
          <p role="alert" className="text-sm text-red-800">
            {error}
          </p>
        ) : null}
      </div>
    </form>
  );
}

function Duplicates({ enquiry, onChanged }: { enquiry: EnquiryDetail; onChanged: () => void }) {
  const [merging, setMerging] = useState<PipelineEnquiry | null>(null);
  const [busy, setBusy] = useState(false);

  const unlink = async (target: PipelineEnquiry | EnquiryDetail) => {
    setBusy(true);
    try {
      await unlinkEnquiry(target._id);
      toast.success("Enquiry unlinked");
      onChanged();
    } catch (caught) {
      toast.error(caught instanceof ApiError ? caught.message : "Failed to unlink the enquiry");
    } finally {
      setBusy(false);
    }
  };

  const merge = async () => {
    if (!merging) return;
    setBusy(true);
    try {
      await mergeEnquiry(merging._id, enquiry._id);
      toast.success("Enquiries merged");
      setMerging(null);
      onChanged();
    } catch (caught) {
      toast.error(caught instanceof ApiError ? caught.message : "Failed to merge the enquiries");
    } finally {
      setBusy(false);
    }
  };

  if (enquiry.duplicates.length === 0) {
    return (
      <p className="text-sm text-slate-700">No other enquiry has this phone number or e-mail address.</p>
    );
  }
  return (
    <>
      <p className="mb-3 text-sm text-slate-700">
        Enquiries with the same phone number or e-mail address (open, last 180 days).
      </p>
      <ul className="divide-y divide-slate-200">
        {enquiry.duplicates.map((other) => {
          const linkedToThis = other.duplicateOf === enquiry._id;
          const thisLinkedToIt = enquiry.duplicateOf === other._id;
          return (
            <li
              key={other._id}
              className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="text-sm">
                <Link
                  to={`/dashboard/admission-enquiry/${other._id}`}
                  className="font-medium text-brand-800 underline underline-offset-2"
                >
                  {other.name}
                </Link>{" "}
                <span className="text-slate-700">
                  {other.reference} · {other.course} · {other.email} · {other.phone} · received{" "}
                  {formatDateTime(other.createdAt)}
                </span>{" "}
                <StatusBadge {...enquiryBadge(other.status)} />
              </div>
              <div className="flex flex-wrap gap-2">
                <button
                  type="button"
                  className={buttonClass.secondary}
                  disabled={busy}
                  onClick={() => setMerging(other)}
                  aria-label={`Merge ${other.reference} into this enquiry`}
                >
                  Merge into this
                </button>
                {linkedToThis || thisLinkedToIt ? (
                  <button
                    type="button"
                    className={buttonClass.ghost}
                    disabled={busy}
                    onClick={() => void unlink(linkedToThis ? other : enquiry)}
                    aria-label={`Unlink ${linkedToThis ? other.reference : enquiry.reference} from ${
                      linkedToThis ? enquiry.reference : other.reference
                    }`}
                  >
                    Unlink
                  </button>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={merging !== null}
        title="Merge these enquiries?"
        confirmLabel="Merge"
        busy={busy}
        onConfirm={() => void merge()}
        onClose={() => setMerging(null)}
      >
        <p>
          {merging?.reference} ({merging?.name}) will be merged into this enquiry: its notes, history and
          e-mails move here, and it is removed from the list.
        </p>
      </ConfirmDialog>
    </>
  );
}

export default function EnquiryDetailScreen() {
  const { id = "" } = useParams();
  const location = useLocation();
  const user = useStaffUser();
  const detail = useApiData(`enquiry-${id}`, () => fetchEnquiry(id));
  // The note box's text: Save changes takes it along rather than leaving it behind unsaved.
  const [noteDraft, setNoteDraft] = useState("");
  const mayWrite = can(user?.role, "enquiries:write");
  const listQuery = (location.state as { list?: string } | null)?.list;
  const backTo = `/dashboard/admission-enquiry${listQuery ? `?${listQuery}` : ""}`;

  useEffect(() => {
    if (detail.error) toast.error(detail.error);
  }, [detail.error]);

  const enquiry = detail.data;
  return (
    <>
      <p className="mb-4">
        <Link to={backTo} className="text-sm font-medium text-brand-800 underline underline-offset-2">
          ← Back to enquiries
        </Link>
      </p>
      {detail.error && !enquiry ? (
        <ListError what="the enquiry" message={detail.error} onRetry={detail.reload} />
      ) : !enquiry ? (
        <ListLoading text="Loading the enquiry..." />
      ) : (
        <>
          <div className="mb-6 flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
            <div>
              <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{enquiry.name}</h1>
              <p className="mt-1 flex flex-wrap items-center gap-2 text-slate-700">
                <span>{enquiry.reference}</span>
                <StatusBadge {...enquiryBadge(enquiry.status)} />
                {enquiry.closeReason ? <span>({CLOSE_REASON_LABELS[enquiry.closeReason]})</span> : null}
                <CourseBadge course={enquiry.course} />
              </p>
            </div>
          </div>
          {!enquiry.emailConfigured ? <EmailNotConfigured /> : null}
          <div className="grid gap-6 xl:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
            <div className="flex min-w-0 flex-col gap-6">
              <Section title="Applicant" id="applicant-heading">
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
                    <a
                      className="underline underline-offset-2"
                      href={`tel:${enquiry.phone.replace(/[^\d+]/g, "")}`}
                    >
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
                  <dt className="font-medium text-slate-700">Message</dt>
                  <dd className="whitespace-pre-line text-slate-900">{enquiry.message || "—"}</dd>
                </dl>
              </Section>
              <Section title="Work on this enquiry" id="pipeline-heading">
                <PipelineForm
                  enquiry={enquiry}
                  note={noteDraft}
                  onSaved={(noteSaved) => {
                    if (noteSaved) setNoteDraft("");
                    detail.reload();
                  }}
                />
              </Section>
              {mayWrite ? (
                <Section title="WhatsApp or SMS" id="whatsapp-heading">
                  <WhatsappReply enquiry={enquiry} onLogged={detail.reload} />
                </Section>
              ) : null}
              <Section title="Log a call" id="calls-heading">
                <CallLogForm enquiryId={enquiry._id} onLogged={detail.reload} />
              </Section>
              <Section title="Notes" id="notes-heading">
                <EnquiryNotes
                  enquiryId={enquiry._id}
                  notes={enquiry.notes}
                  text={noteDraft}
                  onTextChange={setNoteDraft}
                  onAdd={(text) => addNote(enquiry._id, text)}
                  onChanged={detail.reload}
                />
              </Section>
              <Section title="Possible duplicates" id="duplicates-heading">
                <Duplicates enquiry={enquiry} onChanged={detail.reload} />
              </Section>
            </div>
            <Section title="Timeline" id="timeline-heading">
              <EnquiryTimeline
                entries={enquiry.timeline}
                canRetry={user?.role === "admin"}
                onRetried={detail.reload}
              />
            </Section>
          </div>
        </>
      )}
    </>
  );
}

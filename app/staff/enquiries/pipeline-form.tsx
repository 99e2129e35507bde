import { useEffect, useState } from "react";
import toast from "react-hot-toast";
import {
  CLOSE_REASONS,
  CLOSE_REASON_LABELS,
  ENQUIRY_STATUSES,
  ENQUIRY_STATUS_LABELS,
  type CloseReason,
  type EnquiryDetail,
  type EnquiryStatus,
} from "../../../contract/enquiry";
import { buttonClass } from "../../ui/button";
import { Spinner } from "../../ui/spinner";
import { ApiError } from "../api-client";
import { toLocalInput } from "../content/datetime";
import { controlClass } from "../control-class";
import { useApiData } from "../use-api-data";
import { fetchAssignees, patchEnquiry } from "./enquiries-api";

export /** The pipeline's fields; a note typed in the note box (`note`) is saved with the change. */
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

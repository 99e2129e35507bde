import {
  CLOSE_REASONS,
  CLOSE_REASON_LABELS,
  ENQUIRY_STATUSES,
  ENQUIRY_STATUS_LABELS,
  enquiryPatchInput,
  type CloseReason,
  type EnquiryDetail,
  type EnquiryStatus,
} from "../../../contract/enquiry";
import { buttonClass } from "../../ui/button";
import { FormField } from "../../ui/form-field";
import { Spinner } from "../../ui/spinner";
import { toLocalInput } from "../content/datetime";
import { controlClass } from "../control-class";
import { FormFailure } from "../form-failure";
import { useApiData, type InitialData } from "../use-api-data";
import { useRecordForm } from "../use-staff-form";
import { fetchAssignees, patchEnquiry, type Assignee, type PipelineChange } from "./enquiries-api";
import { ENQUIRY_DETAIL_KEYS } from "./enquiry-keys";

/** The server's names for the fields (its errors come back under them); `note` is the note box's. */
type Field = "status" | "closeReason" | "assigneeId" | "nextFollowUpAt" | "note";

interface PipelineValues {
  status: EnquiryStatus;
  closeReason: CloseReason | "";
  assigneeId: string;
  /** The datetime-local field's value (the browser's time zone). */
  followUp: string;
}

const pipelineValuesOf = (enquiry: EnquiryDetail | null): PipelineValues => ({
  status: enquiry?.status ?? "new",
  closeReason: enquiry?.closeReason ?? "",
  assigneeId: enquiry?.assignee?.id ?? "",
  followUp: toLocalInput(enquiry?.nextFollowUpAt),
});

/** A datetime-local value as an instant; one the browser could not read goes as typed, for the check to name. */
const instantOf = (local: string) => {
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? local : date.toISOString();
};

/** Only what differs from the enquiry (a status change carries its close reason). */
function changeOf(enquiry: EnquiryDetail, values: PipelineValues): PipelineChange {
  const change: PipelineChange = {};
  if (values.status !== enquiry.status || (values.closeReason || null) !== enquiry.closeReason) {
    change.status = values.status;
    change.closeReason = values.status === "closed" ? values.closeReason || null : null;
  }
  if (values.assigneeId !== (enquiry.assignee?.id ?? "")) change.assigneeId = values.assigneeId || null;
  if (values.followUp !== toLocalInput(enquiry.nextFollowUpAt))
    change.nextFollowUpAt = values.followUp ? instantOf(values.followUp) : null;
  return change;
}

/**
 * The pipeline's fields; a note typed in the note box (`note`) is saved with the change. Checked with
 * `enquiryPatchInput` before sending; the server's refusals (a closed enquiry without a reason) show under
 * the field they name. `assignees`: the people to assign, read by the screen's server loader.
 */
export function PipelineForm({
  enquiry,
  note,
  onSaved,
  assignees: initialAssignees,
}: {
  enquiry: EnquiryDetail;
  note: string;
  onSaved: (noteSaved: boolean) => void;
  assignees?: InitialData<Assignee[]> | null;
}) {
  const assignees = useApiData(ENQUIRY_DETAIL_KEYS.assignees, fetchAssignees, { initial: initialAssignees });
  const form = useRecordForm<EnquiryDetail, PipelineValues, Field>(true, enquiry, pipelineValuesOf);
  const { values, setValues, errors, busy, failure } = form;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const change = changeOf(enquiry, values);
    if (Object.keys(change).length === 0 && !note.trim()) {
      form.setErrors({});
      form.setFailure("Nothing has changed.");
      return;
    }
    if (note.trim()) change.note = note.trim();
    if (!form.check(enquiryPatchInput, change)) return;
    await form.save(
      () => patchEnquiry(enquiry._id, change),
      {
        success: change.note
          ? "Enquiry updated; your note was saved with it"
          : "Enquiry updated successfully",
        failure: "Failed to update enquiry",
        toastFailure: false,
      },
      () => onSaved(Boolean(change.note)),
    );
  };

  const people = assignees.data ?? [];
  const assigneeMissing = enquiry.assignee && !people.some((user) => user.id === enquiry.assignee?.id);
  const closing = values.status === "closed";
  // The line under the form says what no field here does: the note box's problem, or a refusal of no field.
  const shownAtField =
    errors.status || errors.assigneeId || errors.nextFollowUpAt || (closing && errors.closeReason);
  const line = errors.note ?? (shownAtField ? "" : failure);

  return (
    <form onSubmit={submit} className="grid gap-3 sm:grid-cols-2" noValidate>
      <FormField label="Status" error={errors.status}>
        {(control) => (
          <select
            {...control}
            value={values.status}
            onChange={(event) => setValues({ ...values, status: event.target.value as EnquiryStatus })}
            className={controlClass}
          >
            {ENQUIRY_STATUSES.map((value) => (
              <option key={value} value={value}>
                {ENQUIRY_STATUS_LABELS[value]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {closing ? (
        <FormField label="Reason for closing" error={errors.closeReason}>
          {(control) => (
            <select
              {...control}
              value={values.closeReason}
              onChange={(event) =>
                setValues({ ...values, closeReason: event.target.value as CloseReason | "" })
              }
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
          )}
        </FormField>
      ) : null}
      <FormField label="Assigned to" error={errors.assigneeId}>
        {(control) => (
          <select
            {...control}
            value={values.assigneeId}
            onChange={(event) => setValues({ ...values, assigneeId: event.target.value })}
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
        )}
      </FormField>
      <FormField label="Next follow-up" error={errors.nextFollowUpAt}>
        {(control) => (
          <input
            {...control}
            type="datetime-local"
            value={values.followUp}
            onChange={(event) => setValues({ ...values, followUp: event.target.value })}
            className={controlClass}
          />
        )}
      </FormField>
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
        <button type="submit" className={buttonClass.primary} disabled={busy}>
          {busy ? <Spinner /> : null}
          {note.trim() ? "Save changes and note" : "Save changes"}
        </button>
        {note.trim() ? (
          <p className="text-sm text-slate-700">The note you are writing under Notes is saved with it.</p>
        ) : null}
      </div>
      <FormFailure message={line} className="sm:col-span-2" />
    </form>
  );
}

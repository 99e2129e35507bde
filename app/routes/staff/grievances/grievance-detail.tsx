import { useEffect, useState } from "react";
import toast from "react-hot-toast";
import { Link, useParams } from "react-router";
import {
  FINAL_STATUSES,
  GRIEVANCE_CATEGORIES,
  GRIEVANCE_STATUSES,
  NEXT_STATUSES,
  type Grievance,
  type GrievanceStatus,
} from "../../../../contract/grievances";
import { FORM_LANGUAGE_LABELS } from "../../../../contract/public-form";
import { ApiError } from "../../../staff/api-client";
import { controlClass } from "../../../staff/control-class";
import { formatDateTime } from "../../../staff/format";
import {
  addGrievanceNote,
  downloadAttachment,
  fetchGrievance,
  patchGrievance,
} from "../../../staff/grievances/grievances-api";
import { DetailSection } from "../../../staff/detail-section";
import { ListError, ListLoading } from "../../../staff/list-states";
import { staffMeta } from "../../../staff/staff-meta";
import { useApiData } from "../../../staff/use-api-data";
import { buttonClass } from "../../../ui/button";
import { inputClass } from "../../../ui/form-field";

export const meta = () => staffMeta("Complaint");

const fieldError = (error: unknown, field: string) =>
  error instanceof ApiError
    ? error.errors?.find((item) => "field" in item && item.field === field)?.message
    : undefined;

function WorkflowForm({ grievance, onSaved }: { grievance: Grievance; onSaved: (next: Grievance) => void }) {
  const [status, setStatus] = useState<GrievanceStatus>(grievance.status);
  const [outcome, setOutcome] = useState(grievance.outcome ?? "");
  const [message, setMessage] = useState(grievance.messageToComplainant ?? "");
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const choices: GrievanceStatus[] = [grievance.status, ...NEXT_STATUSES[grievance.status]];
  const final = FINAL_STATUSES.includes(status);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setError(null);
    try {
      const next = await patchGrievance(grievance.reference, {
        ...(status !== grievance.status ? { status } : {}),
        outcome,
        messageToComplainant: message,
      });
      toast.success("Complaint updated");
      onSaved(next);
    } catch (caught) {
      setError(caught);
    } finally {
      setSaving(false);
    }
  };
  return (
    <form onSubmit={submit} className="space-y-3" noValidate>
      <div>
        <label htmlFor="grievance-status-choice" className="block text-sm font-medium text-slate-800">
          Status
        </label>
        <select
          id="grievance-status-choice"
          className={`${controlClass} mt-1`}
          value={status}
          onChange={(event) => setStatus(event.target.value as GrievanceStatus)}
          disabled={choices.length === 1}
        >
          {choices.map((choice) => (
            <option key={choice} value={choice}>
              {GRIEVANCE_STATUSES[choice]}
            </option>
          ))}
        </select>
      </div>
      <label className="block text-sm font-medium text-slate-800">
        Message to the complainant{final ? " (required)" : ""}
        <textarea
          className={`${inputClass} mt-1`}
          rows={3}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          aria-invalid={fieldError(error, "messageToComplainant") ? true : undefined}
        />
        <span className="block text-xs font-normal text-slate-600">
          Shown on the status page with the reference and key. No names.
        </span>
        {fieldError(error, "messageToComplainant") ? (
          <span role="alert" className="block text-sm text-red-700">
            {fieldError(error, "messageToComplainant")}
          </span>
        ) : null}
      </label>
      <label className="block text-sm font-medium text-slate-800">
        Outcome{final ? " (required)" : ""}
        <textarea
          className={`${inputClass} mt-1`}
          rows={3}
          value={outcome}
          onChange={(event) => setOutcome(event.target.value)}
          aria-invalid={fieldError(error, "outcome") ? true : undefined}
        />
        <span className="block text-xs font-normal text-slate-600">For the committee's record only.</span>
        {fieldError(error, "outcome") ? (
          <span role="alert" className="block text-sm text-red-700">
            {fieldError(error, "outcome")}
          </span>
        ) : null}
      </label>
      {error && !(error instanceof ApiError && error.errors?.length) ? (
        <p role="alert" className="text-sm text-red-700">
          {error instanceof Error ? error.message : "Could not save."}
        </p>
      ) : null}
      <button type="submit" className={buttonClass.primary} disabled={saving}>
        {saving ? "Saving..." : "Save"}
      </button>
    </form>
  );
}

function NoteForm({ reference, onSaved }: { reference: string; onSaved: (next: Grievance) => void }) {
  const [note, setNote] = useState("");
  const [error, setError] = useState("");
  const [saving, setSaving] = useState(false);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setError("");
    try {
      onSaved(await addGrievanceNote(reference, note));
      setNote("");
      toast.success("Note added");
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : "Could not add the note.");
    } finally {
      setSaving(false);
    }
  };
  return (
    <form onSubmit={submit} className="space-y-2" noValidate>
      <label className="block text-sm font-medium text-slate-800">
        Internal note
        <textarea
          className={`${inputClass} mt-1`}
          rows={2}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
      </label>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <button type="submit" className={buttonClass.secondary} disabled={saving}>
        Add note
      </button>
    </form>
  );
}

export default function GrievanceDetail() {
  const { reference = "" } = useParams();
  const loaded = useApiData(`grievance-${reference}`, () => fetchGrievance(reference));
  const [grievance, setGrievance] = useState<Grievance | null>(null);
  useEffect(() => setGrievance(loaded.data), [loaded.data]);

  if (loaded.error) return <ListError what="the complaint" message={loaded.error} onRetry={loaded.reload} />;
  if (!grievance) return <ListLoading text="Loading the complaint..." />;
  const facts: [string, string | null][] = [
    ["Category", GRIEVANCE_CATEGORIES[grievance.category]],
    ["Received", formatDateTime(grievance.receivedAt)],
    ["Due", grievance.dueOn],
    ["Happened on", grievance.occurredOn],
    ["Place", grievance.place],
    ["Name", grievance.name ?? "Anonymous"],
    ["E-mail", grievance.email],
    ["Phone", grievance.phone],
    ["Language", FORM_LANGUAGE_LABELS[grievance.language]],
  ];
  return (
    <div className="space-y-4">
      <Link to="/dashboard/grievances" className="text-sm text-brand-700 underline">
        ← All complaints
      </Link>
      <div className="flex flex-wrap items-center gap-2">
        <h1 className="font-mono text-2xl font-bold text-slate-900">{grievance.reference}</h1>
        <span className="rounded bg-slate-100 px-2 py-0.5 text-sm" data-testid="grievance-status">
          {GRIEVANCE_STATUSES[grievance.status]}
        </span>
        {grievance.overdue ? (
          <span className="rounded bg-red-100 px-2 py-0.5 text-sm font-semibold text-red-800">Overdue</span>
        ) : null}
      </div>
      <div className="grid gap-4 lg:grid-cols-3">
        <div className="space-y-4 lg:col-span-2">
          <DetailSection title="Complaint" id="complaint">
            <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
              {facts
                .filter(([, value]) => value)
                .map(([label, value]) => (
                  <div key={label}>
                    <dt className="inline font-medium text-slate-700">{label}: </dt>
                    <dd className="inline break-words">{value}</dd>
                  </div>
                ))}
            </dl>
            <p className="mt-3 whitespace-pre-line text-slate-900">{grievance.description}</p>
            {grievance.attachment ? (
              <button
                type="button"
                className={`${buttonClass.secondary} mt-3`}
                onClick={() => void downloadAttachment(grievance.reference)}
              >
                Download attachment ({Math.ceil(grievance.attachment.size / 1024)} KB)
              </button>
            ) : null}
          </DetailSection>
          <DetailSection title="Timeline" id="timeline">
            <ol className="space-y-2">
              {grievance.timeline.map((entry) => (
                <li key={entry._id} className="border-b border-slate-100 pb-2 text-sm">
                  <span className="font-medium">
                    {entry.kind === "status" && entry.status ? GRIEVANCE_STATUSES[entry.status] : "Note"}
                  </span>{" "}
                  <span className="text-slate-600">
                    {formatDateTime(entry.at)}
                    {entry.by ? ` · ${entry.by}` : ""}
                  </span>
                  {entry.note ? <p className="whitespace-pre-line">{entry.note}</p> : null}
                </li>
              ))}
            </ol>
            <div className="mt-4">
              <NoteForm reference={grievance.reference} onSaved={setGrievance} />
            </div>
          </DetailSection>
        </div>
        <DetailSection title="Workflow" id="workflow">
          {/* Keyed by the saved workflow, so a note added meanwhile keeps what the officer has chosen but not saved. */}
          <WorkflowForm
            key={[grievance.status, grievance.outcome, grievance.messageToComplainant].join("\u0000")}
            grievance={grievance}
            onSaved={setGrievance}
          />
        </DetailSection>
      </div>
    </div>
  );
}

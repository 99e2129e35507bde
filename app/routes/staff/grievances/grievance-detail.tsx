import { useEffect, useState } from "react";
import { Link, useLoaderData, useParams, type ShouldRevalidateFunctionArgs } from "react-router";
import {
  FINAL_STATUSES,
  GRIEVANCE_CATEGORIES,
  GRIEVANCE_STATUSES,
  NEXT_STATUSES,
  grievanceNoteInput,
  grievanceUpdateInput,
  type Grievance,
  type GrievanceStatus,
} from "../../../../contract/grievances";
import { FORM_LANGUAGE_LABELS } from "../../../../contract/public-form";
import { controlClass } from "../../../staff/control-class";
import { formatDateTime } from "../../../staff/format";
import {
  addGrievanceNote,
  downloadAttachment,
  fetchGrievance,
  grievanceKey,
  patchGrievance,
} from "../../../staff/grievances/grievances-api";
import { loadGrievanceScreen } from "../../../staff/grievances/grievance-loader.server";
import { DetailSection } from "../../../staff/detail-section";
import { FormFailure } from "../../../staff/form-failure";
import { ListError, ListLoading } from "../../../staff/list-states";
import { staffMeta } from "../../../staff/staff-meta";
import { useApiData } from "../../../staff/use-api-data";
import { useStaffForm } from "../../../staff/use-staff-form";
import { buttonClass } from "../../../ui/button";
import { FormField, inputClass } from "../../../ui/form-field";
import type { Route } from "./+types/grievance-detail";

export const meta = () => staffMeta("Complaint");

// The complaint comes in the HTML (ADR 028), read by the service that records the read on the audit trail:
// one read, so one entry, per opening. Saving a step or a note shows the API's answer (no loader again);
// another complaint's address is another opening.
export const loader = ({ context, params }: Route.LoaderArgs) =>
  loadGrievanceScreen(context, params.reference);

export const shouldRevalidate = ({ currentParams, nextParams }: ShouldRevalidateFunctionArgs) =>
  currentParams.reference !== nextParams.reference;

interface WorkflowValues {
  status: GrievanceStatus;
  outcome: string;
  messageToComplainant: string;
}

function WorkflowForm({ grievance, onSaved }: { grievance: Grievance; onSaved: (next: Grievance) => void }) {
  const form = useStaffForm<WorkflowValues, keyof WorkflowValues>({
    status: grievance.status,
    outcome: grievance.outcome ?? "",
    messageToComplainant: grievance.messageToComplainant ?? "",
  });
  const { values, errors, busy, failure } = form;
  const choices: GrievanceStatus[] = [grievance.status, ...NEXT_STATUSES[grievance.status]];
  const final = FINAL_STATUSES.includes(values.status);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const { status, ...texts } = values;
    const input = form.check(grievanceUpdateInput, {
      ...(status !== grievance.status ? { status } : {}),
      ...texts,
    });
    if (!input) return;
    await form.save(
      () => patchGrievance(grievance.reference, input),
      { success: "Complaint updated", failure: "Could not save the complaint", toastFailure: false },
      onSaved,
    );
  };
  return (
    <form onSubmit={submit} className="space-y-3" noValidate>
      <FormField label="Status" error={errors.status}>
        {(control) => (
          <select
            {...control}
            {...form.bind("status")}
            className={controlClass}
            disabled={choices.length === 1}
          >
            {choices.map((choice) => (
              <option key={choice} value={choice}>
                {GRIEVANCE_STATUSES[choice]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField
        label={`Message to the complainant${final ? " (required)" : ""}`}
        error={errors.messageToComplainant}
        hint="Shown on the status page with the reference and key. No names."
      >
        {(control) => (
          <textarea {...control} {...form.bind("messageToComplainant")} rows={3} className={inputClass} />
        )}
      </FormField>
      <FormField
        label={`Outcome${final ? " (required)" : ""}`}
        error={errors.outcome}
        hint="For the committee's record only."
      >
        {(control) => <textarea {...control} {...form.bind("outcome")} rows={3} className={inputClass} />}
      </FormField>
      <FormFailure message={Object.keys(errors).length ? "" : failure} />
      <button type="submit" className={buttonClass.primary} disabled={busy}>
        {busy ? "Saving..." : "Save"}
      </button>
    </form>
  );
}

function NoteForm({ reference, onSaved }: { reference: string; onSaved: (next: Grievance) => void }) {
  const form = useStaffForm<{ note: string }, "note">({ note: "" });
  const { errors, busy, failure } = form;
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const input = form.check(grievanceNoteInput);
    if (!input) return;
    await form.save(
      () => addGrievanceNote(reference, input.note),
      { success: "Note added", failure: "Could not add the note", toastFailure: false },
      (next) => {
        form.reset({ note: "" });
        onSaved(next);
      },
    );
  };
  return (
    <form onSubmit={submit} className="space-y-2" noValidate>
      <FormField label="Internal note" error={errors.note}>
        {(control) => <textarea {...control} {...form.bind("note")} rows={2} className={inputClass} />}
      </FormField>
      <FormFailure message={errors.note ? "" : failure} />
      <button type="submit" className={buttonClass.secondary} disabled={busy}>
        Add note
      </button>
    </form>
  );
}

/** One screen per complaint: another reference starts afresh from its own loader's answer. */
export default function GrievanceDetail() {
  const { reference = "" } = useParams();
  return <GrievanceScreen key={reference} reference={reference} />;
}

function GrievanceScreen({ reference }: { reference: string }) {
  const first = useLoaderData<typeof loader>();
  const loaded = useApiData(grievanceKey(reference), () => fetchGrievance(reference), {
    initial: first.grievance,
  });
  const [grievance, setGrievance] = useState<Grievance | null>(loaded.data);
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

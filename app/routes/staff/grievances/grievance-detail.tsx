import { useEffect, useState } from "react";
import { Link, useLoaderData, useParams, type ShouldRevalidateFunctionArgs } from "react-router";
import { GRIEVANCE_CATEGORIES, GRIEVANCE_STATUSES, type Grievance } from "../../../../contract/grievances";
import { FORM_LANGUAGE_LABELS } from "../../../../contract/public-form";
import { formatDateTime } from "../../../staff/format";
import { downloadAttachment, fetchGrievance, grievanceKey } from "../../../staff/grievances/grievances-api";
import { loadGrievanceScreen } from "../../../staff/grievances/grievance-loader.server";
import { NoteForm } from "../../../staff/grievances/grievance-note-form";
import { WorkflowForm } from "../../../staff/grievances/grievance-workflow-form";
import { DetailSection } from "../../../staff/detail-section";
import { ListError, ListLoading } from "../../../staff/list-states";
import { staffMeta } from "../../../staff/staff-meta";
import { useApiData } from "../../../staff/use-api-data";
import { buttonClass } from "../../../ui/button";
import type { Route } from "./+types/grievance-detail";

export const meta = () => staffMeta("Complaint");

// The complaint comes in the HTML (ADR 028), read by the service that records the read on the audit trail:
// one read, so one entry, per opening. Saving a step or a note shows the API's answer (no loader again);
// another complaint's address is another opening.
export const loader = ({ context, params }: Route.LoaderArgs) =>
  loadGrievanceScreen(context, params.reference);

export const shouldRevalidate = ({ currentParams, nextParams }: ShouldRevalidateFunctionArgs) =>
  currentParams.reference !== nextParams.reference;

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

import { useState } from "react";
import toast from "react-hot-toast";
import type { Faculty } from "../../../contract/faculty";
import {
  formatDay,
  formatMonth,
  GAP_LABELS,
  isMonth,
  deadlineOf,
  dueListName,
  listHeading,
  nmcDuty,
  sectionsOf,
  type Gap,
  type Preview,
} from "../../../contract/nmc";
import { ApiError } from "../../staff/api-client";
import { controlClass } from "../../staff/control-class";
import { FacultyFormDialog } from "../../staff/faculty/faculty-form-dialog";
import { ListError, ListLoading } from "../../staff/list-states";
import { fetchMember, fetchPreview, fetchPublication, publishList } from "../../staff/nmc/nmc-api";
import { PageHeader } from "../../staff/page-header";
import { staffMeta } from "../../staff/staff-meta";
import { useApiData } from "../../staff/use-api-data";
import { buttonClass } from "../../ui/button";
import { Dialog } from "../../ui/dialog";
import { Spinner } from "../../ui/spinner";

export const meta = () => staffMeta("NMC Disclosure");

/** Gaps by member, in the preview's order. */
function gapsByMember(gaps: Gap[]) {
  const members: { facultyId: string; name: string; gaps: Gap[] }[] = [];
  for (const gap of gaps) {
    const last = members.at(-1);
    if (last?.facultyId === gap.facultyId) last.gaps.push(gap);
    else members.push({ facultyId: gap.facultyId, name: gap.name, gaps: [gap] });
  }
  return members;
}

function Fact({
  label,
  children,
  tone,
}: {
  label: string;
  children: React.ReactNode;
  tone?: "red" | "green";
}) {
  const colour = tone === "red" ? "text-red-800" : tone === "green" ? "text-green-800" : "text-slate-900";
  return (
    <div className="rounded-lg bg-white p-4 shadow-sm">
      <dt className="text-sm text-slate-700">{label}</dt>
      <dd className={`mt-1 text-lg font-semibold ${colour}`}>{children}</dd>
    </div>
  );
}

function PreviewList({ preview }: { preview: Preview }) {
  const sections = sectionsOf(preview.rows);
  return (
    <details className="rounded-lg bg-white p-4 shadow-sm">
      <summary className="cursor-pointer font-semibold text-slate-900">
        The list as it will be published, faculty as on {formatDay(preview.asOn)}: {preview.totals.members}{" "}
        members in {sections.length} departments
      </summary>
      <div className="mt-4 space-y-4">
        {sections.map((section) => (
          <section key={section.department} aria-label={section.department}>
            <h3 className="font-semibold text-brand-900">
              {section.department} ({section.rows.length})
            </h3>
            <ul className="mt-1 text-sm text-slate-800">
              {section.rows.map((row) => (
                <li key={row.facultyId}>
                  {row.name}
                  {row.leadershipRole ? ` (${row.leadershipRole})` : ""}, {row.designation}, {row.regNo}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </details>
  );
}

export default function NmcDisclosure() {
  const duty = nmcDuty(new Date());
  const [month, setMonth] = useState(duty.dueMonth);
  const canPublish = isMonth(month) && month <= duty.currentMonth;
  const preview = useApiData(`nmc-preview-${month}`, () =>
    canPublish ? fetchPreview(month) : Promise.resolve(null),
  );
  const publication = useApiData(`nmc-publication-${month}`, () =>
    isMonth(month) ? fetchPublication(month) : Promise.resolve(null),
  );
  const [editing, setEditing] = useState<Faculty | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [reason, setReason] = useState("");
  const [reasonError, setReasonError] = useState("");
  const [busy, setBusy] = useState(false);

  const published = publication.data;
  const isDueMonth = month === duty.dueMonth;
  const monthDeadline = isMonth(month) ? deadlineOf(month) : "";
  const late = !published && duty.today > monthDeadline;
  const gaps = preview.data?.gaps ?? [];
  const byMember = gapsByMember(gaps);

  const openRecord = async (facultyId: string) => {
    try {
      setEditing(await fetchMember(facultyId));
    } catch (caught) {
      toast.error(caught instanceof ApiError ? caught.message : "Failed to load the faculty record");
    }
  };

  const publish = async () => {
    if (published && !reason.trim()) {
      setReasonError("Give the reason for this revision");
      return;
    }
    setBusy(true);
    try {
      const result = await publishList(month, published ? reason.trim() : undefined);
      toast.success(
        result.revision > 1
          ? `Revision ${result.revision} of the list for ${formatMonth(month)} published`
          : `The list for ${formatMonth(month)} is published`,
      );
      setConfirming(false);
      setReason("");
      publication.reload();
    } catch (caught) {
      toast.error(caught instanceof ApiError ? caught.message : "Failed to publish the list");
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <PageHeader
        title="NMC Disclosure"
        subtitle="The department-wise faculty list the National Medical Commission requires by the 5th of every month, published from the faculty records."
      />

      <div className="mb-6 flex flex-wrap items-end gap-4">
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
          Month of the list
          <input
            type="month"
            value={month}
            max={duty.currentMonth}
            min="2000-01"
            onChange={(event) => setMonth(event.target.value)}
            className={controlClass}
          />
        </label>
        {!isDueMonth ? (
          <button type="button" className={buttonClass.secondary} onClick={() => setMonth(duty.dueMonth)}>
            Back to the month due ({formatMonth(duty.dueMonth)})
          </button>
        ) : null}
      </div>

      <section aria-label="Publication status" className="mb-6">
        {isMonth(month) ? (
          <h2 className="mb-3 text-xl font-semibold text-slate-900">{dueListName(month)}</h2>
        ) : null}
        <dl className="grid gap-3 sm:grid-cols-3">
          <Fact label={isDueMonth ? "Month due" : "Month"}>{isMonth(month) ? formatMonth(month) : "—"}</Fact>
          <Fact label="Deadline" tone={late ? "red" : undefined}>
            {isMonth(month) ? formatDay(monthDeadline) : "—"}
            {late ? " (passed)" : ""}
          </Fact>
          <Fact label="Status" tone={published ? "green" : late ? "red" : undefined}>
            {publication.loading && !published ? (
              "Checking…"
            ) : published ? (
              <>
                Published{published.revision > 1 ? ` (revision ${published.revision})` : ""}
                <span className="block text-sm font-normal text-slate-700">{listHeading(published)}</span>
                <a
                  href={`/faculty/department-wise/${published.month}`}
                  className="block text-sm font-semibold text-brand-800 underline"
                  target="_blank"
                  rel="noreferrer"
                >
                  Open the public page
                </a>
              </>
            ) : (
              "Not published"
            )}
          </Fact>
        </dl>
      </section>

      <section aria-labelledby="check-heading" className="mb-6 space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="check-heading" className="text-xl font-semibold text-slate-900">
            Completeness check
          </h2>
          <button
            type="button"
            className={published ? buttonClass.secondary : buttonClass.primary}
            disabled={!preview.data || !canPublish}
            onClick={() => {
              setReasonError("");
              setConfirming(true);
            }}
          >
            {published
              ? `Publish a revision for ${formatMonth(month)}`
              : `Publish the list for ${formatMonth(month)}`}
          </button>
        </div>
        {preview.loading && !preview.data ? <ListLoading text="Checking the faculty records" /> : null}
        {preview.error ? (
          <ListError message={preview.error} onRetry={preview.reload} what="the preview" />
        ) : null}
        {preview.data ? <PreviewList preview={preview.data} /> : null}
        {preview.data ? (
          gaps.length === 0 ? (
            <p className="rounded-lg bg-green-50 p-4 text-green-900">
              No gaps: every member has a photo, a well-formed registration number, a medical council, a
              department and an AEBAS id.
            </p>
          ) : (
            <>
              <p className="text-slate-800">
                {gaps.length} gap{gaps.length === 1 ? "" : "s"} in {byMember.length} record
                {byMember.length === 1 ? "" : "s"}. Fix what you can before publishing; publishing with gaps
                is allowed after confirming them.
              </p>
              <ul className="divide-y divide-slate-200 rounded-lg bg-white shadow-sm" aria-label="Gaps">
                {byMember.map((member) => (
                  <li
                    key={member.facultyId}
                    className="flex flex-wrap items-center justify-between gap-3 p-3"
                  >
                    <div>
                      <p className="font-semibold text-slate-900">{member.name}</p>
                      <p className="text-sm text-red-800">
                        {member.gaps.map((gap) => gap.message).join(" · ")}
                      </p>
                    </div>
                    <button
                      type="button"
                      className={buttonClass.secondary}
                      onClick={() => void openRecord(member.facultyId)}
                    >
                      Fix record<span className="sr-only"> of {member.name}</span>
                    </button>
                  </li>
                ))}
              </ul>
            </>
          )
        ) : null}
      </section>

      <FacultyFormDialog
        open={editing !== null}
        member={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          preview.reload();
        }}
      />

      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={
          published
            ? `Publish a revision for ${formatMonth(month)}`
            : `Publish the list for ${formatMonth(month)}`
        }
        size="md"
        footer={
          <>
            <button type="button" className={buttonClass.secondary} onClick={() => setConfirming(false)}>
              Cancel
            </button>
            <button
              type="button"
              className={gaps.length ? buttonClass.danger : buttonClass.primary}
              onClick={() => void publish()}
              disabled={busy}
            >
              {busy ? <Spinner /> : null}
              {gaps.length ? `Publish with ${gaps.length} gap${gaps.length === 1 ? "" : "s"}` : "Publish"}
            </button>
          </>
        }
      >
        <div className="space-y-3 text-slate-800">
          <p>
            The list of {preview.data?.totals.members ?? 0} members will be published as it stands now and can
            never be changed or deleted; a correction is a new revision with its reason.
          </p>
          {gaps.length ? (
            <>
              <p className="font-semibold text-red-800">
                It has {gaps.length} gap{gaps.length === 1 ? "" : "s"}:
              </p>
              <ul className="max-h-48 list-disc space-y-1 overflow-y-auto pl-5 text-sm">
                {gaps.map((gap) => (
                  <li key={`${gap.facultyId}-${gap.kind}`}>
                    {gap.name}: {GAP_LABELS[gap.kind]}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {published ? (
            <label className="flex flex-col gap-1 text-sm font-medium">
              Reason for the revision (shown on the public page)
              <textarea
                value={reason}
                onChange={(event) => {
                  setReason(event.target.value);
                  setReasonError("");
                }}
                rows={3}
                maxLength={500}
                aria-invalid={reasonError ? true : undefined}
                aria-describedby={reasonError ? "revision-reason-error" : undefined}
                className={controlClass}
              />
              {reasonError ? (
                <span id="revision-reason-error" className="text-red-800">
                  {reasonError}
                </span>
              ) : null}
            </label>
          ) : null}
        </div>
      </Dialog>
    </>
  );
}

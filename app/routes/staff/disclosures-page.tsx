import { collegeDate } from "../../../contract/college-time";
import { useState } from "react";
import toast from "react-hot-toast";
import {
  MSR_ARCHIVE_PATH,
  MSR_HUB_LINK_TEXT,
  msrDeadlineOf,
  msrDuty,
  msrItemPath,
  msrMonthPath,
} from "../../../contract/disclosures";
import { formatDay, formatMonth } from "../../../contract/nmc";
import { ApiError } from "../../staff/api-client";
import { controlClass } from "../../staff/control-class";
import {
  fetchDisclosurePreview,
  fetchPublishedMonths,
  publishMonth,
} from "../../staff/disclosures/disclosures-api";
import { ListError, ListLoading } from "../../staff/list-states";
import { PageHeader } from "../../staff/page-header";
import { staffMeta } from "../../staff/staff-meta";
import { useApiData } from "../../staff/use-api-data";
import { buttonClass } from "../../ui/button";
import { Dialog } from "../../ui/dialog";
import { Spinner } from "../../ui/spinner";

export const meta = () => staffMeta("MSR disclosures");

const day = (instant: string) => formatDay(collegeDate(new Date(instant)));

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

/** The monthly publication of "Information under MSR Clause B.1.11" (issue 21): preview, publish, revise. */
export default function DisclosuresPage() {
  const duty = msrDuty(new Date());
  const preview = useApiData("disclosures-preview", fetchDisclosurePreview);
  const months = useApiData("disclosures-months", fetchPublishedMonths);
  const [confirming, setConfirming] = useState(false);
  const [reason, setReason] = useState("");
  const [reasonError, setReasonError] = useState("");
  const [busy, setBusy] = useState(false);

  const data = preview.data;
  const month = data?.month ?? duty.dueMonth;
  const published = data?.published ?? null;
  const deadline = msrDeadlineOf(month);
  const late = !published && duty.today > deadline;
  const missingTotal = data ? data.items.reduce((sum, item) => sum + item.missing.length, 0) : 0;

  const publish = async () => {
    if (published && !reason.trim()) {
      setReasonError("Give the reason for this revision");
      return;
    }
    setBusy(true);
    try {
      const result = await publishMonth(month, published ? reason.trim() : undefined);
      toast.success(
        result.revision > 1
          ? `Revision ${result.revision} of ${formatMonth(month)} published`
          : `${formatMonth(month)} is published`,
      );
      setConfirming(false);
      setReason("");
      preview.reload();
      months.reload();
    } catch (caught) {
      if (caught instanceof ApiError && /reason/i.test(caught.message)) setReasonError(caught.message);
      toast.error(caught instanceof ApiError ? caught.message : "Failed to publish the month");
    } finally {
      setBusy(false);
    }
  };

  const title = published ? `Publish a revision of ${formatMonth(month)}` : `Publish ${formatMonth(month)}`;

  return (
    <>
      <PageHeader
        title="MSR disclosures"
        subtitle={`"${MSR_HUB_LINK_TEXT}": the twelve items the National Medical Commission requires to be updated in the first week of every month, published from the college's records.`}
      />

      <section aria-label="Publication status" className="mb-6">
        <dl className="grid gap-3 sm:grid-cols-3">
          <Fact label="Month due">{formatMonth(month)}</Fact>
          <Fact label="Deadline" tone={late ? "red" : undefined}>
            {formatDay(deadline)}
            {late ? " (passed)" : ""}
          </Fact>
          <Fact label="Status" tone={published ? "green" : late ? "red" : undefined}>
            {preview.loading && !data ? (
              "Checking…"
            ) : published ? (
              <>
                Published{published.revision > 1 ? ` (revision ${published.revision})` : ""}
                <span className="block text-sm font-normal text-slate-700">
                  on {day(published.publishedAt)} by {published.publishedBy}
                </span>
                <a
                  href={msrMonthPath(published.month)}
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

      <section aria-labelledby="items-heading" className="mb-6 space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="items-heading" className="text-xl font-semibold text-slate-900">
            The twelve items as they would be published now
          </h2>
          <button
            type="button"
            className={published ? buttonClass.secondary : buttonClass.primary}
            disabled={!data}
            onClick={() => {
              setReasonError("");
              setConfirming(true);
            }}
          >
            {title}
          </button>
        </div>
        {preview.loading && !data ? <ListLoading text="Building the items from the records" /> : null}
        {preview.error ? (
          <ListError message={preview.error} onRetry={preview.reload} what="the preview" />
        ) : null}
        {data ? (
          <>
            <p className="text-slate-800">
              {missingTotal === 0
                ? "Nothing is missing: every item is complete."
                : `${missingTotal} fact${missingTotal === 1 ? " is" : "s are"} missing. Enter what you can in the records first; publishing with gaps is allowed, and the public pages say plainly what is not recorded.`}
            </p>
            <ul className="divide-y divide-slate-200 rounded-lg bg-white shadow-sm" aria-label="Items">
              {data.items.map((item) => (
                <li key={item.letter} className="space-y-1 p-3" data-item={item.letter}>
                  <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                    <a
                      href={msrItemPath(item.letter)}
                      target="_blank"
                      rel="noreferrer"
                      className="font-semibold text-brand-800 underline"
                    >
                      ({item.letter}) {item.title}
                    </a>
                    <span
                      className={`text-sm font-semibold ${item.missing.length ? "text-red-800" : "text-green-800"}`}
                    >
                      {item.missing.length ? `${item.missing.length} missing` : "Complete"}
                    </span>
                  </div>
                  <p className="text-sm text-slate-700">
                    {item.updatedAt ? `Last changed ${day(item.updatedAt)}` : "Nothing recorded yet"}
                  </p>
                  {item.missing.length ? (
                    <ul className="list-disc pl-5 text-sm text-red-800">
                      {item.missing.map((gap) => (
                        <li key={gap}>{gap}</li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
              <li className="space-y-1 p-3" data-item="college-information">
                <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                  <a
                    href="/college-information"
                    target="_blank"
                    rel="noreferrer"
                    className="font-semibold text-brand-800 underline"
                  >
                    College information pro-forma
                  </a>
                  <span
                    className={`text-sm font-semibold ${data.proforma.missing.length ? "text-red-800" : "text-green-800"}`}
                  >
                    {data.proforma.missing.length ? `${data.proforma.missing.length} missing` : "Complete"}
                  </span>
                </div>
                <p className="text-sm text-slate-700">
                  Published with the month, so every version stays readable with its date.
                </p>
              </li>
            </ul>
          </>
        ) : null}
      </section>

      <section aria-labelledby="published-heading" className="mb-6 space-y-3">
        <h2 id="published-heading" className="text-xl font-semibold text-slate-900">
          Published months
        </h2>
        {months.error ? (
          <ListError message={months.error} onRetry={months.reload} what="the published months" />
        ) : null}
        {months.data ? (
          months.data.length ? (
            <ul
              className="divide-y divide-slate-200 rounded-lg bg-white shadow-sm"
              aria-label="Published months"
            >
              {months.data.map((one) => (
                <li key={one._id} className="flex flex-wrap items-baseline justify-between gap-2 p-3">
                  <a href={msrMonthPath(one.month)} className="font-semibold text-brand-800 underline">
                    {formatMonth(one.month)}
                  </a>
                  <span className="text-sm text-slate-700">
                    {one.revision > 1 ? `Revision ${one.revision}, ` : ""}published {day(one.publishedAt)} by{" "}
                    {one.publishedBy}
                    {one.reason ? ` (${one.reason})` : ""}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-slate-700">No month has been published yet.</p>
          )
        ) : null}
        <p>
          <a href={MSR_ARCHIVE_PATH} className="font-semibold text-brand-800 underline">
            The public archive
          </a>
        </p>
      </section>

      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={title}
        size="md"
        footer={
          <>
            <button type="button" className={buttonClass.secondary} onClick={() => setConfirming(false)}>
              Cancel
            </button>
            <button
              type="button"
              className={missingTotal ? buttonClass.danger : buttonClass.primary}
              onClick={() => void publish()}
              disabled={busy}
            >
              {busy ? <Spinner /> : null}
              {missingTotal ? `Publish with ${missingTotal} missing` : "Publish"}
            </button>
          </>
        }
      >
        <div className="space-y-3 text-slate-800">
          <p>
            The twelve items and the pro-forma will be published as they stand now and can never be changed or
            deleted; a correction is a new revision with its reason.
          </p>
          {published ? (
            <label className="flex flex-col gap-1 text-sm font-medium">
              Reason for the revision (shown on the public pages)
              <textarea
                value={reason}
                onChange={(event) => {
                  setReason(event.target.value);
                  setReasonError("");
                }}
                rows={3}
                maxLength={500}
                aria-invalid={reasonError ? true : undefined}
                aria-describedby={reasonError ? "disclosure-reason-error" : undefined}
                className={controlClass}
              />
              {reasonError ? (
                <span id="disclosure-reason-error" className="text-red-800">
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

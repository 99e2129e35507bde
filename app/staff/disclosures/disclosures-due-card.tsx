import { Link } from "react-router";
import { MSR_HUB_LINK_TEXT, msrDeadlineOf, msrDuty } from "../../../contract/msr-hub";
import { formatDay, formatMonth } from "../../../contract/nmc-calendar";
import { useApiData, type InitialData } from "../use-api-data";
import { fetchDisclosurePreview } from "./disclosures-api";

/**
 * "Information under MSR Clause B.1.11 for <month> due by the 7th": shown until this month is published,
 * red once the 7th has passed. `initial`: the preview read by the dashboard's server loader.
 */
export function DisclosuresDueCard({
  initial,
}: {
  initial?: InitialData<Awaited<ReturnType<typeof fetchDisclosurePreview>>> | null;
}) {
  const { today } = msrDuty(new Date());
  const preview = useApiData("disclosures-due", fetchDisclosurePreview, { initial });
  if (preview.loading || preview.error || !preview.data || preview.data.published) return null;
  // The server names the month due; this screen's clock says whether its 7th has passed.
  const month = formatMonth(preview.data.month);
  const deadline = msrDeadlineOf(preview.data.month);
  const duty = { deadline, overdue: today > deadline };
  return (
    <section
      aria-labelledby="disclosures-due-heading"
      data-state={duty.overdue ? "overdue" : "due"}
      className={`mb-6 flex flex-col gap-3 rounded-lg border-l-4 p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between ${
        duty.overdue ? "border-red-700 bg-red-50 text-red-950" : "border-amber-500 bg-amber-50 text-amber-950"
      }`}
    >
      <div>
        <h2 id="disclosures-due-heading" className="font-semibold">
          {MSR_HUB_LINK_TEXT} for {month} due by the 7th
        </h2>
        <p className="text-sm">
          {duty.overdue
            ? `Overdue: the deadline was ${formatDay(duty.deadline)}. Publish it as soon as possible.`
            : `The hub is updated in the first week of every month: publish ${month} by ${formatDay(duty.deadline)}.`}
        </p>
      </div>
      <Link
        to="/dashboard/disclosures"
        className={`inline-flex shrink-0 items-center justify-center rounded-md px-4 py-2 text-sm font-semibold text-white ${
          duty.overdue ? "bg-red-700 hover:bg-red-800" : "bg-brand-700 hover:bg-brand-800"
        }`}
      >
        Open MSR disclosures
      </Link>
    </section>
  );
}

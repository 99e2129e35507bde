import { Link } from "react-router";
import { formatDay, formatMonth, nmcDuty } from "../../../contract/nmc-calendar";
import { publishedOn, type PublishedOn } from "../dashboard/dashboard-keys";
import { useApiData, type InitialData } from "../use-api-data";
import { fetchPublication } from "./nmc-api";

/**
 * "NMC faculty list for <month> due by the 5th": shown from the 1st of each month until the preceding
 * month's list is published, red once the 5th has passed. `initial`: when it was published (or null) as read
 * by the dashboard's server loader under the same key (its date alone: the list's rows stay out of the page).
 */
export function NmcDueCard({ initial }: { initial?: InitialData<PublishedOn | null> | null }) {
  const duty = nmcDuty(new Date());
  const publication = useApiData(
    `nmc-due-${duty.dueMonth}`,
    () => fetchPublication(duty.dueMonth).then(publishedOn),
    { initial },
  );
  if (publication.loading || publication.error || publication.data) return null;
  const month = formatMonth(duty.dueMonth);
  return (
    <section
      aria-labelledby="nmc-due-heading"
      data-state={duty.overdue ? "overdue" : "due"}
      className={`mb-6 flex flex-col gap-3 rounded-lg border-l-4 p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between ${
        duty.overdue ? "border-red-700 bg-red-50 text-red-950" : "border-amber-500 bg-amber-50 text-amber-950"
      }`}
    >
      <div>
        <h2 id="nmc-due-heading" className="font-semibold">
          NMC faculty list for {month} due by the 5th
        </h2>
        <p className="text-sm">
          {duty.overdue
            ? `Overdue: the deadline was ${formatDay(duty.deadline)}. Publish it as soon as possible.`
            : `Publish the department-wise list by ${formatDay(duty.deadline)}.`}
        </p>
      </div>
      <Link
        to="/dashboard/nmc-disclosure"
        className={`inline-flex shrink-0 items-center justify-center rounded-md px-4 py-2 text-sm font-semibold text-white ${
          duty.overdue ? "bg-red-700 hover:bg-red-800" : "bg-brand-700 hover:bg-brand-800"
        }`}
      >
        Open NMC disclosure
      </Link>
    </section>
  );
}

import { Link } from "react-router";
import { useApiData, type InitialData } from "../use-api-data";
import { fetchGrievances } from "./grievances-api";

/**
 * The committee roles' dashboard card: open complaints of their categories, overdue ones in red.
 * `initial`: the open list read by the dashboard's server loader.
 */
export function GrievancesCard({
  initial,
}: {
  initial?: InitialData<Awaited<ReturnType<typeof fetchGrievances>>> | null;
}) {
  const list = useApiData("grievance-counts", () => fetchGrievances({ status: "open" }), { initial });
  if (!list.data) return null;
  const { open, overdue } = list.data.counts;
  return (
    <section
      aria-labelledby="grievances-heading"
      data-testid="grievances-card"
      className={`mb-6 flex flex-col gap-3 rounded-lg border-l-4 p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between ${
        overdue ? "border-red-700 bg-red-50 text-red-950" : "border-brand-600 bg-white text-slate-900"
      }`}
    >
      <div>
        <h2 id="grievances-heading" className="font-semibold">
          Complaints: {open} open{overdue ? `, ${overdue} overdue` : ""}
        </h2>
        <p className="text-sm">
          {overdue
            ? "Some complaints are past their 15 working days. Answer them first."
            : "Every complaint is due 15 working days after receipt."}
        </p>
      </div>
      <Link
        to={overdue ? "/dashboard/grievances?overdue=true" : "/dashboard/grievances"}
        className="inline-flex shrink-0 items-center justify-center rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
      >
        Open complaints
      </Link>
    </section>
  );
}

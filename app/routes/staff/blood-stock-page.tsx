import { formatCollegeTime } from "../../../contract/college-time";
import { useEffect, useState } from "react";
import {
  BLOOD_COMPONENT_LABELS,
  BLOOD_COMPONENTS,
  BLOOD_GROUPS,
  bloodStockInput,
  type BloodStock,
} from "../../../contract/blood-stock";
import { apiRequest } from "../../staff/api-client";
import { FormFailure } from "../../staff/form-failure";
import { useStaffForm } from "../../staff/use-staff-form";
import { ListError, ListLoading } from "../../staff/list-states";
import { PageHeader } from "../../staff/page-header";
import { staffMeta } from "../../staff/staff-meta";
import { useApiData } from "../../staff/use-api-data";
import { buttonClass } from "../../ui/button";
import { Spinner } from "../../ui/spinner";

export const meta = () => staffMeta("Blood stock");

const CELLS = BLOOD_GROUPS.flatMap((group) => BLOOD_COMPONENTS.map((component) => ({ group, component })));
const cellKey = (cell: { group: string; component: string }) => `${cell.group} ${cell.component}`;
type Counts = Record<string, string>;

const countsOf = (stock: BloodStock): Counts =>
  Object.fromEntries(stock.entries.map((entry) => [cellKey(entry), String(entry.units)]));

/** The hospital desk's daily count of the blood bank's stock (issue 23): a group × component grid, saved at once. */
export default function BloodStockPage() {
  const loaded = useApiData("blood-stock", () =>
    apiRequest<{ data: BloodStock }>("blood-stock", { fallback: "Failed to load the blood stock" }),
  );
  const [counts, setCounts] = useState<Counts | null>(null);
  const [stock, setStock] = useState<BloodStock | null>(null);
  const form = useStaffForm({}, { depth: Infinity, invalidMessage: "Please correct the highlighted fields" });

  useEffect(() => {
    if (!loaded.data) return;
    setStock(loaded.data.data);
    setCounts(countsOf(loaded.data.data));
  }, [loaded.data]);

  if (loaded.error)
    return <ListError what="the blood stock" message={loaded.error} onRetry={loaded.reload} />;
  if (!counts || !stock) return <ListLoading text="Loading the blood stock..." />;

  // Blank cells are left as they were (not counted); the rest are sent, in the grid's order.
  const counted = CELLS.filter((cell) => (counts[cellKey(cell)] ?? "").trim() !== "");
  const payload = {
    entries: counted.map((cell) => ({ ...cell, units: Number(counts[cellKey(cell)]) })),
  };
  const errorOf = (cell: (typeof CELLS)[number]) => {
    const index = counted.findIndex((candidate) => cellKey(candidate) === cellKey(cell));
    return index < 0 ? undefined : (form.errors[`entries.${index}.units`] ?? form.errors[`entries.${index}`]);
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!form.check(bloodStockInput, payload)) return;
    const saved = await form.save(
      () =>
        apiRequest<{ data: BloodStock }>("blood-stock", {
          method: "PUT",
          json: payload,
          fallback: "Failed to save the blood stock",
        }),
      { success: "Blood stock saved", failure: "Failed to save the blood stock" },
    );
    if (saved) {
      setStock(saved.data);
      setCounts(countsOf(saved.data));
    }
  };

  return (
    <>
      <PageHeader
        title="Blood stock"
        subtitle="Units available now, shown on /hospitals/blood-bank. Count at least once a day: after 24 hours the page warns patients that the figures may be out of date."
      />
      <form onSubmit={submit} noValidate aria-label="Blood stock" className="space-y-4">
        <FormFailure message={form.failure} />
        <p className="text-sm text-slate-700">
          {stock.updatedAt
            ? `Last counted ${formatCollegeTime(stock.updatedAt, "mediumDateTime")} (India time)${stock.stale ? ": over 24 hours ago" : ""}.`
            : "Not counted yet."}
        </p>
        <div className="overflow-x-auto rounded-lg bg-white shadow-sm">
          <table className="w-full text-sm">
            <caption className="sr-only">Units available by blood group and component</caption>
            <thead className="bg-slate-50 text-left text-slate-700">
              <tr>
                <th scope="col" className="px-3 py-2">
                  Group
                </th>
                {BLOOD_COMPONENTS.map((component) => (
                  <th key={component} scope="col" className="px-3 py-2">
                    {BLOOD_COMPONENT_LABELS[component]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {BLOOD_GROUPS.map((group) => (
                <tr key={group} className="border-t border-slate-100">
                  <th scope="row" className="px-3 py-2 text-left font-semibold">
                    {group}
                  </th>
                  {BLOOD_COMPONENTS.map((component) => {
                    const key = cellKey({ group, component });
                    const error = errorOf({ group, component });
                    const errorId = `blood-${group}-${component}-error`;
                    return (
                      <td key={component} className="px-3 py-2 align-top">
                        <input
                          type="number"
                          inputMode="numeric"
                          min={0}
                          step={1}
                          name={key}
                          aria-label={`${group} ${BLOOD_COMPONENT_LABELS[component]}, units`}
                          aria-invalid={error ? true : undefined}
                          aria-describedby={error ? errorId : undefined}
                          value={counts[key] ?? ""}
                          onChange={(event) => setCounts({ ...counts, [key]: event.target.value })}
                          className="w-20 rounded-md border border-slate-300 px-2 py-1 focus:outline-2 focus:outline-brand-600"
                        />
                        {error ? (
                          <p id={errorId} className="mt-1 text-xs text-red-700">
                            {error}
                          </p>
                        ) : null}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <button type="submit" disabled={form.busy} className={buttonClass.primary}>
          {form.busy ? <Spinner /> : null}
          Save the count
        </button>
      </form>
    </>
  );
}

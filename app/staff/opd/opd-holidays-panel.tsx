import toast from "react-hot-toast";
import { HOLIDAY_KIND_LABELS, HOLIDAY_KINDS, opdHolidayInput, type OpdHoliday } from "../../../contract/opd";
import { buttonClass } from "../../ui/button";
import { FormField } from "../../ui/form-field";
import { ApiError } from "../api-client";
import { controlClass } from "../control-class";
import { formatDate } from "../format";
import { useApiData } from "../use-api-data";
import { addOpdHoliday, deleteOpdHoliday, listOpdHolidays } from "./opd-api";
import { useStaffForm } from "../use-staff-form";

type Field = "date" | "name" | "kind";

const EMPTY = { date: "", name: "", kind: "closed" };

/** The coming holidays that override the timetable, with a line to add one and Delete on each. */
export function OpdHolidaysPanel() {
  const list = useApiData("opd-holidays", listOpdHolidays);
  const form = useStaffForm<{ date: string; name: string; kind: string }, Field>(EMPTY);
  const { values, set, errors, busy } = form;

  const add = async (event: React.FormEvent) => {
    event.preventDefault();
    const holiday = form.check(opdHolidayInput);
    if (!holiday) return;
    const added = await form.save(() => addOpdHoliday(holiday), {
      success: "Holiday added",
      failure: "Failed to add holiday",
    });
    if (added === null) return;
    form.reset(EMPTY);
    list.reload();
  };

  const remove = async (holiday: OpdHoliday) => {
    try {
      await deleteOpdHoliday(holiday._id);
      toast.success("Holiday deleted");
      list.reload();
    } catch (caught) {
      toast.error(caught instanceof ApiError ? caught.message : "Failed to delete holiday");
    }
  };

  const holidays = list.data?.data.opdHolidays ?? [];
  return (
    <section aria-labelledby="opd-holidays-title" className="mt-10 rounded-lg bg-white p-4 shadow-sm">
      <h2 id="opd-holidays-title" className="text-lg font-semibold text-slate-900">
        Holidays
      </h2>
      <p className="text-sm text-slate-600">
        On these days the timetable does not run: OPD closed, or emergency only.
      </p>
      <form
        onSubmit={add}
        noValidate
        className="mt-4 grid gap-3 sm:grid-cols-[10rem_1fr_12rem_auto] sm:items-end"
      >
        <FormField label="Date" required error={errors.date}>
          {(control) => (
            <input
              {...control}
              type="date"
              value={values.date}
              onChange={set("date")}
              className={controlClass}
            />
          )}
        </FormField>
        <FormField label="Holiday name" required error={errors.name}>
          {(control) => (
            <input {...control} value={values.name} onChange={set("name")} className={controlClass} />
          )}
        </FormField>
        <FormField label="What runs" required error={errors.kind}>
          {(control) => (
            <select {...control} value={values.kind} onChange={set("kind")} className={controlClass}>
              {HOLIDAY_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {HOLIDAY_KIND_LABELS[kind]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <button type="submit" disabled={busy} className={buttonClass.primary}>
          Add holiday
        </button>
      </form>
      {list.error ? <p className="mt-4 text-sm text-red-700">{list.error}</p> : null}
      {holidays.length === 0 && list.data ? (
        <p className="mt-4 text-sm text-slate-600">No holidays coming.</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200">
          {holidays.map((holiday) => (
            <li key={holiday._id} className="flex items-center justify-between gap-3 py-2 text-sm">
              <span>
                <strong className="text-slate-900">{formatDate(holiday.date)}</strong> · {holiday.name} ·{" "}
                {HOLIDAY_KIND_LABELS[holiday.kind]}
              </span>
              <button
                type="button"
                className={buttonClass.secondary}
                aria-label={`Delete holiday ${holiday.name}`}
                onClick={() => void remove(holiday)}
              >
                Delete
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

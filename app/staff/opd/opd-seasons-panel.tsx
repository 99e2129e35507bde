import { useEffect, useState } from "react";
import toast from "react-hot-toast";
import {
  DATED_SEASONS,
  SEASON_LABELS,
  formatMonthDay,
  opdSeasonsSchema,
  type DatedSeason,
  type OpdSeasons,
} from "../../../contract/opd";
import { buttonClass } from "../../ui/button";
import { FormField } from "../../ui/form-field";
import { ApiError } from "../api-client";
import { controlClass } from "../control-class";
import { useApiData } from "../use-api-data";
import { getOpdSeasons, saveOpdSeasons } from "./opd-api";

/** "summer.from", …: the paths the contract and the API name. */
type Field = `${DatedSeason}.${"from" | "to"}`;
type Errors = Partial<Record<Field, string>>;

const MONTH_DAY = /^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
/** The day a valid MM-DD names, in words, beside the field. */
const reading = (value: string) => (MONTH_DAY.test(value.trim()) ? formatMonthDay(value.trim()) : "");

/**
 * The summer and winter date ranges (MM-DD, every year): which sessions marked Summer or Winter run on a
 * day, and the season the public OPD page names.
 */
export function OpdSeasonsPanel() {
  const stored = useApiData("opd-seasons", getOpdSeasons);
  const [values, setValues] = useState<OpdSeasons | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const loaded = stored.data?.data;
  useEffect(() => {
    if (loaded) setValues(structuredClone(loaded));
  }, [loaded]);

  const set = (season: DatedSeason, end: "from" | "to") => (event: React.ChangeEvent<HTMLInputElement>) =>
    setValues((current) =>
      current ? { ...current, [season]: { ...current[season], [end]: event.target.value } } : current,
    );

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!values) return;
    // The days' form is checked here; whether the seasons share a day, by the API (its answer names the field).
    const result = opdSeasonsSchema.safeParse(values);
    if (!result.success) {
      const found: Errors = {};
      for (const issue of result.error.issues) found[issue.path.join(".") as Field] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const saved = await saveOpdSeasons(result.data);
      setValues(saved.data);
      toast.success("Season dates saved");
    } catch (caught) {
      const error = caught instanceof ApiError ? caught : null;
      const found: Errors = {};
      for (const item of error?.errors ?? [])
        if ("field" in item) found[item.field as Field] ??= item.message;
      setErrors(found);
      toast.error(error?.message ?? "Failed to save the season dates");
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="opd-seasons-title" className="mt-10 rounded-lg bg-white p-4 shadow-sm">
      <h2 id="opd-seasons-title" className="text-lg font-semibold text-slate-900">
        Season dates
      </h2>
      <p className="text-sm text-slate-600">
        Sessions marked Summer or Winter run only between these dates, every year; All-year sessions always
        run. Write each day as month-day (04-01 is 1 April). Winter may run over the new year (10-01 to
        03-31); the two seasons may not share a day.
      </p>
      {stored.error ? <p className="mt-4 text-sm text-red-700">{stored.error}</p> : null}
      {values ? (
        <form onSubmit={save} noValidate className="mt-4 space-y-4">
          {DATED_SEASONS.map((season) => (
            <fieldset key={season} className="grid gap-3 sm:grid-cols-2">
              <legend className="mb-1 text-sm font-semibold text-slate-900">{SEASON_LABELS[season]}</legend>
              {(["from", "to"] as const).map((end) => {
                const value = values[season][end];
                return (
                  <FormField
                    key={end}
                    label={`${SEASON_LABELS[season]} ${end} (MM-DD)`}
                    required
                    error={errors[`${season}.${end}`]}
                    hint={reading(value) || "Month and day, as 04-01"}
                  >
                    {(control) => (
                      <input
                        {...control}
                        value={value}
                        onChange={set(season, end)}
                        inputMode="numeric"
                        autoComplete="off"
                        maxLength={5}
                        className={controlClass}
                      />
                    )}
                  </FormField>
                );
              })}
            </fieldset>
          ))}
          <button type="submit" disabled={busy} className={buttonClass.primary}>
            Save season dates
          </button>
        </form>
      ) : null}
    </section>
  );
}

import {
  STIPEND_GRADE_LABELS,
  STIPEND_GRADES_OF,
  formatIndianNumber,
  type FeeTable,
} from "../../../contract/fees";
import { TextInput } from "../content/text-input";
import type { FormErrors } from "../use-staff-form";

/**
 * The monthly stipend of each of the table's grades. While they are a new installation's starting figures, a
 * warning says so: saving the table with them confirms them, and the public page shows them from then on.
 */
export function StipendsEditor({
  table,
  session,
  stipends,
  errors,
  onChange,
}: {
  table: FeeTable;
  /** The session being edited (the legend names it). */
  session: string;
  stipends: string[];
  errors: FormErrors;
  onChange: (stipends: string[]) => void;
}) {
  return (
    <fieldset className="space-y-3" data-testid="stipends">
      <legend className="text-lg font-semibold text-slate-900">
        Monthly stipends (INR), session {session}
      </legend>
      {!table.stipendsConfirmed ? (
        <p role="note" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          <strong>Starting figures, to be confirmed.</strong> No one at the college has confirmed these
          stipends: they are round figures this installation started with, not from any notification. Check
          each amount against the college&apos;s stipend order and publish; until then the public page says
          the stipends are being confirmed.
        </p>
      ) : null}
      {errors.stipends ? (
        <p role="alert" className="text-sm text-red-700">
          {errors.stipends}
        </p>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-2">
        {STIPEND_GRADES_OF[table._id].map((grade, index) => {
          const amount = Number((stipends[index] ?? "").replace(/,/g, ""));
          const typed = (stipends[index] ?? "").trim();
          return (
            <TextInput
              key={grade}
              label={`${STIPEND_GRADE_LABELS[grade]}, per month`}
              name={`stipends.${index}.monthlyAmount`}
              required
              inputMode="numeric"
              value={stipends[index] ?? ""}
              error={errors[`stipends.${index}.monthlyAmount`] ?? errors[`stipends.${index}.grade`]}
              hint={
                typed && Number.isInteger(amount) && amount >= 0
                  ? `Shown as ${formatIndianNumber(amount)} INR a month`
                  : "A whole number of rupees, 0 or more"
              }
              onChange={(typedAmount) =>
                onChange(stipends.map((other, at) => (at === index ? typedAmount : other)))
              }
            />
          );
        })}
      </div>
    </fieldset>
  );
}

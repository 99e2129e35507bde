import { FEE_CURRENCIES, formatFeeAmount, type FeeCurrency } from "../../../contract/fees";
import { FormField } from "../../ui/form-field";
import { BilingualField } from "../content/bilingual-field";
import { RowList } from "../content/row-list";
import { TextInput } from "../content/text-input";
import { controlClass } from "../control-class";
import type { FormErrors } from "../use-staff-form";
import { blankFeeRow, type FeeRowValues } from "./fee-table-values";

const amountHint = (row: Pick<FeeRowValues, "amount" | "currency" | "unit">) => {
  const amount = Number(row.amount.replace(/,/g, ""));
  return row.amount.trim() && Number.isInteger(amount) && amount >= 0
    ? `Shown as ${formatFeeAmount({ amount, currency: row.currency, unit: row.unit.trim() })}`
    : "A whole number, 0 or more";
};

const HINDI_HINT = "Optional: shown on the Hindi page (empty: the English text there)";

/**
 * The fee rows: item, amount (with how the page will show it), currency, unit and terms; each text with its
 * Hindi beside it (issue 24).
 */
export function FeeRowsEditor({
  rows,
  errors,
  onChange,
}: {
  rows: FeeRowValues[];
  errors: FormErrors;
  onChange: (rows: FeeRowValues[]) => void;
}) {
  return (
    <RowList
      legend="Fee rows"
      noun="Row"
      path="rows"
      addLabel="Add a fee row"
      rows={rows}
      error={errors.rows}
      testId="fee-row"
      blank={blankFeeRow}
      onChange={onChange}
    >
      {(row, at, update) => (
        <div className="grid gap-3 sm:grid-cols-6">
          <BilingualField
            label="Item"
            name={`${at}.item`}
            required
            className="gap-3"
            english={{ value: row.item, error: errors[`${at}.item`], onChange: (item) => update({ item }) }}
            hindi={{
              value: row.itemHi,
              error: errors[`${at}.itemHi`],
              hint: HINDI_HINT,
              onChange: (itemHi) => update({ itemHi }),
            }}
          />
          <TextInput
            label="Amount"
            name={`${at}.amount`}
            required
            inputMode="numeric"
            value={row.amount}
            error={errors[`${at}.amount`]}
            hint={amountHint(row)}
            className="sm:col-span-2"
            onChange={(amount) => update({ amount })}
          />
          <FormField label="Currency" error={errors[`${at}.currency`]} className="sm:col-span-1">
            {(control) => (
              <select
                {...control}
                name={`${at}.currency`}
                value={row.currency}
                onChange={(event) => update({ currency: event.target.value as FeeCurrency })}
                className={controlClass}
              >
                {FEE_CURRENCIES.map((currency) => (
                  <option key={currency}>{currency}</option>
                ))}
              </select>
            )}
          </FormField>
          <BilingualField
            label="Unit"
            name={`${at}.unit`}
            className="gap-3"
            english={{
              value: row.unit,
              error: errors[`${at}.unit`],
              hint: 'E.g. "per year"; empty for a one-time fee',
              onChange: (unit) => update({ unit }),
            }}
            hindi={{
              value: row.unitHi,
              error: errors[`${at}.unitHi`],
              hint: 'E.g. "प्रति वर्ष"',
              onChange: (unitHi) => update({ unitHi }),
            }}
          />
          <BilingualField
            label="Terms"
            name={`${at}.terms`}
            className="gap-3"
            english={{
              value: row.terms,
              error: errors[`${at}.terms`],
              onChange: (terms) => update({ terms }),
            }}
            hindi={{
              value: row.termsHi,
              error: errors[`${at}.termsHi`],
              onChange: (termsHi) => update({ termsHi }),
            }}
          />
        </div>
      )}
    </RowList>
  );
}

import { StatusBadge } from "../../../staff/status-badge";
import { publicationBadge } from "../../../staff/content/status-badge";
import { useEffect, useState } from "react";
import {
  FEE_CURRENCIES,
  FEE_TABLE_IDS,
  FEE_TABLE_LABELS,
  STIPEND_GRADE_LABELS,
  STIPEND_GRADES_OF,
  feeTableInput,
  formatFeeAmount,
  formatIndianNumber,
  type FeeCurrency,
  type FeeSession,
  type FeeTable,
  type FeeTableId,
} from "../../../../contract/fees";
import { apiRequest } from "../../../staff/api-client";
import { FormFailure } from "../../../staff/form-failure";
import { type FormErrors, useStaffForm } from "../../../staff/use-staff-form";
import { controlClass } from "../../../staff/control-class";
import { ListError, ListLoading } from "../../../staff/list-states";
import { PageHeader } from "../../../staff/page-header";
import { staffMeta } from "../../../staff/staff-meta";
import { useApiData } from "../../../staff/use-api-data";
import { buttonClass } from "../../../ui/button";
import { FormField, inputClass } from "../../../ui/form-field";
import { Spinner } from "../../../ui/spinner";

export const meta = () => staffMeta("Fee tables");

const PAGE_PATHS: Record<FeeTableId, string> = {
  ug: "/academics/ug-fee-structure",
  pg: "/academics/pg-fee-structure",
};

interface RowValues {
  key: number;
  item: string;
  amount: string;
  currency: FeeCurrency;
  unit: string;
  terms: string;
}
interface CourseValues {
  key: number;
  course: string;
  amount: string;
  nriAmount: string;
}
interface Values {
  session: string;
  rows: RowValues[];
  courses: CourseValues[];
  notes: string;
  /** The monthly stipends, one per grade of the table (STIPEND_GRADES_OF), in that order. */
  stipends: string[];
}

let nextKey = 1;
const key = () => nextKey++;

const valuesOf = (table: FeeTable): Values => ({
  session: table.session,
  rows: table.rows.map((row) => ({ ...row, key: key(), amount: String(row.amount) })),
  courses: table.courses.map((row) => ({
    ...row,
    key: key(),
    amount: String(row.amount),
    nriAmount: String(row.nriAmount),
  })),
  notes: table.notes.join("\n\n"),
  stipends: STIPEND_GRADES_OF[table._id].map((grade) =>
    String(table.stipends.find((row) => row.grade === grade)?.monthlyAmount ?? ""),
  ),
});

const payloadOf = (tableId: FeeTableId, values: Values, status: "draft" | "published") => ({
  status,
  session: values.session,
  rows: values.rows.map(({ key: _key, ...row }) => row),
  courses: values.courses.map(({ key: _key, ...row }) => row),
  notes: values.notes
    .split(/\n\s*\n/)
    .map((note) => note.trim())
    .filter(Boolean),
  stipends: STIPEND_GRADES_OF[tableId].map((grade, index) => ({
    grade,
    monthlyAmount: values.stipends[index] ?? "",
  })),
});

function move<T>(list: T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length) return list;
  const copy = [...list];
  const [item] = copy.splice(from, 1);
  copy.splice(to, 0, item!);
  return copy;
}

/** A row's move up / move down / remove buttons, named for the row they act on. */
function RowButtons({
  what,
  index,
  count,
  onMove,
  onRemove,
}: {
  what: string;
  index: number;
  count: number;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const small = `${buttonClass.secondary} px-2.5 py-1.5`;
  return (
    <div className="flex flex-wrap gap-2">
      <button type="button" className={small} disabled={index === 0} onClick={() => onMove(index - 1)}>
        Up<span className="sr-only"> ({what})</span>
      </button>
      <button
        type="button"
        className={small}
        disabled={index === count - 1}
        onClick={() => onMove(index + 1)}
      >
        Down<span className="sr-only"> ({what})</span>
      </button>
      <button type="button" className={`${small} text-red-800`} onClick={onRemove}>
        Remove<span className="sr-only"> {what}</span>
      </button>
    </div>
  );
}

function TextInput({
  label,
  name,
  value,
  error,
  hint,
  required,
  className,
  inputMode,
  onChange,
}: {
  label: string;
  name: string;
  value: string;
  error?: string;
  hint?: string;
  required?: boolean;
  className?: string;
  inputMode?: "numeric";
  onChange: (value: string) => void;
}) {
  return (
    <FormField label={label} required={required} error={error} hint={hint} className={className}>
      {(control) => (
        <input
          {...control}
          name={name}
          value={value}
          inputMode={inputMode}
          onChange={(event) => onChange(event.target.value)}
          className={controlClass}
        />
      )}
    </FormField>
  );
}

const amountHint = (row: Pick<RowValues, "amount" | "currency" | "unit">) => {
  const amount = Number(row.amount.replace(/,/g, ""));
  return row.amount.trim() && Number.isInteger(amount) && amount >= 0
    ? `Shown as ${formatFeeAmount({ amount, currency: row.currency, unit: row.unit.trim() })}`
    : "A whole number, 0 or more";
};

/**
 * A list of rows, each a fieldset named "Row 3" (or "Course 3") with its fields and its move up / move
 * down / remove buttons, and an add button below.
 */
function RowList<Row extends { key: number }>({
  legend,
  noun,
  rows,
  error,
  testId,
  blank,
  onChange,
  children,
}: {
  legend: string;
  noun: "Row" | "Course";
  rows: Row[];
  error?: string;
  testId: string;
  blank: () => Row;
  onChange: (rows: Row[]) => void;
  children: (row: Row, at: string, update: (changes: Partial<Row>) => void) => React.ReactNode;
}) {
  return (
    <fieldset className="space-y-4">
      <legend className="text-lg font-semibold text-slate-900">{legend}</legend>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      {rows.map((row, index) => {
        const update = (changes: Partial<Row>) =>
          onChange(rows.map((other, at) => (at === index ? { ...other, ...changes } : other)));
        return (
          <fieldset key={row.key} className="rounded-md border border-slate-200 p-4" data-testid={testId}>
            <legend className="px-1 text-sm font-semibold text-slate-800">
              {noun} {index + 1}
            </legend>
            {children(row, `${noun === "Row" ? "rows" : "courses"}.${index}`, update)}
            <div className="mt-3">
              <RowButtons
                what={`${noun.toLowerCase()} ${index + 1}`}
                index={index}
                count={rows.length}
                onMove={(to) => onChange(move(rows, index, to))}
                onRemove={() => onChange(rows.filter((_, at) => at !== index))}
              />
            </div>
          </fieldset>
        );
      })}
      <button type="button" className={buttonClass.secondary} onClick={() => onChange([...rows, blank()])}>
        Add a {noun === "Row" ? "fee row" : "course"}
      </button>
    </fieldset>
  );
}

function FeeRowsEditor({
  values,
  errors,
  onChange,
}: {
  values: Values;
  errors: FormErrors;
  onChange: (rows: RowValues[]) => void;
}) {
  return (
    <RowList
      legend="Fee rows"
      noun="Row"
      rows={values.rows}
      error={errors.rows}
      testId="fee-row"
      blank={(): RowValues => ({ key: key(), item: "", amount: "", currency: "INR", unit: "", terms: "" })}
      onChange={onChange}
    >
      {(row, at, update) => (
        <div className="grid gap-3 sm:grid-cols-6">
          <TextInput
            label="Item"
            name={`${at}.item`}
            required
            value={row.item}
            error={errors[`${at}.item`]}
            className="sm:col-span-6"
            onChange={(item) => update({ item })}
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
          <TextInput
            label="Unit"
            name={`${at}.unit`}
            value={row.unit}
            error={errors[`${at}.unit`]}
            hint='E.g. "per year"; empty for a one-time fee'
            className="sm:col-span-3"
            onChange={(unit) => update({ unit })}
          />
          <TextInput
            label="Terms"
            name={`${at}.terms`}
            value={row.terms}
            error={errors[`${at}.terms`]}
            className="sm:col-span-6"
            onChange={(terms) => update({ terms })}
          />
        </div>
      )}
    </RowList>
  );
}

function CoursesEditor({
  values,
  errors,
  onChange,
}: {
  values: Values;
  errors: FormErrors;
  onChange: (courses: CourseValues[]) => void;
}) {
  return (
    <RowList
      legend="Annual tuition per course"
      noun="Course"
      rows={values.courses}
      error={errors.courses}
      testId="fee-course"
      blank={() => ({ key: key(), course: "", amount: "", nriAmount: "" })}
      onChange={onChange}
    >
      {(row, at, update) => (
        <div className="grid gap-3 sm:grid-cols-4">
          <TextInput
            label="Course"
            name={`${at}.course`}
            required
            value={row.course}
            error={errors[`${at}.course`]}
            className="sm:col-span-2"
            onChange={(course) => update({ course })}
          />
          <TextInput
            label="General & minority (INR)"
            name={`${at}.amount`}
            required
            inputMode="numeric"
            value={row.amount}
            error={errors[`${at}.amount`]}
            onChange={(amount) => update({ amount })}
          />
          <TextInput
            label="NRI (USD)"
            name={`${at}.nriAmount`}
            required
            inputMode="numeric"
            value={row.nriAmount}
            error={errors[`${at}.nriAmount`]}
            onChange={(nriAmount) => update({ nriAmount })}
          />
        </div>
      )}
    </RowList>
  );
}

/**
 * The monthly stipend of each of the table's grades. While they are a new installation's starting figures, a
 * warning says so: saving the table with them confirms them, and the public page shows them from then on.
 */
function StipendsEditor({
  table,
  values,
  errors,
  onChange,
}: {
  table: FeeTable;
  values: Values;
  errors: FormErrors;
  onChange: (stipends: string[]) => void;
}) {
  return (
    <fieldset className="space-y-3" data-testid="stipends">
      <legend className="text-lg font-semibold text-slate-900">
        Monthly stipends (INR), session {values.session}
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
          const amount = Number((values.stipends[index] ?? "").replace(/,/g, ""));
          const typed = (values.stipends[index] ?? "").trim();
          return (
            <TextInput
              key={grade}
              label={`${STIPEND_GRADE_LABELS[grade]}, per month`}
              name={`stipends.${index}.monthlyAmount`}
              required
              inputMode="numeric"
              value={values.stipends[index] ?? ""}
              error={errors[`stipends.${index}.monthlyAmount`] ?? errors[`stipends.${index}.grade`]}
              hint={
                typed && Number.isInteger(amount) && amount >= 0
                  ? `Shown as ${formatIndianNumber(amount)} INR a month`
                  : "A whole number of rupees, 0 or more"
              }
              onChange={(typedAmount) =>
                onChange(values.stipends.map((other, at) => (at === index ? typedAmount : other)))
              }
            />
          );
        })}
      </div>
    </fieldset>
  );
}

/** Every session the table has published, each a link to its public page (earlier ones at their own address). */
function SessionArchive({ tableId, version }: { tableId: FeeTableId; version: string }) {
  // Read again after each save (the table's updatedAt changes).
  const loaded = useApiData(`fees/${tableId}/sessions@${version}`, () =>
    apiRequest<{ data: { sessions: FeeSession[] } }>(`fees/${tableId}/sessions`, {
      fallback: "Failed to load the sessions",
    }),
  );
  if (loaded.error) return <ListError what="the sessions" message={loaded.error} onRetry={loaded.reload} />;
  if (!loaded.data) return null;
  return (
    <section aria-labelledby="fee-sessions" className="mt-6 rounded-lg bg-white p-5 shadow-sm">
      <h2 id="fee-sessions" className="text-lg font-semibold text-slate-900">
        Published sessions
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Publishing a later session makes it current; each earlier session stays readable at its own address
        and can no longer be changed.
      </p>
      <ul className="mt-3 space-y-1 text-sm">
        {loaded.data.data.sessions.map((session) => (
          <li key={session.session}>
            <a
              className="text-brand-700 underline"
              href={session.current ? PAGE_PATHS[tableId] : `${PAGE_PATHS[tableId]}/${session.session}`}
              target="_blank"
              rel="noreferrer"
            >
              Session {session.session}
              {session.current ? " (current)" : ""}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The UG and PG fee tables: session, fee rows (and the PG courses), payment rules; draft or publish. */
export default function FeesPage() {
  const [tableId, setTableId] = useState<FeeTableId>("ug");
  const loaded = useApiData(`fees/${tableId}`, () =>
    apiRequest<{ data: FeeTable }>(`fees/${tableId}`, { fallback: "Failed to load the fee table" }),
  );
  const [values, setValues] = useState<Values | null>(null);
  const [table, setTable] = useState<FeeTable | null>(null);
  const form = useStaffForm({}, { depth: Infinity, invalidMessage: "Please correct the highlighted fields" });

  useEffect(() => {
    if (loaded.data && loaded.data.data._id === tableId) {
      setTable(loaded.data.data);
      setValues(valuesOf(loaded.data.data));
    }
  }, [loaded.data, tableId]);

  const choose = (id: FeeTableId) => {
    setTableId(id);
    setValues(null);
    setTable(null);
    form.reset();
  };

  const submit = async (status: "draft" | "published") => {
    if (!values) return;
    const payload = payloadOf(tableId, values, status);
    if (tableId === "ug") payload.courses = [];
    if (!form.check(feeTableInput, payload)) return;
    const saved = await form.save(
      () =>
        apiRequest<{ data: FeeTable }>(`fees/${tableId}`, {
          method: "PUT",
          json: payload,
          fallback: "Failed to save the fee table",
        }),
      {
        success: status === "published" ? "Fee table published" : "Draft saved",
        failure: "Failed to save the fee table",
      },
    );
    if (saved) {
      setTable(saved.data);
      setValues(valuesOf(saved.data));
    }
  };

  const discard = async () => {
    const saved = await form.save(
      () =>
        apiRequest<{ data: FeeTable }>(`fees/${tableId}/draft`, {
          method: "DELETE",
          fallback: "Failed to discard the draft",
        }),
      { success: "Draft discarded", failure: "Failed to discard the draft" },
    );
    if (saved) {
      setTable(saved.data);
      setValues(valuesOf(saved.data));
    }
  };

  return (
    <>
      <PageHeader
        title="Fee tables"
        subtitle="The fee pages' session, fees and payment rules. Publishing shows a change on the public page at once."
      />
      <fieldset className="mb-4 flex flex-wrap items-center gap-2">
        <legend className="sr-only">Fee table</legend>
        {FEE_TABLE_IDS.map((id) => (
          <label
            key={id}
            className={`cursor-pointer rounded-md border px-4 py-2 text-sm font-semibold has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 ${
              id === tableId
                ? "border-brand-700 bg-brand-700 text-white"
                : "border-slate-300 bg-white text-slate-800 hover:bg-slate-50"
            }`}
          >
            <input
              type="radio"
              name="fee-table"
              value={id}
              checked={id === tableId}
              onChange={() => choose(id)}
              className="sr-only"
            />
            {FEE_TABLE_LABELS[id]}
          </label>
        ))}
      </fieldset>
      {loaded.error ? (
        <ListError what="the fee table" message={loaded.error} onRetry={loaded.reload} />
      ) : !values || !table ? (
        <ListLoading text="Loading the fee table..." />
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void submit("published");
          }}
          noValidate
          aria-label={FEE_TABLE_LABELS[tableId]}
          className="space-y-6 rounded-lg bg-white p-5 shadow-sm"
        >
          <div className="flex flex-wrap items-center gap-3 text-sm text-slate-700">
            <StatusBadge
              {...publicationBadge(table.status, table.hasDraft ? "Draft (not yet published)" : undefined)}
            />
            <a
              className="text-brand-700 underline"
              href={PAGE_PATHS[tableId]}
              target="_blank"
              rel="noreferrer"
            >
              Open the public page<span className="sr-only"> (opens in a new tab)</span>
            </a>
            {table.hasDraft ? (
              <a
                className="text-brand-700 underline"
                href={`${PAGE_PATHS[tableId]}?preview`}
                target="_blank"
                rel="noreferrer"
              >
                Preview the draft<span className="sr-only"> (opens in a new tab)</span>
              </a>
            ) : null}
          </div>
          <FormFailure message={form.failure} />
          <TextInput
            label="Session"
            name="session"
            required
            value={values.session}
            error={form.errors.session}
            hint="The academic year, like 2026-27. A later session than the published one becomes current and keeps the earlier one at its own address."
            className="max-w-xs"
            onChange={(session) => setValues({ ...values, session })}
          />
          {tableId === "pg" ? (
            <CoursesEditor
              values={values}
              errors={form.errors}
              onChange={(courses) => setValues({ ...values, courses })}
            />
          ) : null}
          <FeeRowsEditor
            values={values}
            errors={form.errors}
            onChange={(rows) => setValues({ ...values, rows })}
          />
          <StipendsEditor
            table={table}
            values={values}
            errors={form.errors}
            onChange={(stipends) => setValues({ ...values, stipends })}
          />
          <FormField
            label="Payment rules"
            error={
              form.errors.notes ??
              Object.entries(form.errors).find(([path]) => path.startsWith("notes."))?.[1]
            }
            hint="One paragraph each; a blank line starts the next."
          >
            {(control) => (
              <textarea
                {...control}
                name="notes"
                rows={8}
                value={values.notes}
                onChange={(event) => setValues({ ...values, notes: event.target.value })}
                className={inputClass}
              />
            )}
          </FormField>
          <div className="flex flex-wrap gap-2">
            <button type="submit" className={buttonClass.primary} disabled={form.busy}>
              {form.busy ? <Spinner /> : null}
              Publish
            </button>
            <button
              type="button"
              className={buttonClass.secondary}
              disabled={form.busy}
              onClick={() => void submit("draft")}
            >
              Save as draft
            </button>
            {table.hasDraft ? (
              <button
                type="button"
                className={buttonClass.ghost}
                disabled={form.busy}
                onClick={() => void discard()}
              >
                Discard the draft
              </button>
            ) : null}
          </div>
        </form>
      )}
      {table ? <SessionArchive tableId={tableId} version={table.updatedAt} /> : null}
    </>
  );
}

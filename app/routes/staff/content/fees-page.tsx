import { useEffect, useState } from "react";
import {
  FEE_TABLE_LABELS,
  checkedFeeTableInput,
  type FeeTable,
  type FeeTableId,
} from "../../../../contract/fees";
import { apiRequest } from "../../../staff/api-client";
import { BilingualField } from "../../../staff/content/bilingual-field";
import { publicationBadge } from "../../../staff/content/status-badge";
import { TextInput } from "../../../staff/content/text-input";
import { CoursesEditor } from "../../../staff/fees/courses-editor";
import { FeeRowsEditor } from "../../../staff/fees/fee-rows-editor";
import { FeeTablePicker } from "../../../staff/fees/fee-table-picker";
import {
  FEE_PAGE_PATHS,
  feeTablePayloadOf,
  feeTableValuesOf,
  type FeeTableValues,
} from "../../../staff/fees/fee-table-values";
import { SessionArchive } from "../../../staff/fees/session-archive";
import { StipendsEditor } from "../../../staff/fees/stipends-editor";
import { FormFailure } from "../../../staff/form-failure";
import { ListError, ListLoading } from "../../../staff/list-states";
import { PageHeader } from "../../../staff/page-header";
import { staffMeta } from "../../../staff/staff-meta";
import { StatusBadge } from "../../../staff/status-badge";
import { useApiData } from "../../../staff/use-api-data";
import { useStaffForm } from "../../../staff/use-staff-form";
import { buttonClass } from "../../../ui/button";
import { Spinner } from "../../../ui/spinner";

export const meta = () => staffMeta("Fee tables");

/** The UG and PG fee tables: session, fee rows (and the PG courses), payment rules; draft or publish. */
export default function FeesPage() {
  const [tableId, setTableId] = useState<FeeTableId>("ug");
  const loaded = useApiData(`fees/${tableId}`, () =>
    apiRequest<{ data: FeeTable }>(`fees/${tableId}`, { fallback: "Failed to load the fee table" }),
  );
  const [values, setValues] = useState<FeeTableValues | null>(null);
  const [table, setTable] = useState<FeeTable | null>(null);
  const form = useStaffForm({}, { depth: Infinity, invalidMessage: "Please correct the highlighted fields" });

  useEffect(() => {
    if (loaded.data && loaded.data.data._id === tableId) {
      setTable(loaded.data.data);
      setValues(feeTableValuesOf(loaded.data.data));
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
    const payload = feeTablePayloadOf(tableId, values, status);
    if (!form.check(checkedFeeTableInput, payload)) return;
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
      setValues(feeTableValuesOf(saved.data));
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
      setValues(feeTableValuesOf(saved.data));
    }
  };

  /** A list's error: of the whole list, else of its first paragraph that has one. */
  const listError = (list: "notes" | "notesHi") =>
    form.errors[list] ?? Object.entries(form.errors).find(([path]) => path.startsWith(`${list}.`))?.[1];

  return (
    <>
      <PageHeader
        title="Fee tables"
        subtitle="The fee pages' session, fees and payment rules. Publishing shows a change on the public page at once."
      />
      <FeeTablePicker value={tableId} onChange={choose} />
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
              href={FEE_PAGE_PATHS[tableId]}
              target="_blank"
              rel="noreferrer"
            >
              Open the public page<span className="sr-only"> (opens in a new tab)</span>
            </a>
            {table.hasDraft ? (
              <a
                className="text-brand-700 underline"
                href={`${FEE_PAGE_PATHS[tableId]}?preview`}
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
              courses={values.courses}
              errors={form.errors}
              onChange={(courses) => setValues({ ...values, courses })}
            />
          ) : null}
          <FeeRowsEditor
            rows={values.rows}
            errors={form.errors}
            onChange={(rows) => setValues({ ...values, rows })}
          />
          <StipendsEditor
            table={table}
            session={values.session}
            stipends={values.stipends}
            errors={form.errors}
            onChange={(stipends) => setValues({ ...values, stipends })}
          />
          <BilingualField
            label="Payment rules"
            name="notes"
            rows={8}
            english={{
              value: values.notes,
              error: listError("notes"),
              hint: "One paragraph each; a blank line starts the next.",
              onChange: (notes) => setValues({ ...values, notes }),
            }}
            hindi={{
              value: values.notesHi,
              error: listError("notesHi"),
              hint: "Optional: the same rules in Hindi, in the same order, one paragraph each. Rules left without Hindi show in English on the Hindi page.",
              onChange: (notesHi) => setValues({ ...values, notesHi }),
            }}
          />
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

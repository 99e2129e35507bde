import { useState } from "react";
import { saveBlob } from "../api-client";
import {
  ChoiceFilter,
  ContentListPage,
  ContentTable,
  SearchFilter,
  useContentList,
} from "../content/content-list";
import { CsvImportDialog } from "../csv-import-dialog";
import { templateCsv } from "../csv-template";
import { formatDate } from "../format";
import { Icon } from "../icons";
import { EmailText } from "../email-text";
import { RowActions } from "../row-actions";
import { useCan } from "../staff-user";
import type { InitialData } from "../use-api-data";
import { buttonClass } from "../../ui/button";
import {
  deleteRegisterRecord,
  importRegisterCsv,
  listRegister,
  type RegisterAnswer,
  type RegisterQuery,
  type RegisterRow,
} from "./register-api";
import { choiceLabel, RegisterFormDialog } from "./register-form";
import type { Register } from "./registers";
import { registerQuery } from "./use-register-query";

/** A cell's text: a choice by its label, dates as dates, yes/no, a dash for none. */
function cellText(register: Register, name: string, value: unknown): string {
  const spec = register.fields[name]!;
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (spec.form.kind === "date") return formatDate(String(value));
  if (spec.form.kind === "select") return choiceLabel(spec, String(value));
  return String(value);
}

/**
 * A date stays on one line; an address wraps after its "@" (EmailText), and inside a part only when the
 * column has no more room (a long address must not push the row's actions out of a 1366 px window).
 */
const cellClass: Partial<Record<string, string>> = {
  date: "whitespace-nowrap",
  email: "[overflow-wrap:anywhere]",
};

/**
 * The back-office screen of a staff-kept record kind (issue 21), derived from its declaration: the list
 * with search, filters and pages in the address; add, edit and delete (asked first), with the server's
 * errors on the form's fields; the CSV import where the kind has one. A role without the kind's write
 * permission reads the public fields and sees no write buttons.
 */
export function RegisterScreen({
  register,
  first,
}: {
  register: Register;
  /** The first page for the address, read by the route's server loader (ADR 028). */
  first?: InitialData<RegisterAnswer> | null;
}) {
  const mayWrite = useCan()(register.write);
  const [importing, setImporting] = useState(false);
  const state = useContentList({
    nouns: register.nouns,
    initialQuery: registerQuery(register) as RegisterQuery,
    initial: first,
    load: (query: RegisterQuery) => listRegister(register, query),
    rowsOf: (answer: RegisterAnswer) => answer.data[register.plural] as RegisterRow[],
    remove: (row: RegisterRow) => deleteRegisterRecord(register, row),
  });
  const columns = register.columns.filter((name) => mayWrite || !register.fields[name]!.private);
  const { fields, csv } = register;
  const titleOf = (row: RegisterRow) => cellText(register, register.titleField, row[register.titleField]);

  return (
    <>
      <ContentListPage
        state={state}
        title={register.title}
        subtitle={register.subtitle}
        addLabel={`Add ${register.nouns.one}`}
        mayWrite={mayWrite}
        moreActions={
          csv ? (
            <>
              <button type="button" className={buttonClass.secondary} onClick={() => setImporting(true)}>
                <Icon name="upload" className="h-4 w-4" />
                Import CSV
              </button>
              <button
                type="button"
                className={buttonClass.secondary}
                onClick={() =>
                  saveBlob(
                    new Blob([templateCsv(csv.columns, csv.sample)], { type: "text/csv;charset=utf-8" }),
                    csv.templateName,
                  )
                }
              >
                <Icon name="download" className="h-4 w-4" />
                CSV Template
              </button>
            </>
          ) : null
        }
        filters={
          <>
            <SearchFilter
              id={`${register.path}-search`}
              label="Search"
              value={state.search}
              onChange={state.setSearch}
            />
            {register.filters.map((name) => {
              const spec = fields[name]!;
              return (
                <ChoiceFilter
                  key={name}
                  id={`${register.path}-${name}`}
                  label={spec.label}
                  anyLabel={`Any ${spec.label.toLowerCase()}`}
                  value={state.query[name] as string | undefined}
                  choices={(spec.form.choices ?? []).map((value) => ({
                    value,
                    label: choiceLabel(spec, value),
                  }))}
                  onChange={(value) => state.change({ [name]: value || undefined })}
                />
              );
            })}
          </>
        }
        table={
          <ContentTable
            columns={[
              fields[register.titleField]!.label,
              ...columns.map((name) => fields[name]!.label),
              ...(mayWrite ? ["Actions"] : []),
            ]}
          >
            {state.rows.map((row) => (
              <tr key={row._id}>
                <td className="px-4 py-3 font-medium text-slate-900">{titleOf(row)}</td>
                {columns.map((name) => (
                  <td key={name} className={`px-4 py-3 ${cellClass[fields[name]!.form.kind] ?? ""}`}>
                    {fields[name]!.form.kind === "email" && row[name] ? (
                      <EmailText email={String(row[name])} />
                    ) : (
                      cellText(register, name, row[name])
                    )}
                  </td>
                ))}
                {mayWrite ? (
                  <td className="px-4 py-3">
                    <RowActions
                      label={`${register.nouns.one} ${titleOf(row)}`}
                      onEdit={() => state.openEdit(row)}
                      onDelete={() => state.deletion.ask(row)}
                    />
                  </td>
                ) : null}
              </tr>
            ))}
          </ContentTable>
        }
        dialog={
          mayWrite ? (
            <RegisterFormDialog
              register={register}
              open={state.editing !== null}
              row={state.editing?.row ?? null}
              onClose={state.closeDialog}
              onSaved={state.saved}
            />
          ) : null
        }
        deleteText={(row) => (
          <p>
            The {register.nouns.one} “{titleOf(row)}” will be deleted. This cannot be undone.
          </p>
        )}
      />
      {csv && mayWrite ? (
        <CsvImportDialog
          title={`Import ${register.nouns.many} CSV`}
          upload={(file, onProgress) => importRegisterCsv(register, file, onProgress)}
          columns={csv.columns}
          help={<p className="mt-2">{csv.note}</p>}
          open={importing}
          onClose={() => setImporting(false)}
          onImported={() => {
            state.list.reload();
          }}
          onDownloadTemplate={() =>
            saveBlob(
              new Blob([templateCsv(csv.columns, csv.sample)], { type: "text/csv;charset=utf-8" }),
              csv.templateName,
            )
          }
        />
      ) : null}
    </>
  );
}

import { useEffect, useState } from "react";
import toast from "react-hot-toast";
import type { RowError } from "../../contract/common";
import { CSV_MAX_BYTES, FILE_TOO_LARGE_MESSAGE, type CsvImportResult } from "../../contract/faculty";
import { buttonClass } from "../ui/button";
import { Dialog } from "../ui/dialog";
import { FormField } from "../ui/form-field";
import { Spinner } from "../ui/spinner";
import { ApiError } from "./api-client";
import { Icon } from "./icons";

interface CsvImportDialogProps {
  /** "Import Faculty CSV". */
  title: string;
  upload: (file: File, onProgress: (fraction: number) => void) => Promise<{ data: CsvImportResult }>;
  /** The columns, in order (the first row holds these headers). */
  columns: readonly string[];
  /** What the rows take, under the columns. */
  help: React.ReactNode;
  open: boolean;
  onClose: () => void;
  onImported: () => void;
  onDownloadTemplate: () => void;
}

/**
 * "Row 5 (Dr. Ananya Verma), Joining Date “31/02/2019”: Enter a real date": the row, whom it is about, the
 * value as written (once: not again when the message quotes it) and what is wrong.
 */
export function rowErrorText(item: RowError): string {
  const who = item.person ? ` (${item.person})` : "";
  const value = item.value && !item.message.includes(item.value) ? ` “${item.value}”` : "";
  const where = item.column ? `, ${item.column}${value}` : "";
  return `Row ${item.row}${who}${where}: ${item.message}`;
}

const isCsv = (file: File) => file.type === "text/csv" || file.name.toLowerCase().endsWith(".csv");

/** A CSV import (all or nothing): choose a file, upload with progress, list rejected rows. */
export function CsvImportDialog({
  title,
  upload: send,
  columns,
  help,
  open,
  onClose,
  onImported,
  onDownloadTemplate,
}: CsvImportDialogProps) {
  const [file, setFile] = useState<File | null>(null);
  const [choiceError, setChoiceError] = useState("");
  const [progress, setProgress] = useState<number | null>(null);
  const [rowErrors, setRowErrors] = useState<RowError[]>([]);
  const [failure, setFailure] = useState("");
  /** What the import did: shown until the dialog is closed. */
  const [imported, setImported] = useState("");

  useEffect(() => {
    if (!open) return;
    setFile(null);
    setChoiceError("");
    setProgress(null);
    setRowErrors([]);
    setFailure("");
    setImported("");
  }, [open]);

  const choose = (event: React.ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    setRowErrors([]);
    setFailure("");
    // Only CSV files are taken as the selection.
    const problem = !chosen
      ? ""
      : !isCsv(chosen)
        ? "That is not a CSV file. Choose a file ending in .csv"
        : chosen.size > CSV_MAX_BYTES
          ? FILE_TOO_LARGE_MESSAGE
          : "";
    setChoiceError(problem);
    if (problem) {
      setFile(null);
      event.target.value = "";
      return;
    }
    setFile(chosen);
  };

  const upload = async () => {
    if (!file) {
      toast.error("Please select a CSV file to import");
      return;
    }
    setRowErrors([]);
    setFailure("");
    setImported("");
    setProgress(0);
    try {
      const body = await send(file, setProgress);
      const { created, updated } = body.data;
      // The result stays in the dialog until it is closed; the list behind it shows the rows already.
      setImported(`CSV imported successfully: ${created} added, ${updated} updated`);
      setFile(null);
      onImported();
    } catch (caught) {
      const error = caught instanceof ApiError ? caught : null;
      const message = error?.message || "Failed to import CSV";
      setRowErrors((error?.errors ?? []).filter((item): item is RowError => "row" in item));
      setFailure(message);
      toast.error(message);
    } finally {
      setProgress(null);
    }
  };

  const busy = progress !== null;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      size="lg"
      footer={
        <>
          <button type="button" className={buttonClass.secondary} onClick={onClose}>
            {imported ? "Done" : "Cancel"}
          </button>
          {imported ? null : (
            <button type="button" className={buttonClass.primary} onClick={upload} disabled={!file || busy}>
              {busy ? <Spinner /> : <Icon name="upload" className="h-4 w-4" />}
              Import CSV
            </button>
          )}
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <FormField
          label="CSV file"
          hint={file ? `Chosen file: ${file.name}` : "A .csv file saved as UTF-8, up to 10 MB"}
          error={choiceError || undefined}
        >
          {(control) => (
            <input
              {...control}
              type="file"
              name="csvFile"
              accept=".csv,text/csv"
              onChange={choose}
              disabled={busy}
              className="block w-full text-sm text-slate-800 file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-800"
            />
          )}
        </FormField>
        {busy ? (
          <div>
            <label htmlFor="csv-progress" className="text-sm text-slate-800">
              Uploading… {Math.round((progress ?? 0) * 100)}%
            </label>
            <progress id="csv-progress" max={1} value={progress ?? 0} className="mt-1 block h-2 w-full" />
          </div>
        ) : null}
        {imported ? (
          <p
            role="status"
            className="rounded-md border border-green-200 bg-green-50 p-3 text-sm text-green-900"
          >
            {imported}
          </p>
        ) : null}
        {failure ? (
          <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
            <p className="font-semibold">{failure}</p>
            {rowErrors.length > 0 ? (
              <>
                <p className="mt-1">Correct these rows and import the file again:</p>
                <ul className="mt-2 max-h-48 list-disc overflow-y-auto pl-5">
                  {rowErrors.map((item) => (
                    <li key={`${item.row}-${item.column}-${item.message}`}>{rowErrorText(item)}</li>
                  ))}
                </ul>
              </>
            ) : null}
          </div>
        ) : null}
        <div className="rounded-md bg-slate-50 p-3 text-sm text-slate-800">
          <p className="font-semibold">Columns, in this order (the first row holds these headers):</p>
          <p className="mt-1">{columns.join(", ")}</p>
          {help}
          <button
            type="button"
            onClick={onDownloadTemplate}
            className="mt-2 inline-flex items-center gap-1 font-semibold text-brand-700 underline hover:text-brand-800"
          >
            <Icon name="download" className="h-4 w-4" />
            Download a sample template
          </button>
        </div>
      </div>
    </Dialog>
  );
}

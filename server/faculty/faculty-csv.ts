import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { parse } from "csv-parse";
import type { RowError } from "../../contract/common";
import {
  FACULTY_FIELD_NAMES,
  FACULTY_FIELDS,
  facultyInput,
  type FacultyValues,
} from "../../contract/faculty";
import { invalid } from "../errors";

type Field = keyof FacultyValues;

/** The spec's columns (all required in the header), then optional extras this importer also reads. */
const COLUMN_FIELDS: Record<string, Field> = Object.fromEntries(
  FACULTY_FIELD_NAMES.filter((name) => FACULTY_FIELDS[name].csvRequired).map((name) => [
    FACULTY_FIELDS[name].csv,
    name,
  ]),
);
const OPTIONAL_COLUMNS: Record<string, Field> = Object.fromEntries(
  FACULTY_FIELD_NAMES.filter((name) => !FACULTY_FIELDS[name].csvRequired).map((name) => [
    FACULTY_FIELDS[name].csv,
    name,
  ]),
);
const HEADER_ALIASES: Record<string, string> = {
  "registration number": "Registration No",
  "reg no": "Registration No",
  "reg. no": "Registration No",
  regno: "Registration No",
  aebasid: "AEBAS ID",
  "experience (years)": "Experience Years",
  leadership: "Leadership Role",
  "principal/dean/ms": "Leadership Role",
  "principal / dean / medical superintendent": "Leadership Role",
};

const normalise = (header: string) => header.trim().toLowerCase().replace(/\s+/g, " ");
const LABEL_BY_KEY = new Map<string, string>(
  [...Object.keys(COLUMN_FIELDS), ...Object.keys(OPTIONAL_COLUMNS)].map((label) => [normalise(label), label]),
);
const FIELD_LABELS = new Map<Field, string>(
  Object.entries({ ...COLUMN_FIELDS, ...OPTIONAL_COLUMNS }).map(([label, field]) => [field, label]),
);

export const CSV_ERROR_LIST_LIMIT = 500;
const NOT_CSV_MESSAGE = "The file is not a CSV file. Save the sheet as CSV (UTF-8) and try again.";
// Browsers send application/octet-stream (or nothing) for .csv where no program claims the extension.
const CSV_TYPES = new Set([
  "text/csv",
  "application/csv",
  "text/plain",
  "application/vnd.ms-excel",
  "application/octet-stream",
  "",
]);

/** Refuses, before parsing, a file that is not CSV by its name, declared type or first bytes (400). */
export async function assertCsvFile(file: Blob & { name?: string }) {
  const named = file.name ? /\.csv$/i.test(file.name) : true;
  const typed = CSV_TYPES.has(file.type.split(";")[0]!.trim().toLowerCase());
  const head = new Uint8Array(await file.slice(0, 4096).arrayBuffer());
  // Text never contains NUL bytes; images, PDFs, spreadsheets and archives do early on.
  if (!named || !typed || head.includes(0))
    throw invalid(NOT_CSV_MESSAGE, [{ field: "csvFile", message: NOT_CSV_MESSAGE }]);
}

export interface CsvHeader {
  /** Field of each column position (undefined: a column this importer ignores). */
  fields: (Field | undefined)[];
  has: (field: Field) => boolean;
}

function readHeader(cells: string[]): { header: CsvHeader; errors: RowError[] } {
  const fields = cells.map((cell) => {
    const key = normalise(cell);
    const label = LABEL_BY_KEY.get(key) ?? HEADER_ALIASES[key];
    return label ? (COLUMN_FIELDS[label] ?? OPTIONAL_COLUMNS[label]) : undefined;
  });
  const errors: RowError[] = [];
  for (const [label, field] of Object.entries(COLUMN_FIELDS)) {
    if (!fields.includes(field))
      errors.push({ row: 1, column: label, message: `The header has no "${label}" column` });
  }
  return { header: { fields, has: (field) => fields.includes(field) }, errors };
}

/** "8 years", "12+ yrs" → 8, 12: the directory shows years as a number. */
export const yearsFromExperience = (text?: string): number | undefined => {
  const match = text ? /^\s*(\d{1,2})\b/.exec(text) : null;
  return match ? Number(match[1]) : undefined;
};

export interface CsvRow {
  row: number;
  values: FacultyValues;
}

/**
 * Streams a faculty CSV: validates each row with the same schema as the form, calling `onBatch` with
 * up to `batchSize` valid rows at a time while no row has failed. Returns every problem found (row 1
 * is the header), capped at CSV_ERROR_LIST_LIMIT, and the total count of problems.
 */
export async function readFacultyCsv(
  file: Blob,
  batchSize: number,
  onBatch: (rows: CsvRow[], header: CsvHeader) => Promise<void>,
): Promise<{ errors: RowError[]; errorCount: number; rows: number }> {
  const parser = Readable.fromWeb(file.stream() as NodeReadableStream<Uint8Array>).pipe(
    parse({ bom: true, skip_empty_lines: true, relax_column_count: true }),
  );
  const errors: RowError[] = [];
  let errorCount = 0;
  const report = (error: RowError) => {
    errorCount += 1;
    if (errors.length < CSV_ERROR_LIST_LIMIT) errors.push(error);
  };
  let header: CsvHeader | undefined;
  let row = 0;
  let batch: CsvRow[] = [];
  const firstRowOf = new Map<string, number>();
  try {
    for await (const cells of parser as AsyncIterable<string[]>) {
      row += 1;
      if (!header) {
        const read = readHeader(cells);
        header = read.header;
        read.errors.forEach(report);
        if (read.errors.length) break;
        continue;
      }
      if (cells.length > header.fields.length) {
        report({
          row,
          column: "",
          message: `This row has ${cells.length} cells but the header has ${header.fields.length}`,
        });
        continue;
      }
      const raw: Record<string, string> = {};
      header.fields.forEach((field, index) => {
        if (field) raw[field] = cells[index] ?? "";
      });
      const parsed = facultyInput.safeParse(raw);
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          report({
            row,
            column: FIELD_LABELS.get(issue.path[0] as Field) ?? String(issue.path[0] ?? ""),
            message: issue.message,
          });
        }
        continue;
      }
      const earlier = firstRowOf.get(parsed.data.regNo);
      if (earlier) {
        report({ row, column: "Registration No", message: `${parsed.data.regNo} is also in row ${earlier}` });
        continue;
      }
      firstRowOf.set(parsed.data.regNo, row);
      const values = { ...parsed.data };
      if (!header.has("experienceYears")) values.experienceYears = yearsFromExperience(values.experience);
      if (errorCount === 0) {
        batch.push({ row, values });
        if (batch.length >= batchSize) {
          await onBatch(batch, header);
          batch = [];
        }
      }
    }
  } catch (error) {
    if (error instanceof Error && String((error as { code?: unknown }).code).startsWith("CSV_")) {
      const message = `The CSV could not be read near row ${row + 1}: ${error.message}`;
      throw invalid(message, [{ field: "csvFile", message }]);
    }
    throw error;
  }
  if (!header) {
    report({ row: 1, column: "", message: "The file is empty" });
  } else if (row === 1 && errorCount === 0) {
    report({ row: 2, column: "", message: "The file has a header but no faculty rows" });
  }
  if (errorCount === 0 && batch.length) await onBatch(batch, header!);
  return { errors, errorCount, rows: Math.max(row - 1, 0) };
}

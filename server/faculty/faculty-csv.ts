import {
  FACULTY_FIELD_NAMES,
  FACULTY_FIELDS,
  facultyRecordInput,
  type FacultyValues,
} from "../../contract/faculty";
import { readRecordCsv, type CsvHeader, type CsvRow as RecordCsvRow } from "../lib/record-csv";

type Field = keyof FacultyValues;

const columnsWhere = (required: boolean): Record<string, Field> =>
  Object.fromEntries(
    FACULTY_FIELD_NAMES.filter((name) => FACULTY_FIELDS[name].csvRequired === required).map((name) => [
      FACULTY_FIELDS[name].csv,
      name,
    ]),
  );

/** The spec's columns (all required in the header), then optional extras this importer also reads. */
const FACULTY_CSV = {
  columns: columnsWhere(true),
  optionalColumns: columnsWhere(false),
  headerAliases: {
    "registration number": "Registration No",
    "reg no": "Registration No",
    "reg. no": "Registration No",
    regno: "Registration No",
    aebasid: "AEBAS ID",
    "experience (years)": "Experience Years",
    leadership: "Leadership Role",
    "principal/dean/ms": "Leadership Role",
    "principal / dean / medical superintendent": "Leadership Role",
  },
  schema: facultyRecordInput,
  rowsName: "faculty rows",
  keyOf: (values: FacultyValues) => ({ key: values.regNo, column: "Registration No", label: values.regNo }),
};

/** "8 years", "12+ yrs" → 8, 12: the directory shows years as a number. */
export const yearsFromExperience = (text?: string): number | undefined => {
  const match = text ? /^\s*(\d{1,2})\b/.exec(text) : null;
  return match ? Number(match[1]) : undefined;
};

export type CsvRow = RecordCsvRow<FacultyValues>;

/**
 * Reads a faculty CSV (see `readRecordCsv`); a file without an "Experience Years" column takes the
 * years from the Experience text.
 */
export function readFacultyCsv(
  file: Blob,
  batchSize: number,
  onBatch: (rows: CsvRow[], header: CsvHeader<Field>) => Promise<void>,
) {
  return readRecordCsv(file, FACULTY_CSV, batchSize, (rows, header) => {
    if (!header.has("experienceYears"))
      for (const { values } of rows) values.experienceYears = yearsFromExperience(values.experience);
    return onBatch(rows, header);
  });
}

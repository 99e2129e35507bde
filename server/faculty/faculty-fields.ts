import type { z } from "zod";
import {
  FACULTY_FIELD_NAMES,
  FACULTY_FIELDS,
  FACULTY_PUBLIC_FIELDS,
  FACULTY_PRIVATE_FIELDS,
  type FacultyField,
  type FacultyFields,
  type FacultyValues,
} from "../../contract/faculty";
import type { faculty, FacultyRow } from "./faculty.schema";

/** Columns of the table that are not record fields (managed by the service). */
type ManagedColumn = "id" | "photoKey" | "createdAt" | "updatedAt";
type RecordColumn = Exclude<keyof FacultyRow, ManagedColumn>;
type DeclaredColumn = FacultyFields[FacultyField]["column"];

// The field table in contract/faculty.ts and the Drizzle table must name the same columns, each holding
// what the API returns: a field added on one side only fails to compile here.
type Expect<T extends true> = T;
type NotDeclared = Exclude<RecordColumn, DeclaredColumn>;
type NotInTable = Exclude<DeclaredColumn, RecordColumn>;
type WrongType = {
  [K in FacultyField]: FacultyRow[FacultyFields[K]["column"] & RecordColumn] extends z.output<
    FacultyFields[K]["output"]
  >
    ? never
    : K;
}[FacultyField];
export type FacultyFieldChecks = [
  Expect<[NotDeclared] extends [never] ? true : false>,
  Expect<[NotInTable] extends [never] ? true : false>,
  Expect<[WrongType] extends [never] ? true : false>,
];

export type FacultyColumns = Pick<typeof faculty.$inferInsert, RecordColumn>;

/** Column values of a member from validated input (absent optional fields are null). */
export function columnsOf(values: FacultyValues): FacultyColumns {
  const columns: Record<string, unknown> = {};
  for (const name of FACULTY_FIELD_NAMES) columns[FACULTY_FIELDS[name].column] = values[name] ?? null;
  return columns as FacultyColumns;
}

/** The API's fields of a stored row (public ones, or all). */
export function fieldsOf(row: FacultyRow, which: "public" | "all") {
  const names =
    which === "public" ? FACULTY_PUBLIC_FIELDS : [...FACULTY_PUBLIC_FIELDS, ...FACULTY_PRIVATE_FIELDS];
  return Object.fromEntries(names.map((name) => [name, row[FACULTY_FIELDS[name].column]]));
}

/** Required fields (always sent by an import) and optional ones (a blank cell keeps the stored value). */
export const REQUIRED_FIELDS = FACULTY_FIELD_NAMES.filter(
  (name) => !FACULTY_FIELDS[name].input.safeParse(undefined).success,
);

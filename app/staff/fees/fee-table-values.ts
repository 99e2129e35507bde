import { STIPEND_GRADES_OF, type FeeCurrency, type FeeTable, type FeeTableId } from "../../../contract/fees";

/** Each fee table's public page. */
export const FEE_PAGE_PATHS: Record<FeeTableId, string> = {
  ug: "/academics/ug-fee-structure",
  pg: "/academics/pg-fee-structure",
};

export interface FeeRowValues {
  key: number;
  item: string;
  /** The row's Hindi texts (issue 24; "" for none). */
  itemHi: string;
  amount: string;
  currency: FeeCurrency;
  unit: string;
  unitHi: string;
  terms: string;
  termsHi: string;
}
export interface CourseValues {
  key: number;
  course: string;
  amount: string;
  nriAmount: string;
}
/** The fee-table form's values: amounts as typed, the notes as one text. */
export interface FeeTableValues {
  session: string;
  rows: FeeRowValues[];
  courses: CourseValues[];
  notes: string;
  /** The notes in Hindi, one text: the n-th paragraph is the n-th note's Hindi. */
  notesHi: string;
  /** The monthly stipends, one per grade of the table (STIPEND_GRADES_OF), in that order. */
  stipends: string[];
}

let nextKey = 1;
/** A row's React key, unique while the screen lives (rows move and are removed). */
export const rowKey = () => nextKey++;

export const blankFeeRow = (): FeeRowValues => ({
  key: rowKey(),
  item: "",
  itemHi: "",
  amount: "",
  currency: "INR",
  unit: "",
  unitHi: "",
  terms: "",
  termsHi: "",
});
export const blankCourse = (): CourseValues => ({ key: rowKey(), course: "", amount: "", nriAmount: "" });

/** The form's values for a table as the server has it. */
export const feeTableValuesOf = (table: FeeTable): FeeTableValues => ({
  session: table.session,
  rows: table.rows.map((row) => ({ ...row, key: rowKey(), amount: String(row.amount) })),
  courses: table.courses.map((row) => ({
    ...row,
    key: rowKey(),
    amount: String(row.amount),
    nriAmount: String(row.nriAmount),
  })),
  notes: table.notes.join("\n\n"),
  notesHi: table.notesHi.join("\n\n").trim(),
  stipends: STIPEND_GRADES_OF[table._id].map((grade) =>
    String(table.stipends.find((row) => row.grade === grade)?.monthlyAmount ?? ""),
  ),
});

/** A text's paragraphs (a blank line starts the next). */
const paragraphsOf = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

/** What PUT /api/fees/{id} is sent (checked with `feeTableInput` first): the UG table has no courses. */
export const feeTablePayloadOf = (
  tableId: FeeTableId,
  values: FeeTableValues,
  status: "draft" | "published",
) => ({
  status,
  session: values.session,
  rows: values.rows.map(({ key: _key, ...row }) => row),
  courses: tableId === "ug" ? [] : values.courses.map(({ key: _key, ...row }) => row),
  notes: paragraphsOf(values.notes),
  notesHi: paragraphsOf(values.notesHi),
  stipends: STIPEND_GRADES_OF[tableId].map((grade, index) => ({
    grade,
    monthlyAmount: values.stipends[index] ?? "",
  })),
});

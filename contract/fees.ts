import { z } from "zod";
import { optionalText, requiredText, successBody } from "./common";
import { contentStatusField, type ContentStatus } from "./content";
import type { Language } from "./language";

/** The two fee tables: UG (the MBBS fee page) and PG (the MD/MS fee page). */
export const FEE_TABLE_IDS = ["ug", "pg"] as const;
export type FeeTableId = (typeof FEE_TABLE_IDS)[number];
export const FEE_TABLE_LABELS: Record<FeeTableId, string> = {
  ug: "UG (MBBS) fee structure",
  pg: "PG (MD/MS) fee structure",
};
export const feeTableIdField = z.enum(FEE_TABLE_IDS, { error: "The fee table must be ug or pg" });

export const FEE_CURRENCIES = ["INR", "USD"] as const;
export type FeeCurrency = (typeof FEE_CURRENCIES)[number];

export const SESSION_FORMAT_MESSAGE = "Session must be an academic year like 2026-27";

/** An academic session, "2026-27": a year and the last two digits of the next one. */
export const sessionField = z
  .string({ error: "Session is required" })
  .trim()
  .min(1, { error: "Session is required", abort: true })
  .refine(
    (value) => {
      const match = /^(\d{4})-(\d{2})$/.exec(value);
      return !!match && (Number(match[1]) + 1) % 100 === Number(match[2]);
    },
    { error: SESSION_FORMAT_MESSAGE },
  );

/** An amount of money: a whole number, 0 or more (form fields send text; commas are allowed there). */
const amountField = (label: string) =>
  z.preprocess(
    (value) =>
      typeof value === "string" ? (value.trim() === "" ? undefined : Number(value.replace(/,/g, ""))) : value,
    z
      .number({ error: `${label} must be a number` })
      .int({ error: `${label} must be a whole number` })
      .min(0, { error: `${label} must be 0 or more` })
      .max(1_000_000_000, { error: `${label} is too large` }),
  );

/** An optional text ("" when empty), as a row's unit and terms and every Hindi text are. */
const textOrEmpty = (label: string, max: number, options?: { multiline: boolean }) =>
  optionalText(label, max, options)
    .optional()
    .transform((value) => value ?? "");

/**
 * A row's texts, each with its optional Hindi text (issue 24) for the Hindi fee pages: `itemHi` beside `item`,
 * … Empty: the Hindi page shows the English text, marked as such.
 */
const ROW_TEXTS = {
  item: { label: "Item", max: 200 },
  unit: { label: "Unit", max: 40 },
  terms: { label: "Terms", max: 300 },
} as const;

/** One line of a fee table: "Hostel fee · 3,15,000 INR per year · Charged for 5½ years". */
export const feeRowInput = z.object({
  item: requiredText(ROW_TEXTS.item.label, ROW_TEXTS.item.max),
  itemHi: textOrEmpty(`${ROW_TEXTS.item.label} (Hindi)`, ROW_TEXTS.item.max),
  amount: amountField("Amount"),
  currency: z.enum(FEE_CURRENCIES, { error: "Currency must be INR or USD" }).default("INR"),
  /** Shown after the amount, e.g. "per year"; empty for a one-time fee. */
  unit: textOrEmpty(ROW_TEXTS.unit.label, ROW_TEXTS.unit.max),
  unitHi: textOrEmpty(`${ROW_TEXTS.unit.label} (Hindi)`, ROW_TEXTS.unit.max),
  terms: textOrEmpty(ROW_TEXTS.terms.label, ROW_TEXTS.terms.max),
  termsHi: textOrEmpty(`${ROW_TEXTS.terms.label} (Hindi)`, ROW_TEXTS.terms.max),
});
export type FeeRowValues = z.output<typeof feeRowInput>;

/** One PG course's annual tuition: general & minority seats in rupees, NRI seats in US dollars. */
export const feeCourseInput = z.object({
  course: requiredText("Course", 120),
  amount: amountField("Tuition (INR)"),
  nriAmount: amountField("NRI tuition (USD)"),
});
export type FeeCourseValues = z.output<typeof feeCourseInput>;

const NOTE_MAX = 1000;
const noteField = requiredText("Note", NOTE_MAX, { multiline: true });
export const MORE_HINDI_NOTES_MESSAGE =
  "There are more payment rules in Hindi than in English: each Hindi rule is the English rule in its place";

/**
 * Who is paid a stipend (NMC notice of July 2025): interns on the UG table (the internship ends the MBBS
 * course), junior residents (the MD/MS students, by year) and senior residents on the PG table.
 */
export const STIPEND_GRADES = [
  "intern",
  "junior-resident-1",
  "junior-resident-2",
  "junior-resident-3",
  "senior-resident",
] as const;
export type StipendGrade = (typeof STIPEND_GRADES)[number];
export const STIPEND_GRADE_LABELS: Record<StipendGrade, string> = {
  intern: "Interns",
  "junior-resident-1": "Junior residents, year 1",
  "junior-resident-2": "Junior residents, year 2",
  "junior-resident-3": "Junior residents, year 3",
  "senior-resident": "Senior residents",
};
/** The stipends each table states, in this order. */
export const STIPEND_GRADES_OF: Record<FeeTableId, readonly StipendGrade[]> = {
  ug: ["intern"],
  pg: ["junior-resident-1", "junior-resident-2", "junior-resident-3", "senior-resident"],
};

/** One line of a stipend table: the grade and its monthly stipend in rupees. */
export const stipendRowInput = z.object({
  grade: z.enum(STIPEND_GRADES, { error: `Grade must be one of ${STIPEND_GRADES.join(", ")}` }),
  monthlyAmount: amountField("Monthly stipend (INR)"),
});
export type StipendRowValues = z.output<typeof stipendRowInput>;

/** PUT /api/fees/{id}: the whole table. `status` draft keeps it for staff; published shows it to visitors. */
export const feeTableInput = z.object({
  status: contentStatusField.default("published"),
  session: sessionField,
  rows: z.array(feeRowInput).min(1, { error: "Add at least one fee row" }).max(50),
  /** The PG table's courses (the UG table has none). */
  courses: z.array(feeCourseInput).max(60).default([]),
  /** Payment rules, one paragraph each. */
  notes: z.array(noteField).max(20).default([]),
  /**
   * The payment rules in Hindi (issue 24), each the Hindi of the note in its place; fewer (or "" in a place):
   * the Hindi page shows those notes in English.
   */
  notesHi: z
    .array(textOrEmpty("Note (Hindi)", NOTE_MAX, { multiline: true }))
    .max(20)
    .default([]),
  /**
   * The monthly stipends of the table's grades (STIPEND_GRADES_OF), each once. Left out: the stipends of the
   * version being replaced stay as they are (clients written before stipends existed keep working).
   */
  stipends: z.array(stipendRowInput).max(STIPEND_GRADES.length).optional(),
});
export type FeeTableValues = z.output<typeof feeTableInput>;
/** The fee table's whole-table checks, beyond each field's (the client's form runs them too). */
export const checkedFeeTableInput = feeTableInput.refine(
  (table) => table.notesHi.length <= table.notes.length,
  { error: MORE_HINDI_NOTES_MESSAGE, path: ["notesHi"] },
);
export type FeeTableInput = z.input<typeof feeTableInput>;

const feeRowSchema = z.object({
  item: z.string(),
  /** The Hindi texts: "" where there is none (a version saved before they existed has none). */
  itemHi: z.string(),
  amount: z.number(),
  currency: z.enum(FEE_CURRENCIES),
  unit: z.string(),
  unitHi: z.string(),
  terms: z.string(),
  termsHi: z.string(),
});
export type FeeRow = z.infer<typeof feeRowSchema>;
const feeCourseSchema = z.object({ course: z.string(), amount: z.number(), nriAmount: z.number() });
export type FeeCourse = z.infer<typeof feeCourseSchema>;
const stipendRowSchema = z.object({ grade: z.enum(STIPEND_GRADES), monthlyAmount: z.number() });
export type StipendRow = z.infer<typeof stipendRowSchema>;

export const feeTableSchema = z.object({
  _id: z.enum(FEE_TABLE_IDS),
  status: z.enum(["draft", "published"]),
  session: z.string(),
  rows: z.array(feeRowSchema),
  courses: z.array(feeCourseSchema),
  notes: z.array(z.string()),
  /** Each note's Hindi text in its place, "" (or none) where there is none. */
  notesHi: z.array(z.string()),
  stipends: z.array(stipendRowSchema),
  /**
   * False while the stipends are a new installation's starting figures, which no one at the college has
   * confirmed: the pages then say the stipends are being confirmed instead of showing them. Any save that
   * sends stipends confirms them.
   */
  stipendsConfirmed: z.boolean(),
  updatedAt: z.string(),
  /** Staff only: whether a draft waits to be published (the record then is that draft). */
  hasDraft: z.boolean().optional(),
});
export type FeeTable = z.infer<typeof feeTableSchema> & { status: ContentStatus };

/** A row in one language (what visitors read): no Hindi source fields beside the texts. */
const feeRowInSchema = feeRowSchema.omit({ itemHi: true, unitHi: true, termsHi: true });
export type FeeRowIn = z.infer<typeof feeRowInSchema>;

/**
 * A published table as visitors read it (`feeTableIn`): in one language, English or their `?language`, without
 * the Hindi source fields (`itemHi`, `unitHi`, `termsHi`, `notesHi`), which only staff read.
 */
export const feeTableInSchema = feeTableSchema.omit({ notesHi: true, hasDraft: true }).extend({
  rows: z.array(feeRowInSchema),
  /** With ?language=hi, the texts shown in English for want of their Hindi (`rows.0.item`, `notes.2`); else []. */
  fallbacks: z.array(z.string()),
});

/** Staff (content:write) get the table as stored (`feeTableSchema`), visitors in one language (`feeTableInSchema`). */
const feeTableAnswer = z.union([feeTableSchema, feeTableInSchema]);
export const feeTableResponse = successBody(feeTableAnswer);
export const feeTableListResponse = successBody(z.array(feeTableAnswer));

/** A session in a table's archive: every session ever published stays readable at its own address. */
export const feeSessionSchema = z.object({
  session: z.string(),
  publishedAt: z.string(),
  current: z.boolean(),
});
export type FeeSession = z.infer<typeof feeSessionSchema>;
export const feeSessionListResponse = successBody(z.object({ sessions: z.array(feeSessionSchema) }));

/** "2025-26" → 2025, to order sessions. */
export const sessionStartYear = (session: string) => Number(session.slice(0, 4));

/** 1400000 → "14,00,000" (Indian grouping: lakh and crore). */
export function formatIndianNumber(amount: number): string {
  return new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 }).format(amount);
}

/** A row's amount as the fee pages show it: "14,00,000 INR per year", "30,000 USD per year", "1,00,000 INR". */
export function formatFeeAmount(row: Pick<FeeRow, "amount" | "currency" | "unit">): string {
  const figure =
    row.currency === "INR"
      ? formatIndianNumber(row.amount)
      : new Intl.NumberFormat("en-US").format(row.amount);
  return [figure, row.currency, row.unit].filter(Boolean).join(" ");
}

/** "rows.2.amount" → "Row 3: ", "courses.0.course" → "Course 1: ", to name the row in a message. */
export function feeFieldPrefix(path: readonly PropertyKey[]): string {
  const [list, index] = path;
  if (typeof index !== "number") return "";
  if (list === "rows") return `Row ${index + 1}: `;
  if (list === "courses") return `Course ${index + 1}: `;
  if (list === "notes") return `Note ${index + 1}: `;
  if (list === "notesHi") return `Hindi note ${index + 1}: `;
  if (list === "stipends") return `Stipend ${index + 1}: `;
  return "";
}

/** A fee row as stored: a version saved before the Hindi texts existed has none. */
export type StoredFeeRow = Omit<FeeRow, "itemHi" | "unitHi" | "termsHi"> &
  Partial<Pick<FeeRow, "itemHi" | "unitHi" | "termsHi">>;

/** A stored row with every Hindi text ("" where there is none). */
export const withHindiTexts = (row: StoredFeeRow): FeeRow => ({
  ...row,
  itemHi: row.itemHi ?? "",
  unitHi: row.unitHi ?? "",
  termsHi: row.termsHi ?? "",
});

/**
 * A fee table as a page in `language` shows it (and a visitor's `?language` reads it): each row's item, unit
 * and terms and each note in Hindi where there is a Hindi text, else in English, their paths (`rows.0.item`,
 * `notes.2`) listed in `fallbacks` (the page marks those `lang="en"`, as the collections' English fallbacks).
 * Without the Hindi source fields (`itemHi`, …, `notesHi`): it carries the language asked for only.
 */
export function feeTableIn<Table extends Pick<FeeTable, "rows" | "notes" | "notesHi">>(
  table: Table,
  language: Language,
): Omit<Table, "rows" | "notesHi"> & { rows: FeeRowIn[]; fallbacks: string[] } {
  const fallbacks: string[] = [];
  const pick = (path: string, english: string, hindi: string | undefined) => {
    if (language === "en" || !hindi?.trim()) {
      if (language === "hi" && english) fallbacks.push(path);
      return english;
    }
    return hindi;
  };
  const { notesHi, rows: stored, ...rest } = table;
  const rows = stored.map(({ itemHi, unitHi, termsHi, ...row }, index) => ({
    ...row,
    item: pick(`rows.${index}.item`, row.item, itemHi),
    unit: pick(`rows.${index}.unit`, row.unit, unitHi),
    terms: pick(`rows.${index}.terms`, row.terms, termsHi),
  }));
  const notes = table.notes.map((note, index) => pick(`notes.${index}`, note, notesHi[index]));
  return { ...rest, rows, notes, fallbacks };
}

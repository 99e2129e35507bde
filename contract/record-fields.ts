import { collegeDate } from "./college-time";
import { z } from "zod";
import { limitField, pageField, searchField, successBody } from "./common";
import { contentPaginationSchema } from "./content";
import { isMonth, monthField } from "./nmc";

/**
 * The field declaration of a staff-kept record (admitted students, non-teaching staff, clinical material,
 * examination results): each field declared once — label, what input it takes, what the API returns,
 * whether the public may read it, its CSV header and its form control — and the request and response
 * schemas derived from it. The shape is the one `contract/faculty.ts` introduced, made general so that
 * the plain kinds can move onto the content collections' declaration without their API changing.
 */

export interface RecordFormSpec {
  kind: "text" | "textarea" | "select" | "number" | "date" | "month" | "email" | "tel" | "checkbox";
  required?: boolean;
  hint?: string;
  choices?: readonly string[];
  /** Labels for the choices' stored values (`all-india` → "All India"). */
  choiceLabels?: Readonly<Record<string, string>>;
  min?: number;
  max?: number;
}

export interface RecordFieldSpec<Input extends z.ZodType = z.ZodType, Output extends z.ZodType = z.ZodType> {
  /** Label on the form, in tables and in CSV error lists. */
  label: string;
  /** What the form, JSON body and CSV row send, validated and normalised. */
  input: Input;
  /** How the API returns it. */
  output: Output;
  /** CSV header (absent: not imported). */
  csv?: string;
  /** Staff only: not in the public list. */
  private?: boolean;
  form: RecordFormSpec;
}

export const recordField = <
  Input extends z.ZodType,
  Output extends z.ZodType,
  Private extends boolean = false,
>(
  spec: RecordFieldSpec<Input, Output> & { private?: Private },
) => spec;

export type RecordFields = Record<string, RecordFieldSpec>;

export const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === "string" && value.trim() === "") ? undefined : value;

const choiceKey = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/\./g, "")
    .replace(/[\s_]+/g, " ")
    .replace(/ - /g, "-");

/**
 * One of a fixed list, matched without regard to case, spacing or dots, and accepting the other names
 * in `aliases` (stored as the listed name).
 */
interface ChoiceOptions<T extends string> {
  aliases?: Record<string, T>;
  listName?: string;
  required?: boolean;
}
export function choiceField<T extends string>(
  label: string,
  choices: readonly T[],
  options: ChoiceOptions<T> & { required: true },
): z.ZodPipe<z.ZodTransform<unknown, unknown>, z.ZodEnum<{ [K in T]: K }>>;
export function choiceField<T extends string>(
  label: string,
  choices: readonly T[],
  options: ChoiceOptions<T>,
): z.ZodPipe<z.ZodTransform<unknown, unknown>, z.ZodOptional<z.ZodEnum<{ [K in T]: K }>>>;
export function choiceField<T extends string>(
  label: string,
  choices: readonly T[],
  options: ChoiceOptions<T>,
): z.ZodType {
  const byKey = new Map<string, T>(choices.map((choice) => [choiceKey(choice), choice]));
  for (const [alias, choice] of Object.entries(options.aliases ?? {})) byKey.set(choiceKey(alias), choice);
  const allowed = options.listName ?? `one of: ${choices.join(", ")}`;
  const schema = z.enum(choices as unknown as [T, ...T[]], {
    error: (issue) =>
      issue.input === undefined
        ? `${label} is required`
        : `${label} "${String(issue.input)}" is not ${allowed}`,
  });
  const normalise = (value: unknown) => {
    const present = blankToUndefined(value);
    return typeof present === "string" ? (byKey.get(choiceKey(present)) ?? present.trim()) : present;
  };
  return options.required ? z.preprocess(normalise, schema) : z.preprocess(normalise, schema.optional());
}

/** A whole number within limits; form and CSV strings ("42") are read as numbers. */
export const wholeNumberField = (label: string, limits: { min: number; max: number }) =>
  z.preprocess(
    (value) =>
      typeof value === "string" && /^\s*-?\d+\s*$/.test(value) ? Number(value) : blankToUndefined(value),
    z
      .number({
        error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be a number`),
      })
      .int({ error: `${label} must be a whole number` })
      .min(limits.min, {
        error: limits.min === 0 ? `${label} cannot be negative` : `${label} must be ${limits.min} or more`,
      })
      .max(limits.max, { error: `${label} must be at most ${limits.max}` }),
  );

/** A month (YYYY-MM) that is not in the future (India time): figures are entered for months that have begun. */
export const pastMonthField = (label = "month") =>
  monthField.refine((month) => !isMonth(month) || month <= collegeDate(new Date()).slice(0, 7), {
    error: `${label} must not be a future month`,
  });

type Names<F extends RecordFields> = keyof F & string;
type PrivateNames<F extends RecordFields> = {
  [K in Names<F>]: F[K] extends { private?: true } ? K : never;
}[Names<F>];
type PublicNames<F extends RecordFields> = Exclude<Names<F>, PrivateNames<F>>;
type Shape<F extends RecordFields, K extends Names<F>, P extends "input" | "output"> = { [N in K]: F[N][P] };

function shapeOf<F extends RecordFields, K extends Names<F>, P extends "input" | "output">(
  fields: F,
  names: readonly K[],
  part: P,
) {
  return Object.fromEntries(names.map((name) => [name, fields[name]![part]])) as Shape<F, K, P>;
}

const recordMeta = { _id: z.string(), createdAt: z.string(), updatedAt: z.string() };

/** The request and response schemas of a record kind, derived from its fields. */
export function recordSchemas<
  F extends RecordFields,
  Plural extends string,
  Derived extends z.ZodRawShape = Record<never, never>,
>(
  fields: F,
  plural: Plural,
  /** Fields the API derives from the stored ones (a pass percentage). */
  derived: Derived = {} as Derived,
) {
  const names = Object.keys(fields) as Names<F>[];
  const privateNames = names.filter((name) => fields[name]!.private) as PrivateNames<F>[];
  const publicNames = names.filter((name) => !fields[name]!.private) as PublicNames<F>[];
  const input = z.object(shapeOf(fields, names, "input"));
  const publicRecord = z.object({ ...recordMeta, ...shapeOf(fields, publicNames, "output"), ...derived });
  const staffRecord = publicRecord.extend(shapeOf(fields, privateNames, "output"));
  return {
    names,
    publicNames,
    privateNames,
    /** POST: every field. */
    input,
    /** PATCH: the fields sent replace the stored ones. */
    patch: input.partial(),
    publicRecord,
    staffRecord,
    /** `{ success, data: { <plural>: [...], pagination } }`, the content lists' envelope. */
    listResponse: successBody(
      z.object({
        [plural]: z.array(z.union([staffRecord, publicRecord])),
        pagination: contentPaginationSchema,
      } as { [P in Plural]: z.ZodArray<z.ZodUnion<[typeof staffRecord, typeof publicRecord]>> } & {
        pagination: typeof contentPaginationSchema;
      }),
    ),
    response: successBody(staffRecord),
    /** CSV header → field, for the kinds imported from CSV. */
    csvColumns: Object.fromEntries(
      names.filter((name) => fields[name]!.csv).map((name) => [fields[name]!.csv!, name]),
    ) as Record<string, Names<F>>,
  };
}

/** The query every record list takes: a page, its size and search words; each kind adds its filters. */
export const recordListQuery = <Extra extends z.ZodRawShape>(extra: Extra, defaultLimit = 25) =>
  z.object({ page: pageField, limit: limitField(defaultLimit, 200), search: searchField(), ...extra });

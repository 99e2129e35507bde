import { z } from "zod";
import { requiredText } from "./common";
import { optionalUuidField } from "./content";
import {
  blankToUndefined,
  pastMonthField,
  recordField,
  recordListQuery,
  recordSchemas,
  wholeNumberField,
} from "./record-fields";

/** Results of the university examinations (issue 21; MSR B.1.11 item (i)). */

const CANDIDATES_MAX = 100_000;

export const EXAM_RESULT_FIELDS = {
  exam: recordField({
    label: "Examination",
    input: requiredText("exam", 150),
    output: z.string(),
    form: { kind: "text", required: true, hint: "For example: MBBS Phase I" },
  }),
  held: recordField({
    label: "Held in",
    input: z.preprocess(blankToUndefined, pastMonthField("held")),
    output: z.string(),
    form: { kind: "month", required: true, hint: "The month it was held (YYYY-MM)" },
  }),
  appeared: recordField({
    label: "Appeared",
    input: wholeNumberField("appeared", { min: 0, max: CANDIDATES_MAX }),
    output: z.number().int(),
    form: { kind: "number", required: true, min: 0, max: CANDIDATES_MAX },
  }),
  passed: recordField({
    label: "Passed",
    input: wholeNumberField("passed", { min: 0, max: CANDIDATES_MAX }),
    output: z.number().int(),
    form: { kind: "number", required: true, min: 0, max: CANDIDATES_MAX },
  }),
  documentId: recordField({
    label: "Result document",
    input: optionalUuidField("documentId"),
    output: z.string().nullable(),
    form: { kind: "text", hint: "A published PDF from Documents (optional)" },
  }),
};

/** Pass percentage, one decimal place (null when nobody appeared). */
export const passPercentOf = (appeared: number, passed: number) =>
  appeared === 0 ? null : Math.round((passed / appeared) * 1000) / 10;

const examResultShape = recordSchemas(EXAM_RESULT_FIELDS, "results", { passPercent: z.number().nullable() });
const passedAtMost = (values: { appeared?: number; passed?: number }) =>
  // Judged only between two valid counts: a bad count is reported on its own field.
  !Number.isInteger(values.appeared) ||
  !Number.isInteger(values.passed) ||
  values.appeared! < 0 ||
  values.passed! <= values.appeared!;

export const examResults = {
  ...examResultShape,
  input: examResultShape.input.refine(passedAtMost, {
    error: "passed cannot be more than appeared",
    path: ["passed"],
  }),
};
export type ExamResultValues = z.output<typeof examResults.input>;
export type ExamResult = z.infer<typeof examResults.staffRecord>;
export type ExamResultListResponse = z.infer<typeof examResults.listResponse>;

export const examResultListQuery = recordListQuery({
  /** From this month on (YYYY-MM). */
  from: z.preprocess(blankToUndefined, pastMonthField("from").optional()),
});
export type ExamResultListQuery = z.input<typeof examResultListQuery>;

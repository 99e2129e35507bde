import type { z } from "zod";
import type { FieldError } from "../../contract/common";
import { invalid } from "../errors";

export function fieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => ({ field: issue.path.join(".") || "body", message: issue.message }));
}

/** Parses input with a contract schema or throws a 400 naming every failing field. */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (!result.success) {
    const errors = fieldErrors(result.error);
    const message = errors.length === 1 ? errors[0]!.message : "Please correct the highlighted fields";
    throw invalid(message, errors);
  }
  return result.data;
}

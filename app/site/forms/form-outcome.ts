import type { FieldError } from "../../../contract/common";

/**
 * What a public form submission came to, in the REST API's envelope, whichever door it went through:
 * the JSON call to /api/* (JavaScript) or the page's own form post (no JavaScript). The page shows both
 * the same way. `values` comes back on a failed plain post so the visitor keeps what they typed;
 * `reference` (ENQ-000123) on an accepted one whose record families quote; `receipt` on an accepted one
 * when the form's confirmation quotes what the service answered (an appointment's reference).
 */
export type FormOutcome<F extends string = string> =
  | { success: true; message: string; reference?: string; receipt?: Record<string, string> }
  | { success: false; message: string; errors?: FieldError[]; values?: Partial<Record<F, string>> };

export const FILL_ALL_FIELDS = "Please fill all the fields";

export const CONNECTION_PROBLEM =
  "We could not reach the college's server. Check your internet connection and try again; what you typed is still here.";

export const SERVER_PROBLEM = "Something went wrong on our side. Please try again in a moment.";

/** The first error message for each field, keyed by field name. */
export function errorsByField(errors: FieldError[] | undefined): Partial<Record<string, string>> {
  const byField: Partial<Record<string, string>> = {};
  for (const error of errors ?? []) byField[error.field] ??= error.message;
  return byField;
}

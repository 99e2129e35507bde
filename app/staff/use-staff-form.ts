import { useCallback, useEffect, useState } from "react";
import toast from "react-hot-toast";
import type { z } from "zod";
import { ApiError } from "./api-client";

/** A form's messages by field: "name", or a path cut at the form's depth ("rows.2.amount"). */
export type FormErrors = Partial<Record<string, string>>;

type Issue = { path: readonly PropertyKey[]; message: string };
type ChangeEvent = React.ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>;

/** The first message for each field, keyed by its path cut at `depth` (1: the top-level field). */
export function errorsOf(issues: readonly Issue[], depth = 1): FormErrors {
  const found: FormErrors = {};
  for (const issue of issues) found[issue.path.slice(0, depth).map(String).join(".")] ??= issue.message;
  return found;
}

/** The server's field errors (`errors: [{ field, message }]` of a 4xx) keyed the same way as `errorsOf`. */
export function serverErrorsOf(error: ApiError | null, depth = 1): FormErrors {
  const issues: Issue[] = [];
  for (const item of error?.errors ?? [])
    if ("field" in item) issues.push({ path: item.field.split("."), message: item.message });
  return errorsOf(issues, depth);
}

export interface StaffFormOptions {
  /** How deep a field's path is kept: 1 (default) for flat forms, more for tables ("rows.2.amount"). */
  depth?: number;
  /** The failure line when the client-side check fails (default: none, the fields say it). */
  invalidMessage?: string;
}

/**
 * The one way a staff form keeps its state (ADR 027): its values, the messages by field, the busy flag and
 * the failure line. `check(schema)` validates with the contract's zod schema before sending and shows its
 * issues under the fields; `save(request)` sends, toasts the outcome, and on a 4xx shows the server's field
 * errors under the same fields and its message on the failure line. `bind(field)` ties a text control to a value.
 */
export function useStaffForm<Values extends object = Record<string, never>, Field extends string = string>(
  initial: Values | (() => Values) = {} as Values,
  { depth = 1, invalidMessage = "" }: StaffFormOptions = {},
) {
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState("");

  /** Clears the messages of an earlier opening; with values, fills the form anew. */
  const reset = useCallback((next?: Values) => {
    if (next) setValues(next);
    setErrors({});
    setFailure("");
  }, []);

  /** Validates `input` (the form's values unless given): the parsed data, or null with the issues shown. */
  function check<Schema extends z.ZodType>(schema: Schema, input: unknown = values): z.output<Schema> | null {
    const result = schema.safeParse(input);
    setErrors(result.success ? {} : (errorsOf(result.error.issues, depth) as Partial<Record<Field, string>>));
    setFailure(result.success ? "" : invalidMessage);
    return result.success ? result.data : null;
  }

  /**
   * Runs the request; `success` may be worded from the answer (the server may say what it could not do) and
   * is toasted unless empty. Resolves to the answer, or null after showing the failure.
   */
  async function save<Answer>(
    request: () => Promise<Answer>,
    messages: { success: string | ((answer: Answer) => string); failure: string; toastFailure?: boolean },
    onSaved?: (answer: Answer) => void,
  ): Promise<Answer | null> {
    setErrors({});
    setFailure("");
    setBusy(true);
    try {
      const answer = await request();
      const success = typeof messages.success === "function" ? messages.success(answer) : messages.success;
      if (success) toast.success(success);
      onSaved?.(answer);
      return answer;
    } catch (caught) {
      const error = caught instanceof ApiError ? caught : null;
      setErrors(serverErrorsOf(error, depth) as Partial<Record<Field, string>>);
      const message = error?.message || messages.failure;
      setFailure(message);
      if (messages.toastFailure !== false) toast.error(message);
      return null;
    } finally {
      setBusy(false);
    }
  }

  const set = (field: keyof Values & string) => (event: ChangeEvent) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));
  const bind = (field: keyof Values & string) => ({
    name: field,
    value: String(values[field] ?? ""),
    onChange: set(field),
  });

  return { values, setValues, set, bind, errors, setErrors, busy, failure, setFailure, reset, check, save };
}

/**
 * `useStaffForm` for an add/edit dialog (`Field` names its fields, for the errors' keys): filled from the record (or empty) each time the dialog opens, with
 * the messages of an earlier opening cleared. `valuesOf` must be stable (a module-level function).
 */
export function useRecordForm<Record, Values extends object, Field extends string = string>(
  open: boolean,
  record: Record | null,
  valuesOf: (record: Record | null) => Values,
  options?: StaffFormOptions,
) {
  const form = useStaffForm<Values, Field>(() => valuesOf(null), options);
  const { reset } = form;
  useEffect(() => {
    if (open) reset(valuesOf(record));
  }, [open, record, valuesOf, reset]);
  return form;
}

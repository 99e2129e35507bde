import type { AppLoadContext } from "react-router";
import type { FieldError } from "../../../contract/common";
import { ERROR_STATUS } from "../../../contract/error-status";
import type { DomainError } from "../../../server/errors";
import { SERVER_PROBLEM } from "./form-outcome";

/** Errors the services throw carry a brand (see server/errors.ts); read them without importing it. */
export const asAppError = (error: unknown): DomainError | undefined =>
  typeof error === "object" && error !== null && (error as { isDomainError?: unknown }).isDomainError === true
    ? (error as DomainError)
    : undefined;

/** What a page form answers: its status, the message and the fields' errors. */
export interface FormFailure {
  status: number;
  message: string;
  errors?: FieldError[];
}

/** A schema's refusal as the form shows it: each field's error, and one message over them. */
export function schemaFailure(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  mapErrors: (errors: FieldError[]) => FieldError[] = (errors) => errors,
): FormFailure {
  const errors = mapErrors(
    issues.map((issue) => ({ field: issue.path.join(".") || "body", message: issue.message })),
  );
  const message = errors.length === 1 ? errors[0]!.message : "Please correct the highlighted fields";
  return { status: 400, message, errors };
}

/**
 * A failed save as the form shows it: a service's refusal as it is; anything else is a 500 with the generic
 * message, logged by class and code only (a database error's message can quote what the visitor sent).
 */
export function saveFailure(error: unknown, context: AppLoadContext, logMessage: string): FormFailure {
  const appError = asAppError(error);
  if (appError) {
    return {
      status: ERROR_STATUS[appError.kind],
      message: appError.message,
      errors: appError.errors as FieldError[] | undefined,
    };
  }
  const { name, code } = (error ?? {}) as { name?: unknown; code?: unknown };
  context.services.logger.error(
    {
      err: { name: typeof name === "string" ? name : "Error", ...(typeof code === "string" ? { code } : {}) },
    },
    logMessage,
  );
  return { status: 500, message: SERVER_PROBLEM };
}

import type { DomainError } from "../../../server/errors";

/** Errors the services throw carry a brand (see server/errors.ts); read them without importing it. */
export const asAppError = (error: unknown): DomainError | undefined =>
  typeof error === "object" && error !== null && (error as { isDomainError?: unknown }).isDomainError === true
    ? (error as DomainError)
    : undefined;

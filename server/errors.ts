import type { FieldError, RowError } from "../contract/common";
import type { ErrorKind } from "../contract/error-status";

export type DomainErrorKind = ErrorKind;

/** Errors services throw; one handler in app.ts turns them into the error envelope,
 * with the status `contract/error-status.ts` gives the kind. */
export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    readonly errors?: (FieldError | RowError)[],
    /** For "rate-limited": how long to wait, sent as Retry-After. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
  /** A brand, not instanceof: in development the app and services may load through different module loaders. */
  readonly isDomainError = true;
}

export const isDomainError = (error: unknown): error is DomainError =>
  typeof error === "object" &&
  error !== null &&
  (error as { isDomainError?: unknown }).isDomainError === true;

export const invalid = (message: string, errors?: FieldError[]) =>
  new DomainError("invalid", message, errors);
export const unauthenticated = (message: string) => new DomainError("unauthenticated", message);
export const forbidden = (message: string) => new DomainError("forbidden", message);
export const notFound = (message: string) => new DomainError("not-found", message);
export const conflict = (message: string, errors?: FieldError[]) =>
  new DomainError("conflict", message, errors);
export const tooLarge = (message: string) => new DomainError("too-large", message);
export const unsupportedMediaType = (message: string) => new DomainError("unsupported-media-type", message);
export const unprocessable = (message: string, errors: RowError[]) =>
  new DomainError("unprocessable", message, errors);
export const rateLimited = (message: string, retryAfterSeconds: number) =>
  new DomainError("rate-limited", message, undefined, Math.max(1, Math.ceil(retryAfterSeconds)));
/** A service this needs (e-mail) failed; nothing was lost and the same request may be tried again. */
export const unavailable = (message: string) => new DomainError("unavailable", message);

import type { FieldError, RowError } from "../../contract/common";

/** Errors services throw; one handler in app.ts turns them into the error envelope. */
export class AppError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429,
    message: string,
    readonly errors?: (FieldError | RowError)[],
  ) {
    super(message);
  }
  /** A brand, not instanceof: in development the app and services may load through different module loaders. */
  readonly isAppError = true;
}

export const isAppError = (error: unknown): error is AppError =>
  typeof error === "object" && error !== null && (error as { isAppError?: unknown }).isAppError === true;

export const badRequest = (message: string, errors?: FieldError[]) => new AppError(400, message, errors);
export const unauthorized = (message: string) => new AppError(401, message);
export const forbidden = (message: string) => new AppError(403, message);
export const notFound = (message: string) => new AppError(404, message);
export const conflict = (message: string, errors?: FieldError[]) => new AppError(409, message, errors);
export const tooLarge = (message: string) => new AppError(413, message);
export const unprocessable = (message: string, errors: RowError[]) => new AppError(422, message, errors);
export const tooManyRequests = (message: string) => new AppError(429, message);

/** What went wrong, in the domain's words (server/errors.ts throws these). */
export type ErrorKind =
  | "invalid"
  | "unauthenticated"
  | "forbidden"
  | "not-found"
  | "conflict"
  | "too-large"
  | "unsupported-media-type"
  | "unprocessable"
  | "rate-limited"
  | "unavailable";

/** The one place where an error kind becomes an HTTP status: the API's error handler and the page actions. */
export const ERROR_STATUS = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  "not-found": 404,
  conflict: 409,
  "too-large": 413,
  "unsupported-media-type": 415,
  unprocessable: 422,
  "rate-limited": 429,
  unavailable: 503,
} as const satisfies Record<ErrorKind, number>;

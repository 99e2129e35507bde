/**
 * The API's message for a missing, expired or revoked session. Its own module without zod, so the
 * back-office's API client (on every staff screen's critical path) does not pull the schema library in
 * (ADR 028).
 */
export const INVALID_TOKEN_MESSAGE = "Unauthorized: Invalid token";

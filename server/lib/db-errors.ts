/** Whether a database error (possibly wrapped by the driver or Drizzle) broke a unique constraint. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== "object") return false;
    if ((current as { code?: unknown }).code === "23505") return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** The name of the unique constraint (or index) a database error broke, if it broke one. */
export function violatedUniqueConstraint(error: unknown): string | null {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== "object") return null;
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === "23505") return typeof constraint === "string" ? constraint : null;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

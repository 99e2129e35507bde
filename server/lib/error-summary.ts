/**
 * What the log may say about an unexpected error: its class, its code (a PostgreSQL SQLSTATE such as
 * 22021, a Node code such as ECONNRESET) and where it was thrown, never its message, which for database
 * errors quotes the query's parameters (names, phones, e-mails).
 */
export function errorSummary(error: unknown): { name: string; code?: string; stack?: string } {
  if (!(error instanceof Error)) return { name: typeof error };
  const { code } = error as { code?: unknown };
  const cause = (error as { cause?: { code?: unknown } }).cause;
  const anyCode = typeof code === "string" ? code : typeof cause?.code === "string" ? cause.code : undefined;
  return {
    name: error.constructor?.name || error.name,
    ...(anyCode ? { code: anyCode } : {}),
    // The stack's first line repeats the message: keep the frames only.
    ...(error.stack ? { stack: error.stack.split("\n").slice(1).join("\n") } : {}),
  };
}

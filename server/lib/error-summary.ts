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
    // The stack opens with the message, which may run over several lines (a failed query's "params: …"):
    // keep the frames only.
    ...(error.stack
      ? {
          stack: error.stack
            .split("\n")
            .filter((line) => /^\s+at /.test(line))
            .join("\n"),
        }
      : {}),
  };
}

export const UNSTORABLE_TEXT_MESSAGE = "The request contains a character that is not allowed";

/** PostgreSQL's "invalid byte sequence" (a NUL in text) and "untranslatable character": the client's input. */
export function isUnstorableText(error: unknown): boolean {
  const code = errorSummary(error).code;
  return code === "22021" || code === "22P05";
}

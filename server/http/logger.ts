import pino from "pino";

export const createLogger = (level: string) =>
  pino({
    level,
    base: undefined,
    // Belt and braces: no credential ever reaches the log even if someone logs a header object.
    redact: ["req.headers.authorization", "req.headers.cookie", "*.password", "*.token"],
  });

import proxyaddr from "proxy-addr";
import { z } from "zod";
import { keyFromBase64 } from "./lib/secret-box";

const booleanFlag = z
  .enum(["true", "false", "1", "0", "yes", "no", "on", "off"], {
    error: "must be true or false",
  })
  .transform((value) => ["true", "1", "yes", "on"].includes(value));

/**
 * Which proxies' forwarded headers to believe: a hop count (`1`: the one proxy in front of the app) or a
 * comma-separated list of addresses, CIDR ranges or proxy-addr's names (`loopback`, `uniquelocal`).
 */
const trustProxy = z
  .string()
  .trim()
  .transform((value) => (/^\d+$/.test(value) ? Number(value) : value.split(",").map((part) => part.trim())))
  .refine(
    (value) => {
      if (typeof value === "number") return true;
      try {
        proxyaddr.compile(value);
        return true;
      } catch {
        return false;
      }
    },
    { error: "must be a number of proxy hops or a comma-separated list of addresses (CIDR ranges allowed)" },
  );
/** One or more e-mail addresses, comma-separated. */
const addressList = (name: string) =>
  z
    .string()
    .transform((value) =>
      value
        .split(",")
        .map((address) => address.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.email({ error: `${name} must be e-mail addresses separated by commas` })).min(1));

const positiveInt = z.coerce.number({ error: "must be a number" }).int().positive();

const settingsSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    // 0 lets the system choose a free port (tests); the chosen port is logged ("listening").
    PORT: z.coerce.number({ error: "must be a number" }).int().min(0).max(65535).default(3000),
    HOST: z.string().default("0.0.0.0"),
    DATA_DIR: z.string().min(1).default("./data"),
    // Encrypts the authenticator secrets in the database; unset: DATA_DIR/totp.key, made on first start.
    TOTP_ENCRYPTION_KEY: z
      .string()
      .transform((value, context) => {
        const key = keyFromBase64(value);
        if (!key) {
          context.addIssue({
            code: "custom",
            message:
              "must be 32 random bytes in base64 (44 characters), e.g. the output of `openssl rand -base64 32`",
          });
          return z.NEVER;
        }
        return key;
      })
      .optional(),
    DATABASE_URL: z
      .url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// or postgresql:// URL" })
      .optional(),
    ADMIN_EMAIL: z.email({ error: "must be an e-mail address" }).optional(),
    ADMIN_PASSWORD: z.string().min(10, { error: "must be at least 10 characters" }).optional(),
    SAMPLE_DATA: booleanFlag.default(true),
    SMTP_URL: z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" }).optional(),
    MAIL_FROM: z.string().default("Admissions Office <no-reply@example.edu.in>"),
    MAIL_DIR: z.string().min(1).optional(),
    PUBLIC_URL: z
      .url({ protocol: /^https?$/, error: "must be a URL such as https://college.example.in" })
      .transform((value) => new URL(value).origin)
      .optional(),
    TRUST_PROXY: trustProxy.optional(),
    /** The admissions office: alerted of each new enquiry. */
    ADMISSIONS_EMAIL: addressList("ADMISSIONS_EMAIL").optional(),
    /**
     * Bulk e-mail (counselling-round updates) is queued this many per minute at most, so a mailing to
     * every family never crowds the SMTP relay or the acknowledgements out (issue 25, ADR 022).
     */
    BULK_MAIL_PER_MINUTE: positiveInt.max(6000).default(30),
    /** Whoever reads contact messages: alerted of each new one. */
    CONTACT_EMAIL: addressList("CONTACT_EMAIL").optional(),
    /** The college's holidays (YYYY-MM-DD, comma-separated): not working days for a complaint's due date. */
    HOLIDAYS: z
      .string()
      .transform((value) =>
        value
          .split(",")
          .map((day) => day.trim())
          .filter(Boolean),
      )
      .pipe(
        z.array(
          z
            .string()
            .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "must be dates such as 2026-01-26, comma-separated" })
            .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)), {
              error: "must be real dates such as 2026-01-26",
            }),
        ),
      )
      .optional(),
    COOKIE_SECURE: booleanFlag.optional(),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    LOGIN_RATE_LIMIT: positiveInt.default(10),
    PUBLIC_FORM_RATE_LIMIT: positiveInt.default(5),
    RATE_LIMIT_WINDOW_SECONDS: positiveInt.default(900),
    // Graceful shutdown: how long requests in flight may take to finish after SIGTERM.
    SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number({ error: "must be a number" }).min(0).max(600).default(10),
    // Before that: how long to keep serving after SIGTERM, readiness already 503, so a load balancer
    // stops sending here before the port closes (0: stop accepting at once, for development and tests).
    SHUTDOWN_DRAIN_SECONDS: z.coerce.number({ error: "must be a number" }).min(0).max(300).default(5),
    // Prometheus metrics: GET /metrics with this bearer token, and/or on a separate port.
    METRICS_TOKEN: z.string().min(16, { error: "must be at least 16 characters" }).optional(),
    METRICS_PORT: z.coerce.number({ error: "must be a number" }).int().min(1).max(65535).optional(),
    METRICS_HOST: z.string().default("127.0.0.1"),
    // Backups (npm run backup, and daily at BACKUP_AT, the server's local time, when set).
    BACKUP_DIR: z.string().min(1).optional(),
    BACKUP_KEEP: positiveInt.default(14),
    BACKUP_AT: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: "must be a time such as 02:30" })
      .optional(),
    // Media in S3-compatible object storage instead of DATA_DIR/uploads (when S3_BUCKET is set).
    S3_BUCKET: z.string().optional(),
    S3_ENDPOINT: z.url({ error: "must be a URL such as https://s3.example.in" }).optional(),
    S3_REGION: z.string().default("us-east-1"),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    S3_FORCE_PATH_STYLE: booleanFlag.default(false),
  })
  .refine((env) => Boolean(env.ADMIN_EMAIL) === Boolean(env.ADMIN_PASSWORD), {
    message: "ADMIN_EMAIL and ADMIN_PASSWORD must be set together",
    path: ["ADMIN_EMAIL"],
  })
  .refine((env) => Boolean(env.S3_ACCESS_KEY_ID) === Boolean(env.S3_SECRET_ACCESS_KEY), {
    message: "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together",
    path: ["S3_ACCESS_KEY_ID"],
  });

const withPublicUrl = <T extends { PORT: number; PUBLIC_URL?: string }>(env: T) => ({
  ...env,
  PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
});

const envSchema = settingsSchema
  // Links in e-mails and page metadata come from PUBLIC_URL, never from the request's Host header.
  .refine((env) => env.NODE_ENV !== "production" || env.PUBLIC_URL !== undefined, {
    message:
      "must be set in production: the site's public address, used in e-mailed links and page metadata (for example https://college.example.in)",
    path: ["PUBLIC_URL"],
  })
  .transform(withPublicUrl);

// The operator's commands (backup, restore, db:migrate) send no e-mail and render no page: they need
// only the database and storage settings, so a missing PUBLIC_URL must not stop them.
const commandEnvSchema = settingsSchema.transform(withPublicUrl);

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {}

/** The only place that reads process.env. Empty strings count as unset. */
export function loadEnv(
  overrides: Record<string, string | undefined> = {},
  source: Record<string, string | undefined> = process.env,
): Env {
  return parseEnv(envSchema, { ...source, ...overrides });
}

/** The settings of a command-line tool (backup, restore, db:migrate): all but the server's PUBLIC_URL rule. */
export function loadCommandEnv(source: Record<string, string | undefined> = process.env): Env {
  return parseEnv(commandEnvSchema, source);
}

function parseEnv(
  schema: typeof envSchema | typeof commandEnvSchema,
  source: Record<string, string | undefined>,
): Env {
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const result = schema.safeParse(present);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".") || "env"}: ${issue.message}`);
    throw new EnvError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  return result.data;
}

import type { Logger } from "pino";
import type { Database } from "./db/client";
import type { Env } from "./env";
import { createPublicFormLimiter } from "./http/public-form";
import { createRateLimiterStore } from "./lib/rate-limiter";
import type { Mailer } from "./mail/mailer";
import type { ModuleContext, ServerModule, Services } from "./module";
import { modules } from "./modules";
import type { Storage } from "./storage/local-storage";

export type { Services } from "./module";

export type ServiceConfig = Pick<
  Env,
  | "LOGIN_RATE_LIMIT"
  | "PUBLIC_FORM_RATE_LIMIT"
  | "RATE_LIMIT_WINDOW_SECONDS"
  | "PUBLIC_URL"
  | "COOKIE_SECURE"
  | "TRUST_PROXY"
  | "ADMISSIONS_EMAIL"
  | "CONTACT_EMAIL"
> &
  // Optional so that tests and tools need not name them: no SMTP means e-mail waits in the outbox.
  Partial<
    Pick<
      Env,
      "SMTP_URL" | "MAIL_DIR" | "NODE_ENV" | "HOLIDAYS" | "TOTP_ENCRYPTION_KEY" | "BULK_MAIL_PER_MINUTE"
    >
  >;

/** The composition root: the adapters, then every module's service in the order `modules` lists them. */
export function createServices(deps: {
  database: Database;
  config: ServiceConfig;
  mailer: Mailer;
  storage: Storage;
  logger: Logger;
  /** The app's domains (tests may add one, e.g. a test collection). */
  modules?: readonly ServerModule[];
}): Services {
  // Shared by every limiter: memory on the embedded database, a table when on PostgreSQL (several instances).
  const rateLimiterStore = createRateLimiterStore(deps.database);
  // Filled in below: each module's entry exists once its factory has run.
  const { modules: _modules, ...adapters } = deps;
  const services = {
    ...adapters,
    rateLimiterStore,
    publicFormLimiter: createPublicFormLimiter(
      rateLimiterStore,
      deps.config.PUBLIC_FORM_RATE_LIMIT,
      deps.config.RATE_LIMIT_WINDOW_SECONDS,
    ),
  } as Services;
  const context: ModuleContext = { ...adapters, rateLimiterStore, db: deps.database.db, services };
  for (const module of deps.modules ?? modules) {
    (services as unknown as Record<string, unknown>)[module.name] = module.createService(context);
  }
  return services;
}

import type { Logger } from "pino";
import type { Database } from "./db/client";
import { createPublicFormLimiter } from "./http/public-form";
import { createRateLimiterStore } from "./lib/rate-limiter";
import type { Mailer } from "./mail/mailer";
import type { ModuleContext, SeedOptions, SeedReport, ServerModule, ServiceConfig, Services } from "./module";
import { modules } from "./modules";
import type { Storage } from "./storage/local-storage";

export type { ServiceConfig, Services } from "./module";

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
  const list = deps.modules ?? modules;
  const context: ModuleContext = {
    ...adapters,
    rateLimiterStore,
    db: deps.database.db,
    services,
    modules: list,
  };
  for (const module of list) {
    (services as unknown as Record<string, unknown>)[module.name] = module.createService(context);
  }
  return services;
}

/**
 * Every module's seed, in the order `modules` lists them (a module's samples may refer to an earlier one's,
 * as the OPD timetable does to the faculty). Answers how to sign in, when the users module says.
 */
export async function seedModules(
  services: Services,
  options: SeedOptions,
  list: readonly ServerModule[] = modules,
): Promise<SeedReport> {
  const report: SeedReport = {};
  for (const module of list) {
    const seeded = await module.seed?.(services, options);
    if (seeded?.signIn) report.signIn = seeded.signIn;
  }
  return report;
}

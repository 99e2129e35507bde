import type { Hono } from "hono";
import type { Logger } from "pino";
import type { Database, Db } from "./db/client";
import type { AppEnv } from "./http/context";
import type { MediaPolicy } from "./http/media";
import type { RouteDoc } from "./http/openapi";
import type { PublicFormLimiter } from "./http/public-form";
import type { RateLimiterStore } from "./lib/rate-limiter";
import type { Mailer } from "./mail/mailer";
import type { ServiceConfig } from "./services";
import type { Storage } from "./storage/local-storage";

/**
 * Every service the app has, by name. The adapters are listed here; each domain adds its own service
 * from its module file (`declare module "../module" { interface Services { faculty: FacultyService } }`).
 */
export interface Services {
  database: Database;
  config: ServiceConfig;
  logger: Logger;
  mailer: Mailer;
  storage: Storage;
  publicFormLimiter: PublicFormLimiter;
  /** Where rate-limit counters live (memory, or PostgreSQL shared by instances): `createRateLimiterStore`. */
  rateLimiterStore: RateLimiterStore;
}

/** What a domain's service factory receives. `services` holds every domain's service: use it inside functions, not while creating. */
export interface ModuleContext extends Pick<
  Services,
  "database" | "config" | "logger" | "mailer" | "storage" | "rateLimiterStore"
> {
  db: Db;
  services: Services;
}

/** The one shape every server domain exposes; `server/modules.ts` lists them. */
export interface ServerModule<Name extends keyof Services = keyof Services> {
  name: Name;
  createService(context: ModuleContext): Services[Name];
  /** Routers by mount path under /api. */
  routes?: Record<string, (services: Services) => Hono<AppEnv>>;
  /** Routes outside /api (downloads at a page's address), mounted before the pages. */
  siteRoutes?: (services: Services) => Hono<AppEnv>;
  openapi?: RouteDoc[];
  /** The stored files the domain owns (one key prefix) and who may read each at /media; others are 404. */
  media?: (services: Services) => MediaPolicy;
  /** At start-up, after migrations: the module's starting records (and its samples when `sampleData`). */
  seed?: (services: Services, options: { sampleData: boolean }) => Promise<void>;
}

export const defineModule = <Name extends keyof Services>(module: ServerModule<Name>) => module;

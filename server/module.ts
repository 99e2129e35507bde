import type { Context, Hono } from "hono";
import type { Permission } from "../contract/permissions";
import type { Logger } from "pino";
import type { Database, Db } from "./db/client";
import type { Env } from "./env";
import type { AppEnv } from "./http/context";
import type { MediaPolicy } from "./http/media";
import type { RouteDoc } from "./http/openapi";
import type { PublicFormLimiter } from "./http/public-form";
import type { RateLimiterStore } from "./lib/rate-limiter";
import type { Mailer } from "./mail/mailer";
import type { Storage } from "./storage/local-storage";

/** The settings services read (from the environment, checked at start-up: `server/env.ts`). */
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
  /** Every module of the app (the audit trail collects their `audit` declarations). */
  modules: readonly ServerModule[];
}

/** Who may read one kind of record's own history (`GET /api/audit/record/{entity}/{id}`): who may read the record. */
export interface AuditRecordReader {
  /** Any one of these. */
  permissions: readonly Permission[];
  /**
   * Where a permission covers only some records of the kind (the faculty-records clerk reads careers messages
   * only): throws (a 404, as the record's own route) for a record outside the caller's scope.
   */
  visible?: (c: Context<AppEnv>, id: string, services: Services) => Promise<unknown>;
}

/** What a module writes to the audit trail. */
export interface ModuleAudit {
  /** Each kind of record (entity) it writes, with the label the audit screen's filter shows. */
  entities: Readonly<Record<string, string>>;
  /** The kinds whose own history a record's screen shows, and who may read it (each one of `entities`). */
  readers?: Readonly<Record<string, AuditRecordReader>>;
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
  /** The kinds of record it writes to the audit trail, and the readers of a record's history. */
  audit?: ModuleAudit;
  /** The stored files the domain owns (one key prefix) and who may read each at /media; others are 404. */
  media?: (services: Services) => MediaPolicy;
  /**
   * At every start-up, after migrations, in the order `server/modules.ts` lists the modules: the module's
   * starting records, and its sample content when `sampleData`. It must be safe to run again (a restart) and
   * by two instances starting together: it fills only what is missing.
   */
  seed?: (services: Services, options: SeedOptions) => Promise<SeedReport | void>;
}

/** What the start-up tells each module's seed. */
export interface SeedOptions {
  /** SAMPLE_DATA: fill the module's empty tables with demo content. */
  sampleData: boolean;
  /** ADMIN_EMAIL and ADMIN_PASSWORD, when set: the users module makes that account ready. */
  admin: { email?: string; password?: string };
}

/** What a seed tells the start-up, which shows it once. */
export interface SeedReport {
  /** How to sign in to the back-office: the admin account, with its password when one was made up. */
  signIn?: { email: string; password?: string };
}

export const defineModule = <Name extends keyof Services>(module: ServerModule<Name>) => module;

import { randomBytes, randomUUID } from "node:crypto";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import pino, { type Logger } from "pino";
import { inject } from "vitest";
import type { Role } from "../../contract/permissions";
import { createApp } from "../app";
import { openDatabase, type Database } from "../db/client";
import { createMemoryMailer, type Mailer } from "../mail/mailer";
import type { ServerModule } from "../module";
import { createServices, type ServiceConfig } from "../services";
import { createLocalStorage } from "../storage/local-storage";
import type { Storage } from "../storage/storage";
import { withDatabase } from "./global-setup";

export const TEST_PASSWORD = "correct horse battery";
/** The configured public origin of every test app (links in e-mails, allowed Origin). */
export const TEST_PUBLIC_URL = "http://localhost";

/**
 * A fresh migrated database: a copy of the run's template. `url` is set on PostgreSQL, so a test can
 * open more connections to the same database (several app instances).
 */
export async function openTestDatabase(): Promise<{
  database: Database;
  url?: string;
  drop: () => Promise<void>;
}> {
  const postgres = inject("postgresTemplate");
  if (postgres) {
    const name = `app_test_${randomUUID().replace(/-/g, "")}`;
    const admin = new pg.Client({ connectionString: postgres.url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${postgres.name}`);
    const url = withDatabase(postgres.url, name);
    const database = await openDatabase({ kind: "postgres", url });
    return {
      database,
      url,
      drop: async () => {
        await database.close();
        await admin.query(`DROP DATABASE IF EXISTS ${name}`);
        await admin.end();
      },
    };
  }
  const file = inject("pgliteTemplate");
  if (!file) throw new Error("The test database template is missing: is the global setup configured?");
  const database = await openDatabase({ kind: "embedded", loadDataDir: new Blob([await readFile(file)]) });
  return { database, drop: () => database.close() };
}

/**
 * A whole app on its own fresh database (one per test file), with a memory mailer and temporary
 * upload folder. Call `close` in afterAll.
 */
export async function createTestApp(
  config: Partial<ServiceConfig> = {},
  options: { storage?: Storage; logger?: Logger; mailer?: Mailer; modules?: readonly ServerModule[] } = {},
) {
  const { database, drop, url } = await openTestDatabase();
  const uploads = await mkdtemp(path.join(tmpdir(), "college-uploads-"));
  const mailer = (options.mailer ?? createMemoryMailer()) as ReturnType<typeof createMemoryMailer>;
  const services = createServices({
    database,
    config: {
      LOGIN_RATE_LIMIT: 1000,
      PUBLIC_FORM_RATE_LIMIT: 1000,
      RATE_LIMIT_WINDOW_SECONDS: 900,
      PUBLIC_URL: TEST_PUBLIC_URL,
      TOTP_ENCRYPTION_KEY: randomBytes(32),
      ...config,
    },
    mailer,
    storage: options.storage ?? createLocalStorage(uploads),
    logger: options.logger ?? pino({ level: "silent" }),
    modules: options.modules,
  });
  const app = createApp({ services, modules: options.modules });

  /** A request as if from `address` (rate limits key on it); by default a different address each time. */
  const request = (url: string, init: RequestInit = {}, address = `2001:db8::${randomUUID().slice(0, 4)}`) =>
    app.request(url.startsWith("http") ? url : `http://localhost${url}`, init, {
      incoming: { socket: { remoteAddress: address } },
    });

  const json = (method: string, url: string, body?: unknown, token?: string, address?: string) =>
    request(
      url,
      {
        method,
        headers: {
          "Content-Type": "application/json",
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      },
      address,
    );

  /** Creates a staff account (an admin unless a role is given) and signs it in; returns its bearer token. */
  const signIn = async (email = `staff-${randomUUID().slice(0, 8)}@example.edu.in`, role: Role = "admin") => {
    await services.users.create({ name: "Test Staff", email, password: TEST_PASSWORD, role });
    const response = await json("POST", "/api/login", { email, password: TEST_PASSWORD });
    const body = (await response.json()) as { data: { token: string } };
    return body.data.token;
  };

  let reader: Promise<string> | undefined;
  /**
   * The record a public form's post stored, as staff read it (`GET {path}/{id}` as an admin): an anonymous
   * visitor's answer holds little more than the record's id.
   */
  const readBack = async (path: string, response: Response) => {
    if (response.status !== 201)
      throw new Error(`POST ${path} answered ${response.status}: ${await response.text()}`);
    const { _id } = ((await response.json()) as { data: { _id: string } }).data;
    reader ??= signIn();
    const stored = await json("GET", `${path.replace(/\/$/, "")}/${_id}`, undefined, await reader);
    if (stored.status !== 200) throw new Error(`GET ${path}/${_id} answered ${stored.status}`);
    return (await stored.json()).data;
  };
  /** A public form sent by an anonymous visitor, then the record it stored as staff read it. */
  const postAsVisitor = async (path: string, body: unknown, address?: string) =>
    readBack(path, await json("POST", path, body, undefined, address));

  /** A signed-in account of the role; returns its bearer token. */
  const signInAs = (role: Role) => signIn(`${role}-${randomUUID().slice(0, 8)}@example.edu.in`, role);

  return {
    app,
    signInAs,
    services,
    db: database.db,
    /** The PostgreSQL database's address (a second instance's pool), or undefined on PGlite. */
    databaseUrl: url,
    mailer,
    uploads,
    request,
    json,
    postAsVisitor,
    readBack,
    signIn,
    close: async () => {
      await drop();
      await rm(uploads, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

import type { Logger } from "pino";
import { createAuthService } from "./auth/auth.service";
import type { Database } from "./db/client";
import { createEnquiriesService } from "./enquiries/enquiries.service";
import type { Env } from "./env";
import { createFacultyService } from "./faculty/faculty.service";
import { createPublicFormLimiter } from "./http/public-form";
import type { Mailer } from "./mail/mailer";
import { createMessagesService } from "./messages/messages.service";
import { createNmcService } from "./nmc/nmc.service";
import { createNoticesService } from "./notices/notices.service";
import { createPopupService } from "./popup/popup.service";
import type { Storage } from "./storage/local-storage";
import { createUsersService } from "./users/users.service";

export type ServiceConfig = Pick<
  Env,
  "LOGIN_RATE_LIMIT" | "PUBLIC_FORM_RATE_LIMIT" | "RATE_LIMIT_WINDOW_SECONDS" | "PUBLIC_URL" | "COOKIE_SECURE"
>;

/** The composition root: every domain service, wired to the database and adapters. */
export function createServices(deps: {
  database: Database;
  config: ServiceConfig;
  mailer: Mailer;
  storage: Storage;
  logger: Logger;
}) {
  const { db } = deps.database;
  const windowMs = deps.config.RATE_LIMIT_WINDOW_SECONDS * 1000;
  const users = createUsersService(db);
  const faculty = createFacultyService(db, deps.storage);
  return {
    database: deps.database,
    config: deps.config,
    logger: deps.logger,
    storage: deps.storage,
    users,
    auth: createAuthService(db, users, deps.mailer, {
      loginLimit: deps.config.LOGIN_RATE_LIMIT,
      windowMs,
      publicUrl: deps.config.PUBLIC_URL,
    }),
    faculty,
    nmc: createNmcService({ db, storage: deps.storage, faculty: () => faculty, users: () => users }),
    messages: createMessagesService(db),
    enquiries: createEnquiriesService(db),
    notices: createNoticesService(db),
    popup: createPopupService(db),
    publicFormLimiter: createPublicFormLimiter(deps.config.PUBLIC_FORM_RATE_LIMIT, windowMs),
  };
}

export type Services = ReturnType<typeof createServices>;

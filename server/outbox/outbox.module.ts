import { defineModule } from "../module";
import { outboxRouteDocs, outboxRoutes } from "./outbox.routes";
import { createOutboxService, type OutboxService } from "./outbox.service";

declare module "../module" {
  interface Services {
    outbox: OutboxService;
  }
}

export const outboxModule = defineModule({
  name: "outbox",
  audit: { entities: { mail: "E-mail" } },
  createService: ({ db, mailer, logger, config, services }) =>
    createOutboxService({
      db,
      mailer,
      logger,
      services,
      smtpConfigured: Boolean(config.SMTP_URL),
      // Development prints (or files, with MAIL_DIR) each e-mail; production without SMTP keeps them queued.
      sendWithoutSmtp: config.NODE_ENV === "development" || Boolean(config.MAIL_DIR),
    }),
  routes: { "/mail": (services) => outboxRoutes(services.outbox) },
  openapi: outboxRouteDocs,
});

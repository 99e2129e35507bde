import { defineModule } from "../module";
import { auditRouteDocs, auditRoutes } from "./audit.routes";
import { createAuditService, type AuditService } from "./audit.service";

declare module "../module" {
  interface Services {
    audit: AuditService;
  }
}

export const auditModule = defineModule({
  name: "audit",
  createService: ({ db }) => createAuditService(db),
  routes: { "/audit": (services) => auditRoutes(services.audit, services) },
  openapi: auditRouteDocs,
});

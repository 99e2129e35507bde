import { defineModule } from "../module";
import { auditCatalogueOf } from "./audit-catalogue";
import { auditRouteDocs, auditRoutes } from "./audit.routes";
import { createAuditService, type AuditService } from "./audit.service";

declare module "../module" {
  interface Services {
    audit: AuditService;
  }
}

export const auditModule = defineModule({
  name: "audit",
  // The entities and record readers each module declares (issue 20: from the modules, not a central list).
  createService: ({ db, modules }) => createAuditService(db, auditCatalogueOf(modules)),
  audit: { entities: { audit: "Audit trail" } },
  routes: { "/audit": (services) => auditRoutes(services.audit, services) },
  openapi: auditRouteDocs,
});

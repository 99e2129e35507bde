import { defineModule } from "../module";
import { auditCatalogueOf } from "./audit-catalogue";
import { auditRouteDocs, auditRoutes } from "./audit.routes";
import { createAuditService, type AuditService } from "./audit.service";
import { createAuditViews, type AuditViews } from "./audit-views";

declare module "../module" {
  interface Services {
    /** The trail, with its screen's named views (`page`, `facets`, `named`). */
    audit: AuditService & { views: AuditViews };
  }
}

export const auditModule = defineModule({
  name: "audit",
  // The entities and record readers each module declares (issue 20: from the modules, not a central list).
  createService: ({ db, modules, services }) => {
    const audit = createAuditService(db, auditCatalogueOf(modules));
    return Object.assign(audit, { views: createAuditViews(audit, services) });
  },
  audit: { entities: { audit: "Audit trail" } },
  routes: { "/audit": (services) => auditRoutes(services.audit, services) },
  openapi: auditRouteDocs,
});

import { defineModule } from "../module";
import { documentFileRoutes, documentsRouteDocs, documentsRoutes } from "./documents.routes";
import { createDocumentsService, type DocumentsService } from "./documents.service";

declare module "../module" {
  interface Services {
    documents: DocumentsService;
  }
}

export const documentsModule = defineModule({
  name: "documents",
  createService: ({ db, storage, services }) => createDocumentsService(db, storage, services),
  routes: { "/documents": (services) => documentsRoutes(services.documents) },
  siteRoutes: (services) => documentFileRoutes(services.documents, services.auth),
  openapi: documentsRouteDocs,
});

import { defineModule } from "../module";
import { sampleDocuments } from "./documents.samples";
import { documentFileRoutes, documentsRouteDocs, documentsRoutes } from "./documents.routes";
import { createDocumentsService, type DocumentsService } from "./documents.service";

declare module "../module" {
  interface Services {
    documents: DocumentsService;
  }
}

export const documentsModule = defineModule({
  name: "documents",
  audit: { entities: { document: "Documents" } },
  createService: ({ db, storage, services }) => createDocumentsService(db, storage, services),
  routes: { "/documents": (services) => documentsRoutes(services.documents) },
  siteRoutes: (services) => documentFileRoutes(services),
  openapi: documentsRouteDocs,
  seed: async (services, { sampleData }) => {
    if (sampleData) await services.documents.seedSamples(await sampleDocuments());
  },
  // Visitors read documents at /documents/file/{id}.pdf only, which checks the status each time; the stored
  // files (every version) are for staff who edit content (issue 19, finding 4).
  media: () => ({
    prefix: "documents/",
    access: async () => ({ public: false, permission: "content:write" }),
  }),
});

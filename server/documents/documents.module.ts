import { revisionRouteDocs, revisionRoutes } from "../http/revision-routes";
import { collectionContract } from "../../contract/collections/collection";
import { documentsCollection, documentResponse } from "../../contract/collections/documents";
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
  createService: ({ db, storage, services }) => createDocumentsService(db, storage, services),
  // The documents collection's own API (ADR 017, `ownApi`): the upload with its file, in the API's field names.
  // Its history too: a restore answers as GET /api/documents/{id} does.
  routes: {
    "/documents": (services) =>
      documentsRoutes(services.documents).route("/", revisionRoutes("content:write", services.documents)),
  },
  siteRoutes: (services) => documentFileRoutes(services),
  openapi: [
    ...documentsRouteDocs,
    ...revisionRouteDocs({
      path: "/documents",
      tag: "Documents",
      one: "document",
      revisions: collectionContract(documentsCollection).revisionsResponse,
      restored: documentResponse,
    }),
  ],
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

import { collectionContract, type AnyCollection } from "../../contract/collections/collection";
import { COLLECTIONS } from "../../contract/collections/collections";
import { REVALIDATED_MEDIA_CACHE_CONTROL } from "../http/media";
import { defineModule } from "../module";
import { collectionRouteDocs, collectionRoutes } from "./collection.routes";
import { COLLECTION_SAMPLES, COLLECTION_SEEDS } from "./collection-seeds";
import {
  createCollectionsService,
  type CollectionSamples,
  type CollectionSeeds,
  type CollectionsService,
} from "./collections.service";

declare module "../module" {
  interface Services {
    collections: CollectionsService;
  }
}

/** The content collections' module: a service, routes and OpenAPI entries for each declaration. */
export const collectionsModuleOf = (
  declarations: readonly AnyCollection[],
  seeds: CollectionSeeds = {},
  samples: CollectionSamples = {},
) => {
  const generic = declarations.filter((declaration) => !declaration.ownApi);
  return defineModule({
    name: "collections",
    // Each collection's records are audited under the entity its declaration names.
    audit: {
      entities: Object.fromEntries(
        declarations.map((declaration) => [declaration.audit.entity, declaration.audit.label]),
      ),
    },
    createService: ({ db, services, storage }) =>
      createCollectionsService(declarations, seeds, samples, db, services, storage),
    // A collection with its own API (documents, gallery photos) gets none here: its module serves its routes
    // and mounts `revisionRoutes`, so that a restore answers in the API's own shape.
    routes: Object.fromEntries(
      generic.map((declaration) => [
        `/${declaration.name}`,
        (services) => collectionRoutes(services.collections.of(declaration.name)),
      ]),
    ),
    openapi: generic.flatMap((declaration) =>
      collectionRouteDocs(declaration, collectionContract(declaration)),
    ),
    seed: (services, options) => services.collections.seed(options),
    // Images uploaded to records: public while a published version shows them, else to the collection's staff.
    media: (services) => ({
      prefix: "collections/",
      access: async (key) => {
        const readers = await services.collections.fileAccess(key);
        return readers?.public ? { public: true, cacheControl: REVALIDATED_MEDIA_CACHE_CONTROL } : readers;
      },
    }),
  });
};

export const collectionsModule = collectionsModuleOf(COLLECTIONS, COLLECTION_SEEDS, COLLECTION_SAMPLES);

import { collectionContract, type AnyCollection } from "../../contract/collections/collection";
import { COLLECTIONS } from "../../contract/collections/collections";
import { defineModule } from "../module";
import { collectionRouteDocs, collectionRoutes } from "./collection.routes";
import { COLLECTION_SEEDS } from "./collection-seeds";
import {
  createCollectionsService,
  type CollectionSeeds,
  type CollectionsService,
} from "./collections.service";

declare module "../module" {
  interface Services {
    collections: CollectionsService;
  }
}

/** The content collections' module: a service, routes and OpenAPI entries for each declaration. */
export const collectionsModuleOf = (declarations: readonly AnyCollection[], seeds: CollectionSeeds = {}) =>
  defineModule({
    name: "collections",
    createService: ({ db, services }) => createCollectionsService(declarations, seeds, db, services),
    routes: Object.fromEntries(
      declarations.map((declaration) => [
        `/${declaration.name}`,
        (services) => collectionRoutes(services.collections.of(declaration.name)),
      ]),
    ),
    openapi: declarations.flatMap((declaration) =>
      collectionRouteDocs(declaration, collectionContract(declaration)),
    ),
    seed: (services) => services.collections.seed(),
  });

export const collectionsModule = collectionsModuleOf(COLLECTIONS, COLLECTION_SEEDS);

import type { AppLoadContext } from "react-router";
import type { AnyCollection } from "../../../contract/collections/collection";
import { loadListScreen } from "../screen-data.server";
import { collectionListDefaults, type CollectionAnswer, type CollectionFirstPage } from "./collections-api";

/**
 * A content collection's list screen: its first page for the address's query, read on the server as
 * GET /api/{collection} answers a member who may write the collection (every record, with its staff fields).
 * A role that may not write it gets none (its screen says "Not allowed"). A collection with its own API
 * (`ownApi`: documents, gallery) answers in its own shape: its screen loads after hydration as before.
 */
export async function loadCollectionScreen(
  context: AppLoadContext,
  request: Request,
  collection: AnyCollection | undefined,
): Promise<CollectionFirstPage | null> {
  if (!collection || collection.ownApi) return null;
  const service = context.services.collections.of(collection.name);
  const { list } = await loadListScreen(context, request, collectionListDefaults(collection), {
    permission: collection.access.write,
    schema: service.contract.listQuery,
    read: async (query): Promise<CollectionAnswer> => ({ data: await service.list(query) }),
  });
  return { collection: collection.name, list };
}

import type { AppLoadContext } from "react-router";
import type { z } from "zod";
import type { AnyCollection } from "../../../contract/collections/collection";
import type { ContentPagination } from "../../../contract/content";
import { loadListScreen } from "../screen-data.server";
import { collectionListDefaults, type CollectionAnswer, type CollectionFirstPage } from "./collections-api";

/**
 * The staff list of a collection with its own API (`ownApi`: documents, gallery): its GET route's query schema
 * and what that route answers a member who may write the collection (its `data`), through the module's service.
 */
export interface OwnApiList<S extends z.ZodType> {
  schema: S;
  read: (query: z.output<S>) => Promise<Record<string, unknown> & { pagination: ContentPagination }>;
}

/**
 * A content collection's list screen: its first page for the address's query, read on the server as
 * GET /api/{collection} answers a member who may write the collection (every record, with its staff fields).
 * A role that may not write it gets none (its screen says "Not allowed"). A collection with its own API
 * (`ownApi`: documents, gallery) answers in its own shape, read by `own` (its route's service call); without
 * `own` its screen loads after hydration.
 */
export async function loadCollectionScreen<S extends z.ZodType>(
  context: AppLoadContext,
  request: Request,
  collection: AnyCollection | undefined,
  own?: OwnApiList<S>,
): Promise<CollectionFirstPage | null> {
  if (!collection) return null;
  const firstPage = async <T extends z.ZodType>(list: OwnApiList<T>) =>
    (
      await loadListScreen(context, request, collectionListDefaults(collection), {
        permission: collection.access.write,
        schema: list.schema,
        read: async (query): Promise<CollectionAnswer> => ({ data: await list.read(query) }),
      })
    ).list;
  if (collection.ownApi) return own ? { collection: collection.name, list: await firstPage(own) } : null;
  const service = context.services.collections.of(collection.name);
  return {
    collection: collection.name,
    list: await firstPage({ schema: service.contract.listQuery, read: (query) => service.list(query) }),
  };
}

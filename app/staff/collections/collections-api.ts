import type {
  AnyCollection,
  CollectionListStatus,
  RevisionSummary,
} from "../../../contract/collections/collection";
import type { ContentPagination } from "../../../contract/content";
import { apiRequest } from "../api-client";
import type { ContentQuery } from "../content/content-list";
import type { InitialData } from "../use-api-data";

/** A record as staff read it: the declared fields and the record's own. */
export type CollectionRow = Record<string, unknown> & {
  _id: string;
  status: "draft" | "published";
  live: boolean;
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
  /** A collection with `closesAfter`: past its date. */
  closed?: boolean;
};

export type CollectionAnswer = { data: Record<string, unknown> & { pagination: ContentPagination } };

/** A collection screen's first page for the address, read by its route's loader, and whose it is. */
export interface CollectionFirstPage {
  collection: string;
  list: InitialData<CollectionAnswer> | null;
}

/** A collection list's defaults: its page size, any status, none of its filters chosen. */
export const collectionListDefaults = (collection: AnyCollection) => ({
  page: 1,
  limit: collection.pageSize ?? 20,
  status: "",
  ...Object.fromEntries((collection.filters ?? []).map((name) => [name, ""])),
});

const path = (collection: AnyCollection, id?: string, rest = "") =>
  id ? `${collection.name}/${encodeURIComponent(id)}${rest}` : collection.name;

export function listRecords(
  collection: AnyCollection,
  query: ContentQuery<CollectionListStatus> & { [filter: string]: string | number | undefined },
) {
  return apiRequest<CollectionAnswer>(path(collection), {
    query: { ...query },
    fallback: `Failed to load ${collection.labels.many}`,
  });
}

/** Saves a record: JSON, or with chosen image files multipart (the fields as JSON in `data`, a part per file). */
export function saveRecord(
  collection: AnyCollection,
  id: string | null,
  values: Record<string, unknown>,
  files: Record<string, File> = {},
) {
  let form: FormData | undefined;
  if (Object.keys(files).length) {
    form = new FormData();
    form.set("data", JSON.stringify(values));
    for (const [name, file] of Object.entries(files)) form.set(name, file);
  }
  return apiRequest<{ data: CollectionRow }>(path(collection, id ?? undefined), {
    method: id ? "PATCH" : "POST",
    ...(form ? { form } : { json: values }),
    fallback: `Failed to save the ${collection.labels.one}`,
  });
}

export function deleteRecord(collection: AnyCollection, id: string) {
  return apiRequest(path(collection, id), {
    method: "DELETE",
    fallback: `Failed to delete the ${collection.labels.one}`,
  });
}

export function listRevisions(collection: AnyCollection, id: string) {
  return apiRequest<{ data: { revisions: RevisionSummary[] } }>(path(collection, id, "/revisions"), {
    fallback: "Failed to load the history",
  });
}

export function restoreRevision(collection: AnyCollection, id: string, revisionId: string) {
  return apiRequest<{ data: CollectionRow }>(
    path(collection, id, `/revisions/${encodeURIComponent(revisionId)}/restore`),
    { method: "POST", fallback: "Failed to restore the revision" },
  );
}

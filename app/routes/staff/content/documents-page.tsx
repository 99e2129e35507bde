import { documentListQuery, documentsCollection } from "../../../../contract/collections/documents";
import { useLoaderData } from "react-router";
import { CollectionList } from "../../../staff/collections/collection-list";
import { loadCollectionScreen } from "../../../staff/collections/collection-loader.server";
import { staffMeta } from "../../../staff/staff-meta";
import type { Route } from "./+types/documents-page";

export const meta = () => staffMeta("Documents");

// The first page for the address comes in the HTML (ADR 028), as GET /api/documents answers a writer;
// filters and paging load in the screen.
export const loader = ({ context, request }: Route.LoaderArgs) =>
  loadCollectionScreen(context, request, documentsCollection, {
    schema: documentListQuery,
    read: (query) => context.services.documents.list(query),
  });

export const shouldRevalidate = () => false;

/** The documents' screen: the documents collection's list and form (ADR 017), at the address it always had. */
export default function DocumentsPage() {
  return (
    <CollectionList collection={documentsCollection} first={useLoaderData<typeof loader>() ?? undefined} />
  );
}

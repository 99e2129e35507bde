import { useLoaderData, useParams, type ShouldRevalidateFunctionArgs } from "react-router";
import { collectionNamed } from "../../../../contract/collections/collections";
import { capitalised } from "../../../staff/collections/collection-form";
import { CollectionList } from "../../../staff/collections/collection-list";
import { loadCollectionScreen } from "../../../staff/collections/collection-loader.server";
import { staffMeta } from "../../../staff/staff-meta";
import type { Route } from "./+types/collection-page";

export const meta = ({ params }: Route.MetaArgs) =>
  staffMeta(capitalised(collectionNamed(params.collection)?.labels.many ?? "Not found"));

// The first page for the address comes in the HTML (ADR 028); filters and paging load in the screen. Moving
// to another collection loads that one's.
export const loader = ({ context, request, params }: Route.LoaderArgs) =>
  loadCollectionScreen(context, request, collectionNamed(params.collection));

export const shouldRevalidate = ({ currentParams, nextParams }: ShouldRevalidateFunctionArgs) =>
  currentParams.collection !== nextParams.collection;

export default function CollectionPage() {
  const first = useLoaderData<typeof loader>();
  const { collection: name } = useParams();
  const collection = collectionNamed(name ?? "");
  if (!collection) {
    return <p className="rounded-lg bg-white p-6 shadow-sm">There is no such collection.</p>;
  }
  // A new key per collection: moving between collections starts with a fresh list.
  return <CollectionList key={collection.name} collection={collection} first={first ?? undefined} />;
}

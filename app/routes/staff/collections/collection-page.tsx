import { useParams } from "react-router";
import { collectionNamed } from "../../../../contract/collections/collections";
import { capitalised } from "../../../staff/collections/collection-form";
import { CollectionList } from "../../../staff/collections/collection-list";
import { staffMeta } from "../../../staff/staff-meta";
import type { Route } from "./+types/collection-page";

export const meta = ({ params }: Route.MetaArgs) =>
  staffMeta(capitalised(collectionNamed(params.collection)?.labels.many ?? "Not found"));

export default function CollectionPage() {
  const { collection: name } = useParams();
  const collection = collectionNamed(name ?? "");
  if (!collection) {
    return <p className="rounded-lg bg-white p-6 shadow-sm">There is no such collection.</p>;
  }
  // A new key per collection: moving between collections starts with a fresh list.
  return <CollectionList key={collection.name} collection={collection} />;
}

import { documentsCollection } from "../../../../contract/collections/documents";
import { CollectionList } from "../../../staff/collections/collection-list";
import { staffMeta } from "../../../staff/staff-meta";

export const meta = () => staffMeta("Documents");

/** The documents' screen: the documents collection's list and form (ADR 017), at the address it always had. */
export default function DocumentsPage() {
  return <CollectionList collection={documentsCollection} />;
}

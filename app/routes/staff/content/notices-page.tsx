import { noticesCollection } from "../../../../contract/collections/notices";
import { CollectionList } from "../../../staff/collections/collection-list";
import { staffMeta } from "../../../staff/staff-meta";

export const meta = () => staffMeta("Notices");

/** The notices' screen: the notices collection's list and form (ADR 017), at the address it always had. */
export default function NoticesPage() {
  return <CollectionList collection={noticesCollection} />;
}

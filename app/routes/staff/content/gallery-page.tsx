import { galleryCollection } from "../../../../contract/collections/gallery";
import { CollectionList } from "../../../staff/collections/collection-list";
import { galleryListView } from "../../../staff/content/gallery-list";
import { staffMeta } from "../../../staff/staff-meta";

export const meta = () => staffMeta("Gallery");

/**
 * Photos of the Gallery and the Media Centre: the gallery collection's list (ADR 017) with the gallery's own
 * cells (thumbnail, place with up/down buttons) and upload dialog; each photo's History restorable as a draft.
 */
export default function GalleryPage() {
  return <CollectionList collection={galleryCollection} view={galleryListView} />;
}

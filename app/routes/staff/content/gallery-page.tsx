import { galleryCollection, galleryListQuery } from "../../../../contract/collections/gallery";
import { useLoaderData } from "react-router";
import { CollectionList } from "../../../staff/collections/collection-list";
import { loadCollectionScreen } from "../../../staff/collections/collection-loader.server";
import { galleryListView } from "../../../staff/content/gallery-list";
import { staffMeta } from "../../../staff/staff-meta";
import type { Route } from "./+types/gallery-page";

export const meta = () => staffMeta("Gallery");

// The first page for the address comes in the HTML (ADR 028), as GET /api/gallery answers a writer (with
// each album's size); filters, paging and reordering load in the screen.
export const loader = ({ context, request }: Route.LoaderArgs) =>
  loadCollectionScreen(context, request, galleryCollection, {
    schema: galleryListQuery,
    read: (query) => context.services.gallery.list(query),
  });

export const shouldRevalidate = () => false;

/**
 * Photos of the Gallery and the Media Centre: the gallery collection's list (ADR 017) with the gallery's own
 * cells (thumbnail, place with up/down buttons) and upload dialog; each photo's History restorable as a draft.
 */
export default function GalleryPage() {
  return (
    <CollectionList
      collection={galleryCollection}
      view={galleryListView}
      first={useLoaderData<typeof loader>() ?? undefined}
    />
  );
}

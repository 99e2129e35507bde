import { noticesCollection } from "../../../../contract/collections/notices";
import { useLoaderData } from "react-router";
import { CollectionList } from "../../../staff/collections/collection-list";
import { loadCollectionScreen } from "../../../staff/collections/collection-loader.server";
import { staffMeta } from "../../../staff/staff-meta";
import type { Route } from "./+types/notices-page";

export const meta = () => staffMeta("Notices");

// The first page for the address comes in the HTML (ADR 028); filters and paging load in the screen.
export const loader = ({ context, request }: Route.LoaderArgs) =>
  loadCollectionScreen(context, request, noticesCollection);

export const shouldRevalidate = () => false;

/** The notices' screen: the notices collection's list and form (ADR 017), at the address it always had. */
export default function NoticesPage() {
  return (
    <CollectionList collection={noticesCollection} first={useLoaderData<typeof loader>() ?? undefined} />
  );
}

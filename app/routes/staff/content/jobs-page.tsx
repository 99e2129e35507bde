import { jobsCollection } from "../../../../contract/collections/jobs";
import { useLoaderData } from "react-router";
import { CollectionList } from "../../../staff/collections/collection-list";
import { loadCollectionScreen } from "../../../staff/collections/collection-loader.server";
import { staffMeta } from "../../../staff/staff-meta";
import type { Route } from "./+types/jobs-page";

export const meta = () => staffMeta("Job Openings");

// The first page for the address comes in the HTML (ADR 028); filters and paging load in the screen.
export const loader = ({ context, request }: Route.LoaderArgs) =>
  loadCollectionScreen(context, request, jobsCollection);

export const shouldRevalidate = () => false;

/** The job openings' screen: the jobs collection's list and form (ADR 017), at the address it always had. */
export default function JobsPage() {
  return <CollectionList collection={jobsCollection} first={useLoaderData<typeof loader>() ?? undefined} />;
}

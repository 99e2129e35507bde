import { jobsCollection } from "../../../../contract/collections/jobs";
import { CollectionList } from "../../../staff/collections/collection-list";
import { staffMeta } from "../../../staff/staff-meta";

export const meta = () => staffMeta("Job Openings");

/** The job openings' screen: the jobs collection's list and form (ADR 017), at the address it always had. */
export default function JobsPage() {
  return <CollectionList collection={jobsCollection} />;
}

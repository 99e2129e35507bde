import type { AppLoadContext } from "react-router";
import { hospitalBedsCollection, teachingBeds } from "../../../contract/collections/hospital-beds";

/** The hospital's teaching beds and units as the bed table sums them: the one source of the bed count (issue 20). */
export async function loadBedCount(context: AppLoadContext, options: { preview?: boolean } = {}) {
  const rows = await context.services.collections.pages(hospitalBedsCollection).records(options);
  return { rows, ...teachingBeds(rows) };
}

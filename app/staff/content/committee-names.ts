import { committeesCollection } from "../../../contract/collections/committees";
import type { Localized } from "../../../contract/collections/collection";
import { listRecords } from "../collections/collections-api";
import { useApiData } from "../use-api-data";

/**
 * The committees' names (the committees collection), offered as titles of a committee document: a
 * document belongs to the committee whose name its title starts with. Loaded only while `wanted`.
 */
export function useCommitteeNames(wanted: boolean): string[] {
  const { data } = useApiData(wanted ? "committees" : "", async () => {
    if (!wanted) return [];
    const answer = await listRecords(committeesCollection, { page: 1, limit: 100 });
    const records = answer.data[committeesCollection.plural] as { name: Localized }[];
    return records.map((record) => record.name.en);
  });
  return data ?? [];
}

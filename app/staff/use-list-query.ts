import { useCallback, useEffect, useState } from "react";
import { queryFrom, useAddressQuery, type AddressQuery } from "./use-address-query";
import { useApiData, useClampedPage, useDebouncedValue, type InitialData } from "./use-api-data";

const SEARCH_DELAY_MS = 300;

/** The query a list loads for the address's query and the (debounced, trimmed) search words. */
function effectiveQuery<Q extends AddressQuery>(query: Q, term: string): Q {
  // New words search from the first page at once (the address follows just after, without a second load).
  const searchChanged = (query.search ?? "") !== term;
  return { ...query, search: term || undefined, page: searchChanged ? 1 : query.page };
}

/**
 * What a list loads first for an address (its query over the defaults, as `useListQuery` reads it) and the
 * key it loads it under: a route's server `loader` reads this query and hands the answer back as `initial`.
 */
export function firstListQuery<Q extends AddressQuery>(defaults: Q, params: URLSearchParams) {
  const query = queryFrom(defaults, params);
  const effective = effectiveQuery(query, (query.search ?? "").trim());
  return { query: effective, key: JSON.stringify(effective) };
}

/**
 * The state of a staff list, the same on every list: the query (page, page size, search words, filters and
 * sort) kept in the address over the list's defaults, the search box debounced into it, the loaded page,
 * and a page that stays in range when the list shrinks.
 */
export function useListQuery<Q extends AddressQuery, Answer>({
  initialQuery,
  load,
  totalPagesOf,
  searchDelayMs = SEARCH_DELAY_MS,
  initial,
}: {
  initialQuery: Q;
  load: (query: Q) => Promise<Answer>;
  totalPagesOf: (answer: Answer) => number | undefined;
  /** How long typing must pause before the search runs. */
  searchDelayMs?: number;
  /** The first page for the address, read by the route's server loader (`firstListQuery`). */
  initial?: InitialData<Answer> | null;
}) {
  const [query, setQuery] = useAddressQuery(initialQuery);
  const [search, setSearch] = useState(query.search ?? "");
  const term = useDebouncedValue(search.trim(), searchDelayMs);
  const effective = effectiveQuery(query, term);
  const list = useApiData(JSON.stringify(effective), () => load(effective), { initial });
  // New search words go back to the first page (the words the list opened with keep its page).
  useEffect(
    () =>
      setQuery((current) =>
        (current.search ?? "") === term ? current : { ...current, search: term || undefined, page: 1 },
      ),
    [term, setQuery],
  );
  const setPage = useCallback((page: number) => setQuery((current) => ({ ...current, page })), [setQuery]);
  useClampedPage(query.page, list.data ? totalPagesOf(list.data) : undefined, setPage);
  /** Changes filters, sort or page size and goes back to the first page. */
  const change = useCallback(
    (next: Partial<Q>) => setQuery((current) => ({ ...current, ...next, page: 1 })),
    [setQuery],
  );
  return { query, change, search, setSearch, list, setPage };
}

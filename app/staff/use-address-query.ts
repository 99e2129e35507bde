import { useCallback } from "react";
import { useSearchParams } from "react-router";

/** A staff list's query: its page, size, search words and filters by name. */
export type AddressQuery = Record<string, string | number | undefined> & {
  page: number;
  limit: number;
  search?: string;
};

/** The list's query as the address holds it: ?page=2&search=…&<filter>=… (defaults left out). */
function queryFrom(filters: readonly string[], pageSize: number, params: URLSearchParams): AddressQuery {
  const page = Number(params.get("page"));
  const query: AddressQuery = {
    page: Number.isInteger(page) && page > 1 ? page : 1,
    limit: pageSize,
    search: params.get("search") || undefined,
  };
  for (const name of filters) query[name] = params.get(name) || undefined;
  return query;
}

function paramsFrom(filters: readonly string[], query: AddressQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.search) params.set("search", String(query.search));
  for (const name of filters) if (query[name]) params.set(name, String(query[name]));
  if (query.page > 1) params.set("page", String(query.page));
  return params;
}

/**
 * A staff list's page, search words and filters, kept in the address (a reload or a shared link shows
 * the same list), as the list hook's query state.
 */
export function useAddressQuery(filters: readonly string[], pageSize: number) {
  const [params, setParams] = useSearchParams();
  const query = queryFrom(filters, pageSize, params);
  const setQuery = useCallback(
    (update: (current: AddressQuery) => AddressQuery) =>
      setParams(
        (current) => {
          const before = queryFrom(filters, pageSize, current);
          const next = update(before);
          return next === before ? current : paramsFrom(filters, next);
        },
        { replace: true },
      ),
    [filters, pageSize, setParams],
  );
  return [query, setQuery] as const;
}

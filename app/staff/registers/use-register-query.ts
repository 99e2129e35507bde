import { useCallback } from "react";
import { useSearchParams } from "react-router";
import type { RegisterQuery } from "./register-api";
import type { Register } from "./registers";

export const REGISTER_PAGE_SIZE = 20;

/** A list with these filters (a register, or another list kept in the address); a constant, not made per render. */
type Filtered = Pick<Register, "filters">;

/** The list's query as the address holds it: ?page=2&search=…&<filter>=… (defaults left out). */
function queryFrom(register: Filtered, params: URLSearchParams): RegisterQuery {
  const page = Number(params.get("page"));
  const query: RegisterQuery = {
    page: Number.isInteger(page) && page > 1 ? page : 1,
    limit: REGISTER_PAGE_SIZE,
    search: params.get("search") || undefined,
  };
  for (const name of register.filters) query[name] = params.get(name) || undefined;
  return query;
}

function paramsFrom(register: Filtered, query: RegisterQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.search) params.set("search", String(query.search));
  for (const name of register.filters) if (query[name]) params.set(name, String(query[name]));
  if (query.page > 1) params.set("page", String(query.page));
  return params;
}

/**
 * A register list's page, search words and filters, kept in the address (a reload or a shared link shows
 * the same list), as the list hook's query state.
 */
export function useRegisterQuery(register: Filtered) {
  const [params, setParams] = useSearchParams();
  const query = queryFrom(register, params);
  const setQuery = useCallback(
    (update: (current: RegisterQuery) => RegisterQuery) =>
      setParams(
        (current) => {
          const before = queryFrom(register, current);
          const next = update(before);
          return next === before ? current : paramsFrom(register, next);
        },
        { replace: true },
      ),
    [register, setParams],
  );
  return [query, setQuery] as const;
}

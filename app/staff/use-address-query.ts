import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";

/** A staff list's query: its page, size, search words, and filters and sort by name. */
export type AddressQuery = Record<string, string | number | undefined> & {
  page: number;
  limit: number;
  search?: string;
};

const MAX_PAGE_SIZE = 100;
const positive = (text: string | null) => {
  const value = Number(text);
  return Number.isInteger(value) && value > 0 ? value : undefined;
};

/** The list's query as the address holds it: ?page=2&limit=50&search=…&<filter>=… over the list's defaults. */
export function queryFrom<Q extends AddressQuery>(defaults: Q, params: URLSearchParams): Q {
  const query: AddressQuery = { ...defaults };
  for (const name of Object.keys(defaults)) {
    const value = params.get(name);
    if (name === "page") query.page = positive(value) ?? 1;
    else if (name === "limit") query.limit = Math.min(positive(value) ?? defaults.limit, MAX_PAGE_SIZE);
    else if (value !== null) query[name] = value;
  }
  if (!("search" in defaults)) query.search = params.get("search") || undefined;
  return query as Q;
}

/** Only what differs from the defaults goes into the address, in a steady order. */
function paramsFrom(defaults: AddressQuery, query: AddressQuery): URLSearchParams {
  const params = new URLSearchParams();
  const names = [...new Set(["search", ...Object.keys(defaults).filter((name) => name !== "page"), "page"])];
  for (const name of names) {
    const value = query[name];
    if (
      value !== undefined &&
      value !== "" &&
      String(value) !== String(defaults[name] ?? "") &&
      !(name === "page" && value === 1)
    )
      params.set(name, String(value));
    else if (value === "" && defaults[name]) params.set(name, "");
  }
  return params;
}

/**
 * A staff list's page, page size, search words, filters and sort, kept in the address over the list's
 * defaults: Back, a reload or a shared link shows the same list. Every staff list keeps its state here,
 * through `useContentList`.
 */
export function useAddressQuery<Q extends AddressQuery>(defaults: Q) {
  const [params, setParams] = useSearchParams();
  const key = JSON.stringify(defaults);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the defaults by value, not by identity
  const stableDefaults = useMemo(() => defaults, [key]);
  const query = useMemo(() => queryFrom(stableDefaults, params), [stableDefaults, params]);
  // An update that changes nothing does not navigate (the list's mount would otherwise re-render the whole
  // screen for the same address while it hydrates, ADR 028). `params` is what React Router's functional form
  // would pass: the address of this render.
  const setQuery = useCallback(
    (update: (current: Q) => Q) => {
      const before = queryFrom(stableDefaults, params);
      const next = update(before);
      if (next !== before) setParams(paramsFrom(stableDefaults, next), { replace: true });
    },
    [stableDefaults, params, setParams],
  );
  return [query, setQuery] as const;
}

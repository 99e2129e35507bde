import { useMatches } from "react-router";

type MatchLike = { id: string } | undefined;

/**
 * Content of a module that serves several routes (e.g. the four leader messages), picked by route id
 * (the ids of app/routes/site/site-routes.ts). Works from `meta` (its matches) and from the component.
 */
export function contentFor<T>(byRouteId: Readonly<Record<string, T>>, matches: readonly MatchLike[]): T {
  for (let index = matches.length - 1; index >= 0; index--) {
    const id = matches[index]?.id;
    if (id && Object.hasOwn(byRouteId, id)) return byRouteId[id]!;
  }
  throw new Error("This route has no content entry");
}

export function useRouteContent<T>(byRouteId: Readonly<Record<string, T>>): T {
  return contentFor(byRouteId, useMatches());
}

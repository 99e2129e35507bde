import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/** False in the server-rendered HTML and during hydration; true once the page's JavaScript runs. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

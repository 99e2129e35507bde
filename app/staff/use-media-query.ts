import { useSyncExternalStore } from "react";

/**
 * Whether the window matches a media query, following changes; null on the server and while hydrating (the
 * server cannot know the width), so a screen renders the same HTML on both and lets CSS decide until then.
 */
export function useMediaQuery(query: string): boolean | null {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    () => window.matchMedia(query).matches,
    () => null,
  );
}

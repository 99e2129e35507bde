import { startTransition, useEffect, useState } from "react";

/**
 * Whether the window matches a media query, following changes; null on the server and while hydrating (the
 * server cannot know the width), so a screen renders the same HTML on both and lets CSS decide until then.
 * The answer comes as a transition after hydration (not the synchronous re-render of the whole screen that
 * `useSyncExternalStore` forces when the server's value differs, ADR 028).
 */
export function useMediaQuery(query: string): boolean | null {
  const [matches, setMatches] = useState<boolean | null>(null);
  useEffect(() => {
    const list = window.matchMedia(query);
    const follow = () => startTransition(() => setMatches(list.matches));
    follow();
    list.addEventListener("change", follow);
    return () => list.removeEventListener("change", follow);
  }, [query]);
  return matches;
}

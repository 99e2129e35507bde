/**
 * How a page gets its JavaScript (ADR 013). A route declares it with `export const handle = { hydrate: … }`;
 * the deepest route that declares one decides, and routes that declare nothing inherit from their parents.
 *
 * - `"immediate"` (the default, the back-office): React Router's scripts and `modulepreload` links in the
 *   HTML, hydration as soon as they arrive.
 * - `"after-paint"`: the page hydrates, but its scripts are requested only after the first paint (after the
 *   `load` event); `entry.server.tsx` rewrites the module script into a loader and drops the preloads.
 * - `"none"`: React renders the page on the server only; no React Router scripts at all. The site's small
 *   enhancement script (menus, drawer, pop-up, carousels, lightbox) is loaded after paint instead.
 */
export type Hydration = "immediate" | "after-paint" | "none";

export interface HydrationHandle {
  hydrate?: Hydration;
}

export function hydrationOf(handles: readonly unknown[]): Hydration {
  let mode: Hydration = "immediate";
  for (const handle of handles) {
    const declared = handle && typeof handle === "object" ? (handle as HydrationHandle).hydrate : undefined;
    if (declared) mode = declared;
  }
  return mode;
}

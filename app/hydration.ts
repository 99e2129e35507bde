/**
 * Whether a page hydrates (ADR 013). A route declares it with `export const handle = { hydrate: … }`; the
 * deepest route that declares one decides, and routes that declare nothing inherit from their parents.
 *
 * - `"immediate"` (the default): React Router's scripts and `modulepreload` links in the HTML, hydration as
 *   soon as they arrive.
 * - `"after-paint"` (the back-office, ADR 028): the page hydrates, but its scripts are requested only after
 *   the first paint of its server-rendered HTML; `entry.server.tsx` drops the `modulepreload` links and turns
 *   React Router's module script into a loader (`defer-scripts.server.ts`).
 * - `"none"` (the public site, declared by its layout): React renders the page on the server only, with no
 *   React Router script at all. The site's small enhancement script (app/site/enhance/) is loaded after
 *   the first paint instead.
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

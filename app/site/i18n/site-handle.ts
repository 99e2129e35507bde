import type { HydrationHandle } from "~/hydration";

/**
 * What a public page declares in its `handle`: `translated: true` once its interface text comes from the
 * message catalogues (issue 24). A Hindi page not yet translated shows its English body marked `lang="en"`,
 * with a note in Hindi that it is not yet translated.
 */
export interface SiteHandle extends HydrationHandle {
  translated?: boolean;
}

export const isTranslated = (handles: readonly unknown[]) =>
  handles.some((handle) =>
    Boolean(handle && typeof handle === "object" && (handle as SiteHandle).translated),
  );

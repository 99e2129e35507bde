import type { JobFilters } from "~/site/careers/job-openings";

/**
 * The careers page's address for a set of filters: only what restricts the list (no "all", no empty
 * search), so it stays short and shareable. Used by the page and by its script (app/site/enhance/careers.ts).
 */
export function jobFilterQuery(filters: JobFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q.trim()) params.set("q", filters.q.trim());
  if (filters.department !== "all") params.set("department", filters.department);
  if (filters.type !== "all") params.set("type", filters.type);
  return params;
}

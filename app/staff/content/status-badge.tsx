import type { Badge } from "../status-badge";

/** Draft / Published (and, for published records, Scheduled, Expired or Closed by their dates). */
export const publicationBadge = (status: "draft" | "published", note?: string): Badge => ({
  label: note ?? (status === "published" ? "Published" : "Draft"),
  tone: status === "draft" ? "grey" : note ? "amber" : "green",
  status,
});

/** A URL-safe slug of a title: lower-case ASCII words joined by hyphens, at most `max` characters. */
export function slugify(title: string, max = 80): string {
  const slug = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, max)
    .replace(/-+$/g, "");
  return slug || "notice";
}

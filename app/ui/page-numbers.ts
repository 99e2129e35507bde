export type PageItem = number | "ellipsis-start" | "ellipsis-end";

/** A window of `size` page numbers around the current page (2 either side when possible). */
export function pageWindowNumbers(current: number, total: number, size = 5): number[] {
  if (total <= 0) return [];
  const start = Math.max(1, Math.min(current - Math.floor(size / 2), total - size + 1));
  const end = Math.min(total, start + size - 1);
  return Array.from({ length: end - start + 1 }, (_, index) => start + index);
}

/** The window plus first/last pages and ellipses where pages are skipped. */
export function pageItemsWithEllipses(current: number, total: number, size = 5): PageItem[] {
  const numbers = pageWindowNumbers(current, total, size);
  if (numbers.length === 0) return [];
  const items: PageItem[] = [];
  const first = numbers[0]!;
  const last = numbers.at(-1)!;
  if (first > 1) items.push(1);
  if (first > 2) items.push("ellipsis-start");
  items.push(...numbers);
  if (last < total - 1) items.push("ellipsis-end");
  if (last < total) items.push(total);
  return items;
}

/** "Showing X to Y of N" bounds for a page. */
export function rangeOf(page: number, limit: number, total: number) {
  if (total === 0) return { from: 0, to: 0 };
  return { from: (page - 1) * limit + 1, to: Math.min(page * limit, total) };
}

export interface PageWindow {
  page: number;
  limit: number;
  offset: number;
  total: number;
  totalPages: number;
  hasNext: boolean;
  hasPrev: boolean;
}

/** One pagination rule for every list; each list renames the fields as its spec says. */
export function pageWindow(page: number, limit: number, total: number): PageWindow {
  const totalPages = Math.ceil(total / limit);
  return {
    page,
    limit,
    offset: (page - 1) * limit,
    total,
    totalPages,
    hasNext: page < totalPages,
    hasPrev: page > 1,
  };
}

import { sql, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { ContentPagination } from "../../contract/content";
import type { Db } from "../db/client";
import { pageWindow, type PageWindow } from "./pagination";

/**
 * One page of a content list (notices, documents, jobs, …) and its window in the content lists' field names:
 * counts the rows matching `where`, then reads the page in `order`.
 */
export async function contentPage<T extends PgTable>(
  db: Db,
  table: T,
  where: SQL | undefined,
  order: SQL[],
  query: { page: number; limit: number },
) {
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(table as PgTable)
    .where(where);
  const window = pageWindow(query.page, query.limit, count!.n);
  const rows = (await db
    .select()
    .from(table as PgTable)
    .where(where)
    .orderBy(...order)
    .limit(window.limit)
    .offset(window.offset)) as T["$inferSelect"][];
  return { rows, pagination: contentPagination(window) };
}

/** A page window in the content lists' field names. */
export const contentPagination = (window: PageWindow): ContentPagination => ({
  currentPage: window.page,
  totalPages: window.totalPages,
  totalRecords: window.total,
  limit: window.limit,
  hasNext: window.hasNext,
  hasPrev: window.hasPrev,
});

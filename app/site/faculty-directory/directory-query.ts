import type { FacultyPagination, PublicFaculty } from "../../../contract/faculty";

/** Page sizes of the public faculty directory (public spec §9); 25 is the default. */
export const PAGE_SIZES = [10, 25, 50, 100, 200] as const;
export const DEFAULT_PAGE_SIZE = 25;

/** Page and page size from the address; anything unexpected falls back to page 1 and the default size. */
export function readDirectoryQuery(url: URL): { page: number; limit: number } {
  const page = Number(url.searchParams.get("page") ?? 1);
  const limit = Number(url.searchParams.get("limit") ?? DEFAULT_PAGE_SIZE);
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 1_000_000 ? page : 1,
    limit: (PAGE_SIZES as readonly number[]).includes(limit) ? limit : DEFAULT_PAGE_SIZE,
  };
}

/** The shareable address of a page: the default size is left out. */
export function directoryHref(page: number, limit: number): string {
  const params = new URLSearchParams();
  if (page > 1) params.set("page", String(page));
  if (limit !== DEFAULT_PAGE_SIZE) params.set("limit", String(limit));
  const query = params.toString();
  return query ? `?${query}` : "?";
}

/** One row of the directory: only what the public table shows. */
export interface DirectoryRow {
  id: string;
  name: string;
  designation: string | null;
  qualification: string | null;
  regNo: string | null;
  AEBASID: string | null;
  experienceYears: number | null;
}

/** Picks the shown fields, so nothing else (e-mail, phone, anything added later) ever reaches the page. */
export function toDirectoryRow(member: PublicFaculty): DirectoryRow {
  return {
    id: member._id,
    name: member.name,
    designation: member.designation || null,
    qualification: member.qualification || null,
    regNo: member.regNo || null,
    AEBASID: member.AEBASID || null,
    experienceYears: member.experienceYears ?? null,
  };
}

export type DirectoryData =
  | { state: "loaded"; rows: DirectoryRow[]; pagination: FacultyPagination; page: number; limit: number }
  | { state: "error"; page: number; limit: number };

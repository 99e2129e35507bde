import { DEPARTMENTS, type DepartmentName } from "../../../contract/departments";
import type { FacultyPagination, PublicFaculty } from "../../../contract/faculty";

/** Page sizes of the public faculty directory (public spec §9); 25 is the default. */
export const PAGE_SIZES = [10, 25, 50, 100, 200] as const;
export const DEFAULT_PAGE_SIZE = 25;

export interface DirectoryQuery {
  page: number;
  limit: number;
  /** Only this department's faculty (issue 23: a patient finds the cardiologists). */
  department?: DepartmentName;
}

/**
 * Page, page size and department from the address; anything unexpected falls back to page 1, the default
 * size and every department.
 */
export function readDirectoryQuery(url: URL): DirectoryQuery {
  const page = Number(url.searchParams.get("page") ?? 1);
  const limit = Number(url.searchParams.get("limit") ?? DEFAULT_PAGE_SIZE);
  const department = DEPARTMENTS.find((name) => name === url.searchParams.get("department"));
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 1_000_000 ? page : 1,
    limit: (PAGE_SIZES as readonly number[]).includes(limit) ? limit : DEFAULT_PAGE_SIZE,
    ...(department ? { department } : {}),
  };
}

/** The shareable address of a page: the default size and "every department" are left out. */
export function directoryHref(page: number, limit: number, department?: string): string {
  const params = new URLSearchParams();
  if (department) params.set("department", department);
  if (page > 1) params.set("page", String(page));
  if (limit !== DEFAULT_PAGE_SIZE) params.set("limit", String(limit));
  const query = params.toString();
  return query ? `?${query}` : "?";
}

/** One row of the directory: only what the public table shows. */
export interface DirectoryRow {
  id: string;
  name: string;
  department: string | null;
  designation: string | null;
  /** A post the member holds (Principal, Dean, Medical Superintendent, Head of Department), or null. */
  leadershipRole: string | null;
  qualification: string | null;
  regNo: string | null;
  AEBASID: string | null;
  experienceYears: number | null;
  /** The OPD days and hours this season ("Mon, Thu 9:00 am – 1:00 pm"), or null. */
  opdDays: string | null;
}

/** The directory's designation: "Professor, Head of Department" for a member who holds a post. */
export const designationText = (row: Pick<DirectoryRow, "designation" | "leadershipRole">) =>
  [row.designation, row.leadershipRole].filter(Boolean).join(", ") || null;

/** Picks the shown fields, so nothing else (e-mail, phone, anything added later) ever reaches the page. */
export function toDirectoryRow(member: PublicFaculty, opdDays: string | null = null): DirectoryRow {
  return {
    id: member._id,
    name: member.name,
    department: member.department || null,
    designation: member.designation || null,
    leadershipRole: member.leadershipRole || null,
    qualification: member.qualification || null,
    regNo: member.regNo || null,
    AEBASID: member.AEBASID || null,
    experienceYears: member.experienceYears ?? null,
    opdDays,
  };
}

export type DirectoryData =
  | ({ state: "loaded"; rows: DirectoryRow[]; pagination: FacultyPagination } & DirectoryQuery)
  | ({ state: "error" } & DirectoryQuery);

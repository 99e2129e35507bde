import type { CsvImportResult, Faculty, FacultyListResponse } from "../../../contract/faculty";
import { apiRequest, apiUpload } from "../api-client";

export const FACULTY_PAGE_SIZE = 12;

export type FacultyQuery = {
  page: number;
  search?: string;
  department: string;
};

/** The list's call for a query: a page of twelve, newest first (the server loader sends the same). */
export const facultyListParams = (query: FacultyQuery) => ({
  page: query.page,
  limit: FACULTY_PAGE_SIZE,
  search: query.search?.trim(),
  department: query.department,
  sortBy: "createdAt",
  sortOrder: "desc",
});

/** A page of the list: every field, as staff who may read faculty records get it. */
export interface FacultyPage {
  faculty: Faculty[];
  pagination: FacultyListResponse["data"]["pagination"];
}

export async function listFaculty(query: FacultyQuery): Promise<FacultyPage> {
  const body = await apiRequest<FacultyListResponse>("faculty", {
    query: facultyListParams(query),
    fallback: "the server did not answer as expected",
  });
  return { faculty: body.data.faculty as Faculty[], pagination: body.data.pagination };
}

/** Creates (201) or updates (200) a member from the form's multipart body. */
export async function saveFaculty(id: string | null, form: FormData) {
  return apiRequest<{ message?: string; data: Faculty }>(
    id ? `faculty/${encodeURIComponent(id)}` : "faculty",
    {
      method: id ? "PUT" : "POST",
      form,
      fallback: id ? "Failed to update faculty member" : "Failed to add faculty member",
    },
  );
}

export function deleteFaculty(id: string) {
  return apiRequest(`faculty/${encodeURIComponent(id)}`, {
    method: "DELETE",
    fallback: "Failed to delete faculty member",
  });
}

export function importFacultyCsv(file: File, onProgress: (fraction: number) => void) {
  const form = new FormData();
  form.append("csvFile", file);
  return apiUpload<{ message?: string; data: CsvImportResult }>(
    "faculty/import-csv",
    form,
    onProgress,
    "Failed to import CSV",
  );
}

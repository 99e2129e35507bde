import type { AppLoadContext } from "react-router";
import { facultyListQuery } from "../../../contract/faculty";
import { loadListScreen } from "../screen-data.server";
import type { AddressQuery } from "../use-address-query";
import { facultyListParams, type FacultyPage, type FacultyQuery } from "./faculty-api";

/**
 * The faculty list's first page for the address's query, read on the server as GET /api/faculty answers a
 * member holding faculty:read (every field); a role without it gets none (its screen says "Not allowed").
 */
export const loadFacultyScreen = (
  context: AppLoadContext,
  request: Request,
  defaults: FacultyQuery & AddressQuery,
) =>
  loadListScreen(context, request, defaults, {
    permission: "faculty:read",
    schema: facultyListQuery,
    params: facultyListParams,
    read: async (query): Promise<FacultyPage> =>
      (await context.services.faculty.list(query, { includePrivate: true })) as FacultyPage,
  });

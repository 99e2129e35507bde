import type { AppLoadContext } from "react-router";
import type { z } from "zod";
import { clinicalMaterialListQuery } from "../../../contract/clinical-material";
import { examResultListQuery } from "../../../contract/exam-results";
import { staffListQuery } from "../../../contract/non-teaching-staff";
import { studentListQuery } from "../../../contract/students";
import { navItemFor } from "../nav-items";
import { loadListScreen } from "../screen-data.server";
import type { InitialData } from "../use-api-data";
import type { RegisterAnswer } from "./register-api";
import type { Register } from "./registers";
import { registerQuery } from "./use-register-query";

type Services = AppLoadContext["services"];
type Which = "public" | "staff";

/** How GET /api/<register> reads a page: its query schema and its service's `list` (`recordRoutes`). */
interface RegisterList {
  schema: z.ZodObject;
  list: (services: Services, query: never, which: Which) => Promise<object>;
}

const LISTS: Record<string, RegisterList> = {
  "non-teaching-staff": {
    schema: staffListQuery,
    list: (services, query, which) => services.nonTeachingStaff.list(query, which),
  },
  students: {
    schema: studentListQuery,
    list: (services, query, which) => services.students.list(query, which),
  },
  "clinical-material": {
    schema: clinicalMaterialListQuery,
    list: (services, query, which) => services.clinicalMaterial.list(query, which),
  },
  "exam-results": {
    schema: examResultListQuery,
    list: (services, query, which) => services.examResults.list(query, which),
  },
};

/** A register screen's first page, and whose it is. */
export interface RegisterFirstPage {
  register: string;
  list: InitialData<RegisterAnswer> | null;
}

/**
 * A register's first page for the address's query, read on the server as GET /api/<register> answers the
 * signed-in member: every field for a role holding the register's write permission, the public fields for
 * any other (the route is public; the screen shows those fields to a role that only reads). Only for a role
 * that may use the screen (its navigation entry's permissions: clinical material and examination results are
 * for their writers; a role whose screen says "Not allowed" gets nothing).
 */
export async function loadRegisterScreen(
  context: AppLoadContext,
  request: Request,
  register: Register | undefined,
): Promise<RegisterFirstPage | null> {
  const read = register && LISTS[register.path];
  if (!register || !read) return null;
  const { list } = await loadListScreen(context, request, registerQuery(register), {
    permission: navItemFor(`/dashboard/${register.path}`, [])?.permissions ?? null,
    schema: read.schema,
    read: async (query, member): Promise<RegisterAnswer> => ({
      data: (await read.list(
        context.services,
        query as never,
        member.may(register.write) ? "staff" : "public",
      )) as RegisterAnswer["data"],
    }),
  });
  return { register: register.path, list };
}

import { Hono } from "hono";
import type { AuthService } from "../auth/auth.service";
import type { AppEnv } from "../http/context";
import type { RouteDoc } from "../http/openapi";
import type { FacultyService } from "./faculty.service";

// Placeholder until the faculty domain lands (being built in parallel).
export function facultyRoutes(_faculty: FacultyService, _auth: AuthService) {
  return new Hono<AppEnv>();
}
export const facultyRouteDocs: RouteDoc[] = [];

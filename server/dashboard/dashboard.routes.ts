import { Hono } from "hono";
import { dashboardSummaryResponse } from "../../contract/dashboard";
import type { AppEnv } from "../http/context";
import type { RouteDoc } from "../http/openapi";
import { actorOf, requireSession } from "../http/permissions";
import type { DashboardService } from "./dashboard.service";

export function dashboardRoutes(dashboard: DashboardService) {
  const app = new Hono<AppEnv>();
  app.get("/", requireSession(), async (c) =>
    c.json({ success: true, data: await dashboard.summary(actorOf(c)) }),
  );
  return app;
}

export const dashboardRouteDocs: RouteDoc[] = [
  {
    method: "get",
    path: "/dashboard",
    tag: "Dashboard",
    secure: true,
    summary:
      "The back-office dashboard's figures, counted from the records: students now studying, published courses, and whether this is the caller's first visit (one sign-in so far). Any signed-in staff member (the counts are public on the site)",
    responses: { 200: { description: "The figures", schema: dashboardSummaryResponse } },
  },
];

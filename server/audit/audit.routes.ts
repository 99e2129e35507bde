import { Hono } from "hono";
import { auditListQuery, auditListResponse } from "../../contract/audit";
import type { AppEnv } from "../http/context";
import type { RouteDoc } from "../http/openapi";
import { requirePermission } from "../http/permissions";
import { parseInput } from "../lib/validate";
import type { AuditService } from "./audit.service";

export function auditRoutes(audit: AuditService) {
  const app = new Hono<AppEnv>();
  app.get("/", requirePermission("audit:read"), async (c) => {
    const query = parseInput(auditListQuery, c.req.query());
    return c.json({ success: true, ...(await audit.list(query)) });
  });
  return app;
}

export const auditRouteDocs: RouteDoc[] = [
  {
    method: "get",
    path: "/audit",
    tag: "Audit trail",
    secure: true,
    summary:
      "The audit trail, newest first (admin). Filters: actor (id or e-mail), action (`faculty` or `faculty.update`), entity, entityId, from/to (dates, inclusive)",
    query: auditListQuery,
    responses: {
      200: { description: "A page of entries", schema: auditListResponse },
      400: { description: "Bad query" },
      403: { description: "Forbidden: your role does not allow this" },
    },
  },
];

import { collegeDate } from "../../contract/college-time";
import { Hono } from "hono";
import { z } from "zod";
import {
  auditEntrySchema,
  auditFacetsResponse,
  auditListQuery,
  auditListResponse,
} from "../../contract/audit";
import { successBody } from "../../contract/common";

const auditEntryList = successBody(z.array(auditEntrySchema));
import type { AppEnv } from "../http/context";
import type { RouteDoc } from "../http/openapi";
import { FORBIDDEN_MESSAGE } from "../../contract/permissions";
import { forbidden, notFound } from "../errors";
import { actorOf, callerCan, requirePermission, requireSession } from "../http/permissions";
import { toCsv } from "../lib/csv";
import { parseInput } from "../lib/validate";
import { createAuditViews } from "./audit-views";
import type { Services } from "../module";
import type { AuditService } from "./audit.service";

/**
 * The trail's routes. The people in it are named by the users service; a record's own history is readable by
 * whoever may read that record, as the module writing its kind declares (`audit.readers`, server/module.ts).
 */
export function auditRoutes(audit: AuditService, services: Services) {
  const app = new Hono<AppEnv>();
  const views = createAuditViews(audit, services);
  const named = views.named;

  app.get("/", requirePermission("audit:read"), async (c) =>
    c.json(await views.page(parseInput(auditListQuery, c.req.query()))),
  );

  app.get("/facets", requirePermission("audit:read"), async (c) =>
    c.json({ success: true, data: await views.facets() }),
  );

  app.get("/export", requirePermission("audit:read"), async (c) => {
    const { page: _page, limit: _limit, ...filters } = parseInput(auditListQuery, c.req.query());
    const rows = await audit.exportRows(actorOf(c), filters);
    const csv = toCsv(
      ["at", "actor", "role", "action", "entity", "entityId", "changes", "details", "ip", "requestId"],
      rows.map((row) => [
        row.at,
        row.actor?.email ?? "",
        row.actor?.role ?? "",
        row.action,
        row.entity,
        row.entityId ?? "",
        row.changes ? JSON.stringify(row.changes) : "",
        row.details ? JSON.stringify(row.details) : "",
        row.ip ?? "",
        row.requestId ?? "",
      ]),
    );
    const day = collegeDate();
    return c.body(csv, 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="audit-trail-${day}.csv"`,
      "Cache-Control": "no-store",
    });
  });

  // A record's own history, for its screen: allowed to whoever may read that kind of record.
  app.get("/record/:entity/:id", requireSession(), async (c) => {
    const readers = audit.catalogue.readerOf(c.req.param("entity"));
    if (!readers) throw notFound("No history is kept for that kind of record");
    if (!readers.permissions.some((permission) => callerCan(c, permission)))
      throw forbidden(FORBIDDEN_MESSAGE);
    await readers.visible?.(c, c.req.param("id"), services);
    const { data } = await audit.list({
      page: 1,
      limit: 100,
      entity: c.req.param("entity"),
      entityId: c.req.param("id"),
    });
    return c.json({ success: true, data: await named(data) });
  });
  return app;
}

export const auditRouteDocs: RouteDoc[] = [
  {
    method: "get",
    path: "/audit/export",
    tag: "Audit trail",
    secure: true,
    summary:
      "The filtered trail as CSV, newest first (admin; at most 50,000 rows). The export is itself recorded",
    query: auditListQuery,
    responses: {
      200: { description: "text/csv file" },
      403: { description: "Forbidden: your role does not allow this" },
    },
  },
  {
    method: "get",
    path: "/audit/record/{entity}/{id}",
    tag: "Audit trail",
    secure: true,
    summary:
      "One record's own history, newest first (entity: faculty, enquiry, message, user), for whoever may read that kind of record",
    responses: {
      200: { description: "Its entries", schema: auditEntryList },
      403: { description: "Forbidden: your role does not allow this" },
      404: { description: "No history is kept for that kind of record" },
    },
  },
  {
    method: "get",
    path: "/audit/facets",
    tag: "Audit trail",
    secure: true,
    summary:
      "Every actor (by name and e-mail) and every action that appears in the trail, for the screen's lists (admin)",
    responses: {
      200: { description: "The actors and actions", schema: auditFacetsResponse },
      403: { description: "Forbidden: your role does not allow this" },
    },
  },
  {
    method: "get",
    path: "/audit",
    tag: "Audit trail",
    secure: true,
    summary:
      "The audit trail, newest first (admin), each entry with its actor's name and its record's name where the trail has one. Filters: actor (id or e-mail), action (`faculty` or `faculty.update`), entity, entityId, from/to (dates, inclusive, days in India time)",
    query: auditListQuery,
    responses: {
      200: { description: "A page of entries", schema: auditListResponse },
      400: { description: "Bad query" },
      403: { description: "Forbidden: your role does not allow this" },
    },
  },
];

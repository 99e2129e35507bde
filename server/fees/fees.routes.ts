import { Hono } from "hono";
import { feeTableInput, feeTableListResponse, feeTableResponse } from "../../contract/fees";
import { readJson } from "../http/body-limit";
import type { AppEnv } from "../http/context";
import type { RouteDoc } from "../http/openapi";
import { actorOf, callerCan, refuseStaleSession, requirePermission } from "../http/permissions";
import type { FeesService } from "./fees.service";

export function feesRoutes(fees: FeesService) {
  const app = new Hono<AppEnv>();

  app.get("/", refuseStaleSession(), async (c) => {
    const data = await fees.list({ staff: callerCan(c, "content:write") });
    return c.json({ success: true, data });
  });

  app.get("/:id", refuseStaleSession(), async (c) => {
    const data = await fees.get(c.req.param("id"), { staff: callerCan(c, "content:write") });
    return c.json({ success: true, data });
  });

  app.put("/:id", requirePermission("content:write"), async (c) => {
    const data = await fees.save(actorOf(c), c.req.param("id"), await readJson(c));
    const message = data.status === "published" ? "Fee table published" : "Draft saved";
    return c.json({ success: true, message, data });
  });

  app.delete("/:id/draft", requirePermission("content:write"), async (c) => {
    const data = await fees.discardDraft(actorOf(c), c.req.param("id"));
    return c.json({ success: true, message: "Draft discarded", data });
  });

  return app;
}

export const feesRouteDocs: RouteDoc[] = [
  {
    method: "get",
    path: "/fees",
    tag: "Fee tables",
    secure: "optional",
    summary:
      "Both fee tables. Visitors get the published ones; staff (content:write) get their working version: a draft (status draft) when one waits, else the published table",
    responses: { 200: { description: "The UG and PG tables", schema: feeTableListResponse } },
  },
  {
    method: "get",
    path: "/fees/{id}",
    tag: "Fee tables",
    secure: "optional",
    summary: "One fee table (ug or pg), as GET /fees gives it",
    responses: {
      200: { description: "The table", schema: feeTableResponse },
      404: { description: "Not ug or pg" },
    },
  },
  {
    method: "put",
    path: "/fees/{id}",
    tag: "Fee tables",
    secure: true,
    summary:
      "Replace a fee table: session (like 2026-27), rows (item, amount ≥ 0, currency INR/USD, unit, terms), courses (PG: course, amount INR, nriAmount USD) and notes. status published shows it to visitors at once; draft keeps it for staff",
    body: feeTableInput,
    responses: {
      200: { description: "Saved", schema: feeTableResponse },
      400: { description: "An invalid field; the message names the row (nothing is saved)" },
      404: { description: "Not ug or pg" },
    },
  },
  {
    method: "delete",
    path: "/fees/{id}/draft",
    tag: "Fee tables",
    secure: true,
    summary: "Discard the table's unpublished draft",
    responses: { 200: { description: "The published table", schema: feeTableResponse } },
  },
];

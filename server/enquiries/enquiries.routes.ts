import { Hono } from "hono";
import { messageBody, successBody } from "../../contract/common";
import {
  ENQUIRY_SENT_MESSAGE,
  enquiryInput,
  enquiryListQuery,
  enquiryListResponse,
  enquiryResponse,
  enquiryStatsSchema,
  enquiryUpdateInput,
} from "../../contract/enquiry";
import type { AppEnv } from "../http/context";
import { toCsv } from "../lib/csv";
import type { RouteDoc } from "../http/openapi";
import { actorOf, refuseStaleSession, requirePermission } from "../http/permissions";
import { readJson } from "../http/body-limit";
import { isBot, publicFormGuard, type PublicFormLimiter } from "../http/public-form";
import { parseInput } from "../lib/validate";
import type { EnquiriesService } from "./enquiries.service";

export function enquiriesRoutes(enquiries: EnquiriesService, publicLimiter: PublicFormLimiter) {
  const canRead = requirePermission("enquiries:read");
  const canWrite = requirePermission("enquiries:write");
  const app = new Hono<AppEnv>();

  app.post("/", refuseStaleSession(), ...publicFormGuard(publicLimiter), async (c) => {
    const input = parseInput(enquiryInput, await readJson(c));
    if (isBot(input)) return c.json({ success: true, message: ENQUIRY_SENT_MESSAGE }, 201);
    const enquiry = await enquiries.create(actorOf(c), input);
    return c.json({ success: true, message: ENQUIRY_SENT_MESSAGE, data: enquiry }, 201);
  });

  app.get("/", canRead, async (c) => {
    const query = parseInput(enquiryListQuery, c.req.query());
    return c.json({ success: true, ...(await enquiries.list(query)) });
  });

  app.get("/stats", canRead, async (c) => c.json({ success: true, data: await enquiries.stats() }));

  app.get("/export", requirePermission("enquiries:export"), async (c) => {
    const query = parseInput(enquiryListQuery, c.req.query());
    const rows = await enquiries.exportRows(actorOf(c), query);
    const csv = toCsv(
      ["Name", "Email", "Phone", "Course", "NEET Score", "Message", "Date"],
      rows.map((row) => [
        row.name,
        row.email,
        row.phone,
        row.course,
        row.neetScore,
        row.message,
        row.createdAt,
      ]),
    );
    const day = new Date().toISOString().slice(0, 10);
    return c.body(csv, 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="enquiries-${day}.csv"`,
      "Cache-Control": "no-store",
    });
  });

  app.get("/:id", canRead, async (c) =>
    c.json({ success: true, data: await enquiries.get(c.req.param("id")) }),
  );

  app.put("/:id", canWrite, async (c) => {
    const input = parseInput(enquiryUpdateInput, await readJson(c));
    const enquiry = await enquiries.update(actorOf(c), c.req.param("id"), input);
    return c.json({ success: true, message: "Enquiry updated successfully", data: enquiry });
  });

  app.delete("/:id", canWrite, async (c) => {
    await enquiries.remove(actorOf(c), c.req.param("id"));
    return c.json({ success: true, message: "Enquiry deleted successfully" });
  });

  return app;
}

const notFoundResponse = { 404: { description: "No such enquiry" } };

export const enquiriesRouteDocs: RouteDoc[] = [
  {
    method: "post",
    path: "/enquiry",
    tag: "Enquiries",
    summary: "Submit an admission enquiry (public; JSON or form post)",
    body: enquiryInput,
    responses: {
      201: { description: "Stored", schema: successBody(enquiryResponse.shape.data).partial({ data: true }) },
      400: { description: "A missing or invalid field (each listed in errors)" },
      413: { description: "Body too large" },
      429: { description: "Too many submissions from this address" },
    },
  },
  {
    method: "get",
    path: "/enquiry",
    tag: "Enquiries",
    secure: true,
    summary: "List enquiries; NEET scores sort numerically",
    query: enquiryListQuery,
    responses: {
      200: { description: "A page of enquiries", schema: enquiryListResponse },
      400: { description: "Bad query" },
    },
  },
  {
    method: "get",
    path: "/enquiry/stats",
    tag: "Enquiries",
    secure: true,
    summary: "Total, and enquiries per week over the last eight weeks by course",
    responses: { 200: { description: "Figures", schema: successBody(enquiryStatsSchema) } },
  },
  {
    method: "get",
    path: "/enquiry/export",
    tag: "Enquiries",
    secure: true,
    summary: "All enquiries as CSV, in the given order (formula-like cells neutralised)",
    query: enquiryListQuery.pick({ sortBy: true, sortOrder: true, search: true }),
    responses: { 200: { description: "text/csv file" } },
  },
  {
    method: "get",
    path: "/enquiry/{id}",
    tag: "Enquiries",
    secure: true,
    summary: "One enquiry",
    responses: { 200: { description: "The enquiry", schema: enquiryResponse }, ...notFoundResponse },
  },
  {
    method: "put",
    path: "/enquiry/{id}",
    tag: "Enquiries",
    secure: true,
    summary: "Change an enquiry",
    body: enquiryUpdateInput,
    responses: {
      200: { description: "Updated", schema: enquiryResponse },
      400: { description: "Invalid field" },
      ...notFoundResponse,
    },
  },
  {
    method: "delete",
    path: "/enquiry/{id}",
    tag: "Enquiries",
    secure: true,
    summary: "Delete an enquiry",
    responses: { 200: { description: "Deleted", schema: messageBody }, ...notFoundResponse },
  },
];

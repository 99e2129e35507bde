import { Hono } from "hono";
import { z } from "zod";
import { errorBodySchema } from "../../contract/common";
import {
  isMonth,
  monthField,
  previewResponse,
  publicationListQuery,
  publicationListResponse,
  publicationResponse,
  publicationWithRowsResponse,
  publishInput,
} from "../../contract/nmc";
import { readJson } from "../http/body-limit";
import type { AppEnv } from "../http/context";
import { notFound } from "../errors";
import type { RouteDoc } from "../http/openapi";
import { actorOf, requirePermission } from "../http/permissions";
import { parseInput } from "../lib/validate";
import { csvFileName, listCsv, listPdf, pdfFileName } from "./nmc-files";
import type { NmcService } from "./nmc.service";

const revisionQuery = z.object({
  revision: z.coerce
    .number({ error: "revision must be a number" })
    .int({ error: "revision must be a whole number" })
    .min(1, { error: "revision must be 1 or more" })
    .optional(),
});

const previewQuery = z.object({ month: monthField.optional() });

const monthParam = (value: string) => parseInput(z.object({ month: monthField }), { month: value }).month;

export function nmcRoutes(nmc: NmcService) {
  const requireStaff = requirePermission("nmc:publish");
  const app = new Hono<AppEnv>();

  app.get("/faculty-lists", async (c) => {
    const query = parseInput(publicationListQuery, c.req.query());
    return c.json({ success: true, ...(await nmc.list(query)) });
  });

  app.get("/faculty-lists/:month", async (c) => {
    const month = monthParam(c.req.param("month"));
    const { revision } = parseInput(revisionQuery, c.req.query());
    return c.json({ success: true, data: await nmc.get(month, revision) });
  });

  app.post("/faculty-lists", requireStaff, async (c) => {
    const values = parseInput(publishInput, await readJson(c));
    const publication = await nmc.publish(actorOf(c), values);
    return c.json(
      {
        success: true,
        message:
          publication.revision > 1
            ? `Revision ${publication.revision} of the list for ${values.month} published`
            : `The list for ${values.month} is published`,
        data: publication,
      },
      201,
    );
  });

  app.get("/preview", requireStaff, async (c) => {
    const { month } = parseInput(previewQuery, c.req.query());
    return c.json({ success: true, data: await nmc.preview(month) });
  });

  return app;
}

/**
 * The public downloads, at stable addresses beside the month's page: /faculty/department-wise/2026-11.csv
 * and .pdf (the month's latest revision; `?revision=N` for an earlier one).
 */
export function nmcDownloadRoutes(nmc: NmcService) {
  const app = new Hono<AppEnv>();
  app.get("/faculty/department-wise/:file{[0-9]{4}-[0-9]{2}\\.(?:csv|pdf)}", async (c) => {
    const file = c.req.param("file");
    const month = file.slice(0, 7);
    if (!isMonth(month)) throw notFound("No such list");
    const { revision } = parseInput(revisionQuery, c.req.query());
    const list = await nmc.get(month, revision);
    const headers = { "Cache-Control": "public, max-age=300" };
    if (file.endsWith(".csv")) {
      return c.body(listCsv(list), 200, {
        ...headers,
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="${csvFileName(month)}"`,
      });
    }
    const pdf = await listPdf(list);
    return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
      ...headers,
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="${pdfFileName(month)}"`,
    });
  });
  return app;
}

const monthNotFound = { 404: { description: "Nothing published for that month", schema: errorBodySchema } };

export const nmcRouteDocs: RouteDoc[] = [
  {
    method: "get",
    path: "/nmc/faculty-lists",
    tag: "NMC disclosure",
    summary: "Every published NMC faculty list (each revision), newest month first",
    query: publicationListQuery,
    responses: { 200: { description: "A page of publications", schema: publicationListResponse } },
  },
  {
    method: "get",
    path: "/nmc/faculty-lists/{month}",
    tag: "NMC disclosure",
    summary:
      "A month's department-wise list (YYYY-MM): its latest revision with its rows (or ?revision=N), and every revision",
    query: revisionQuery,
    responses: {
      200: { description: "The list", schema: publicationWithRowsResponse },
      400: { description: "Not a month (YYYY-MM)" },
      ...monthNotFound,
    },
  },
  {
    method: "post",
    path: "/nmc/faculty-lists",
    tag: "NMC disclosure",
    secure: true,
    summary:
      "Publish a month's list from the faculty records as they stand (a snapshot with copies of the photos). A month already published takes a revision, which needs a reason",
    body: publishInput,
    responses: {
      201: { description: "Published", schema: publicationResponse },
      400: { description: "A month not yet begun, or a revision without a reason" },
      403: { description: "The role may not publish" },
      409: { description: "Another publication of the month was made at the same moment" },
    },
  },
  {
    method: "get",
    path: "/nmc/preview",
    tag: "NMC disclosure",
    secure: true,
    summary:
      "A month's list as it would be published now (?month=YYYY-MM, by default the month due), as on its date (members who had joined by then), with the completeness check's gaps",
    query: previewQuery,
    responses: { 200: { description: "Preview", schema: previewResponse } },
  },
];

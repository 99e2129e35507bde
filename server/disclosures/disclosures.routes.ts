import { Hono } from "hono";
import { z } from "zod";
import { errorBodySchema } from "../../contract/common";
import {
  disclosureListQuery,
  disclosureListResponse,
  disclosurePreviewResponse,
  disclosurePublicationResponse,
  disclosurePublicationWithItemsResponse,
  disclosurePublishInput,
  isMsrItemLetter,
  MSR_HUB_PATH,
} from "../../contract/disclosures";
import { formatMonth, isMonth, monthField } from "../../contract/nmc";
import { notFound } from "../errors";
import { readJson } from "../http/body-limit";
import type { AppEnv } from "../http/context";
import type { RouteDoc } from "../http/openapi";
import { actorOf, requirePermission } from "../http/permissions";
import { parseInput } from "../lib/validate";
import { itemCsv, itemCsvFileName, monthPdf, monthPdfFileName } from "./disclosure-files";
import type { DisclosuresService } from "./disclosures.service";

const revisionQuery = z.object({
  revision: z.coerce
    .number({ error: "revision must be a number" })
    .int({ error: "revision must be a whole number" })
    .min(1, { error: "revision must be 1 or more" })
    .optional(),
});

const monthParam = (value: string) => parseInput(z.object({ month: monthField }), { month: value }).month;

/** The monthly publication of the MSR B.1.11 hub (issue 21): public reads, publishing by disclosure:publish. */
export function disclosuresRoutes(disclosures: DisclosuresService) {
  const requirePublisher = requirePermission("disclosure:publish");
  const app = new Hono<AppEnv>();

  app.get("/months", async (c) => {
    const query = parseInput(disclosureListQuery, c.req.query());
    return c.json({ success: true, data: await disclosures.publications.months(query) });
  });

  app.get("/months/:month", async (c) => {
    const month = monthParam(c.req.param("month"));
    const { revision } = parseInput(revisionQuery, c.req.query());
    return c.json({ success: true, data: await disclosures.publications.get(month, revision) });
  });

  app.post("/months", requirePublisher, async (c) => {
    const values = parseInput(disclosurePublishInput, await readJson(c));
    const publication = await disclosures.publications.publish(actorOf(c), values);
    return c.json(
      {
        success: true,
        message:
          publication.revision > 1
            ? `Revision ${publication.revision} of ${formatMonth(values.month)} published`
            : `${formatMonth(values.month)} is published`,
        data: publication,
      },
      201,
    );
  });

  app.get("/preview", requirePublisher, async (c) =>
    c.json({ success: true, data: await disclosures.publications.preview() }),
  );

  return app;
}

const DOWNLOAD_HEADERS = { "Cache-Control": "public, max-age=300" };

/**
 * A published month's downloads beside its page: /msr-clause-b-1-11/2026-11.pdf (the whole month) and
 * /msr-clause-b-1-11/2026-11/d.csv (one item); the latest revision, or `?revision=N`.
 */
export function disclosureDownloadRoutes(disclosures: DisclosuresService) {
  const app = new Hono<AppEnv>();
  const find = async (month: string, query: Record<string, string>) => {
    if (!isMonth(month)) throw notFound("No such month");
    const { revision } = parseInput(revisionQuery, query);
    return disclosures.publications.get(month, revision);
  };

  app.get(`${MSR_HUB_PATH}/:file{[0-9]{4}-[0-9]{2}\\.pdf}`, async (c) => {
    const month = c.req.param("file").slice(0, 7);
    const publication = await find(month, c.req.query());
    const pdf = await monthPdf(publication);
    return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
      ...DOWNLOAD_HEADERS,
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="${monthPdfFileName(month)}"`,
    });
  });

  app.get(`${MSR_HUB_PATH}/:month{[0-9]{4}-[0-9]{2}}/:file{[a-z]\\.csv}`, async (c) => {
    const month = c.req.param("month");
    const letter = c.req.param("file").slice(0, 1);
    if (!isMsrItemLetter(letter)) throw notFound("No such item");
    const publication = await find(month, c.req.query());
    return c.body(itemCsv(publication, letter), 200, {
      ...DOWNLOAD_HEADERS,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${itemCsvFileName(month, letter)}"`,
    });
  });
  return app;
}

const monthNotFound = { 404: { description: "Nothing published for that month", schema: errorBodySchema } };

export const disclosuresRouteDocs: RouteDoc[] = [
  {
    method: "get",
    path: "/disclosures/months",
    tag: "MSR B.1.11 disclosure",
    summary:
      "The published months of 'Information under MSR Clause B.1.11', newest first, each as its latest revision (data.months, data.pagination)",
    query: disclosureListQuery,
    responses: { 200: { description: "A page of published months", schema: disclosureListResponse } },
  },
  {
    method: "get",
    path: "/disclosures/months/{month}",
    tag: "MSR B.1.11 disclosure",
    summary:
      "A month as published (YYYY-MM): its latest revision (or ?revision=N) with the twelve items and the pro-forma exactly as stored, and every revision",
    query: revisionQuery,
    responses: {
      200: { description: "The month", schema: disclosurePublicationWithItemsResponse },
      400: { description: "Not a month (YYYY-MM)" },
      ...monthNotFound,
    },
  },
  {
    method: "post",
    path: "/disclosures/months",
    tag: "MSR B.1.11 disclosure",
    secure: true,
    summary:
      "Publish this month (disclosure:publish): an unchangeable snapshot of the twelve items and the pro-forma as they stand. A month already published takes a revision, which needs a reason",
    body: disclosurePublishInput,
    responses: {
      201: { description: "Published", schema: disclosurePublicationResponse },
      400: { description: "Not the current month, or a revision without a reason" },
      403: { description: "The role may not publish" },
      409: { description: "Another publication of the month was made at the same moment" },
    },
  },
  {
    method: "get",
    path: "/disclosures/preview",
    tag: "MSR B.1.11 disclosure",
    secure: true,
    summary:
      "This month's items as they would be published now, what each lacks, and whether the month is published",
    responses: { 200: { description: "Preview", schema: disclosurePreviewResponse } },
  },
];

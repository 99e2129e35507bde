import { Hono } from "hono";
import type { z } from "zod";
import { messageBody, successBody } from "../../contract/common";
import { CSV_MAX_BYTES, csvImportResultSchema, FILE_TOO_LARGE_MESSAGE } from "../../contract/faculty";
import type { Permission } from "../../contract/permissions";
import type { Actor } from "../actor";
import { invalid, tooLarge } from "../errors";
import { parseInput } from "../lib/validate";
import { readJson } from "./body-limit";
import type { AppEnv } from "./context";
import { readMultipart, uploadLimit } from "./multipart";
import type { RouteDoc } from "./openapi";
import { actorOf, callerCan, refuseStaleSession, requirePermission } from "./permissions";

const CHOOSE_CSV_MESSAGE = "Please select a CSV file to import";
export const CSV_IMPORTED_MESSAGE = "CSV imported successfully";

type Which = "public" | "staff";

/** What the routes of a staff-kept record kind call (a register's service, with its list's envelope). */
export interface RecordRoutesService {
  list(query: never, which: Which): Promise<object>;
  get(key: string, which?: Which): Promise<object>;
  create(actor: Actor, values: never): Promise<object>;
  update(actor: Actor, key: string, patch: never): Promise<object>;
  remove(actor: Actor, key: string): Promise<void>;
  importCsv?(actor: Actor, file: Blob & { name?: string }): Promise<{ created: number; updated: number }>;
}

export interface RecordRoutesSpec {
  /** Who may write (and read the private fields); visitors read the public fields. */
  write: Permission;
  listQuery: z.ZodObject;
  input: z.ZodType;
  patch: z.ZodType;
  /** "Student": in "Student created". */
  noun: string;
  csv?: boolean;
}

/**
 * The REST routes of a record kind: `GET /` (a page; public fields for visitors, every field for staff with
 * the write permission), `GET /:key`, `POST /` (201), `PATCH /:key`, `DELETE /:key` and, with `csv`,
 * `POST /import-csv` (multipart `csvFile`, all or nothing).
 */
export function recordRoutes(service: RecordRoutesService, spec: RecordRoutesSpec) {
  const canWrite = requirePermission(spec.write);
  const app = new Hono<AppEnv>();
  const whichFor = (c: Parameters<typeof callerCan>[0]): Which =>
    callerCan(c, spec.write) ? "staff" : "public";

  app.get("/", refuseStaleSession(), async (c) => {
    const query = parseInput(spec.listQuery, c.req.query()) as never;
    return c.json({ success: true, data: await service.list(query, whichFor(c)) });
  });

  if (spec.csv && service.importCsv) {
    const importCsv = service.importCsv;
    app.post("/import-csv", canWrite, uploadLimit(CSV_MAX_BYTES), async (c) => {
      const file = (await readMultipart(c.req.raw)).files.csvFile;
      if (!file) throw invalid(CHOOSE_CSV_MESSAGE, [{ field: "csvFile", message: CHOOSE_CSV_MESSAGE }]);
      if (file.size > CSV_MAX_BYTES) throw tooLarge(FILE_TOO_LARGE_MESSAGE);
      const data = await importCsv(actorOf(c), file);
      return c.json({ success: true, message: CSV_IMPORTED_MESSAGE, data }, 201);
    });
  }

  app.get("/:key", refuseStaleSession(), async (c) =>
    c.json({ success: true, data: await service.get(c.req.param("key"), whichFor(c)) }),
  );

  app.post("/", canWrite, async (c) => {
    const values = parseInput(spec.input, await readJson(c)) as never;
    const data = await service.create(actorOf(c), values);
    return c.json({ success: true, message: `${spec.noun} created`, data }, 201);
  });

  app.patch("/:key", canWrite, async (c) => {
    const patch = parseInput(spec.patch, await readJson(c)) as never;
    const data = await service.update(actorOf(c), c.req.param("key"), patch);
    return c.json({ success: true, message: `${spec.noun} updated`, data });
  });

  app.delete("/:key", canWrite, async (c) => {
    await service.remove(actorOf(c), c.req.param("key"));
    return c.json({ success: true, message: `${spec.noun} deleted` });
  });

  return app;
}

/** The OpenAPI entries of `recordRoutes`. */
export function recordRouteDocs(spec: {
  path: string;
  tag: string;
  /** How a record is addressed in the path: "{id}" or "{month}". */
  key: string;
  write: Permission;
  listQuery: z.ZodObject;
  input: z.ZodType;
  patch: z.ZodType;
  listResponse: z.ZodType;
  response: z.ZodType;
  what: string;
  csv?: string;
}): RouteDoc[] {
  const badInput = { 400: { description: "A missing or invalid field (each listed in errors)" } };
  const notFound = { 404: { description: `No such ${spec.what}` } };
  const one = `${spec.path}/${spec.key}`;
  return [
    {
      method: "get",
      path: spec.path,
      tag: spec.tag,
      secure: "optional",
      summary: `List ${spec.what} records, a page at a time: visitors read the public fields, staff with ${spec.write} every field`,
      query: spec.listQuery,
      responses: { 200: { description: "A page", schema: spec.listResponse }, ...badInput },
    },
    {
      method: "get",
      path: one,
      tag: spec.tag,
      secure: "optional",
      summary: `One ${spec.what} record (public fields for visitors)`,
      responses: { 200: { description: "The record", schema: spec.response }, ...notFound },
    },
    {
      method: "post",
      path: spec.path,
      tag: spec.tag,
      secure: true,
      summary: `Add a ${spec.what} record (${spec.write})`,
      body: spec.input,
      responses: {
        201: { description: "Created", schema: spec.response },
        ...badInput,
        409: { description: "Another record has the same key" },
      },
    },
    {
      method: "patch",
      path: one,
      tag: spec.tag,
      secure: true,
      summary: `Change a ${spec.what} record: the fields sent replace the stored ones`,
      body: spec.patch,
      responses: { 200: { description: "Updated", schema: spec.response }, ...badInput, ...notFound },
    },
    {
      method: "delete",
      path: one,
      tag: spec.tag,
      secure: true,
      summary: `Delete a ${spec.what} record`,
      responses: { 200: { description: "Deleted", schema: messageBody }, ...notFound },
    },
    ...(spec.csv
      ? [
          {
            method: "post" as const,
            path: `${spec.path}/import-csv`,
            tag: spec.tag,
            secure: true,
            summary: spec.csv,
            multipart: { files: ["csvFile"] },
            responses: {
              201: { description: CSV_IMPORTED_MESSAGE, schema: successBody(csvImportResultSchema) },
              400: { description: "No file, or a file that is not CSV" },
              413: { description: `"${FILE_TOO_LARGE_MESSAGE}" (over 10 MB)` },
              422: {
                description: "Invalid rows, each listed as { row, column, message }; nothing was written",
              },
            },
          },
        ]
      : []),
  ];
}

import { Hono } from "hono";
import { z } from "zod";
import { messageBody, successBody } from "../../contract/common";
import {
  CSV_MAX_BYTES,
  FILE_TOO_LARGE_MESSAGE,
  PHOTO_MAX_BYTES,
  csvImportResultSchema,
  facultyInput,
  facultyRecordInput,
  facultyListQuery,
  facultyListResponse,
  facultyResponse,
  facultyStatsSchema,
} from "../../contract/faculty";
import type { AppEnv } from "../http/context";
import { invalid, tooLarge } from "../errors";
import { readMultipart, uploadedBytes, uploadLimit, type MultipartBody } from "../http/multipart";
import type { RouteDoc } from "../http/openapi";
import { actorOf, callerCan, refuseStaleSession, requirePermission } from "../http/permissions";
import { parseInput } from "../lib/validate";
import { toFacultyInput, type FacultyService } from "./faculty.service";

export const CSV_IMPORTED_MESSAGE = "CSV imported successfully";
const CHOOSE_CSV_MESSAGE = "Please select a CSV file to import";

/** The chosen photo's bytes, refusing one over the limit (413). */
const photoBytes = (body: MultipartBody) => uploadedBytes(body, "photo", PHOTO_MAX_BYTES);

const isTrue = (value: unknown) => value === true || value === "true" || value === "on" || value === "1";

export function facultyRoutes(faculty: FacultyService) {
  const canRead = requirePermission("faculty:read");
  const canWrite = requirePermission("faculty:write");
  const app = new Hono<AppEnv>();

  app.get("/", refuseStaleSession(), async (c) => {
    const query = parseInput(facultyListQuery, c.req.query());
    const result = await faculty.list(query, { includePrivate: callerCan(c, "faculty:read") });
    return c.json({ success: true, data: result });
  });

  app.get("/stats", canRead, async (c) => c.json({ success: true, data: await faculty.stats() }));

  app.post("/import-csv", canWrite, uploadLimit(CSV_MAX_BYTES), async (c) => {
    const file = (await readMultipart(c.req.raw)).files.csvFile;
    if (!file) throw invalid(CHOOSE_CSV_MESSAGE, [{ field: "csvFile", message: CHOOSE_CSV_MESSAGE }]);
    if (file.size > CSV_MAX_BYTES) throw tooLarge(FILE_TOO_LARGE_MESSAGE);
    const result = await faculty.importCsv(actorOf(c), file);
    return c.json({ success: true, message: CSV_IMPORTED_MESSAGE, data: result }, 201);
  });

  app.get("/:id", canRead, async (c) =>
    c.json({ success: true, data: await faculty.get(c.req.param("id")) }),
  );

  app.post("/", canWrite, uploadLimit(PHOTO_MAX_BYTES), async (c) => {
    const body = await readMultipart(c.req.raw);
    const values = parseInput(facultyRecordInput, body.fields);
    const member = await faculty.create(actorOf(c), values, await photoBytes(body));
    return c.json({ success: true, message: "Faculty member added successfully", data: member }, 201);
  });

  app.put("/:id", canWrite, uploadLimit(PHOTO_MAX_BYTES), async (c) => {
    const current = await faculty.get(c.req.param("id"));
    const body = await readMultipart(c.req.raw);
    // Fields left out keep their value; fields sent empty are cleared.
    const values = parseInput(facultyRecordInput, { ...toFacultyInput(current), ...body.fields });
    const member = await faculty.update(actorOf(c), current._id, values, {
      photo: await photoBytes(body),
      removePhoto: isTrue(body.fields.removePhoto),
    });
    return c.json({ success: true, message: "Faculty member updated successfully", data: member });
  });

  app.delete("/:id", canWrite, async (c) => {
    await faculty.remove(actorOf(c), c.req.param("id"));
    return c.json({ success: true, message: "Faculty member deleted successfully" });
  });

  return app;
}

const notFoundResponse = { 404: { description: "No such faculty member" } };
const photoErrors = {
  400: { description: "A missing or invalid field, or a photo that is not an image (each listed in errors)" },
  409: {
    description:
      "The registration number is already in use, or the department already has a Head of Department",
  },
  413: { description: `"${FILE_TOO_LARGE_MESSAGE}" (photo over 5 MB)` },
};
const updateFields = facultyInput.partial().extend({
  removePhoto: z.enum(["true", "false"]).optional().describe("true: remove the current photo"),
});

export const facultyRouteDocs: RouteDoc[] = [
  {
    method: "get",
    path: "/faculty",
    tag: "Faculty",
    secure: "optional",
    summary:
      "List faculty; anonymous callers get public fields only (no email, phone, joining date), staff get all",
    query: facultyListQuery,
    responses: {
      200: { description: "A page of faculty", schema: facultyListResponse },
      400: {
        description:
          "Bad query (e.g. an unknown sortBy, or a private field such as joiningDate without faculty:read)",
      },
    },
  },
  {
    method: "get",
    path: "/faculty/stats",
    tag: "Faculty",
    secure: true,
    summary: "Total faculty and counts by department and designation",
    responses: { 200: { description: "Figures", schema: successBody(facultyStatsSchema) } },
  },
  {
    method: "post",
    path: "/faculty/import-csv",
    tag: "Faculty",
    secure: true,
    summary:
      "Import faculty from CSV (spec columns, headers case-insensitive, UTF-8 with or without BOM). All or nothing; an existing registration number updates that member",
    multipart: { files: ["csvFile"] },
    responses: {
      201: { description: CSV_IMPORTED_MESSAGE, schema: successBody(csvImportResultSchema) },
      400: { description: "No file, or a file that is not CSV" },
      413: { description: `"${FILE_TOO_LARGE_MESSAGE}" (over 10 MB)` },
      422: { description: "Invalid rows, each listed as { row, column, message }; nothing was written" },
    },
  },
  {
    method: "get",
    path: "/faculty/{id}",
    tag: "Faculty",
    secure: true,
    summary: "One faculty member with every field",
    responses: { 200: { description: "The member", schema: facultyResponse }, ...notFoundResponse },
  },
  {
    method: "post",
    path: "/faculty",
    tag: "Faculty",
    secure: true,
    summary: "Add a faculty member, with an optional photo (an image of at most 5 MB, re-encoded to WebP)",
    multipart: { fields: facultyInput, files: ["photo"] },
    responses: { 201: { description: "Added", schema: facultyResponse }, ...photoErrors },
  },
  {
    method: "put",
    path: "/faculty/{id}",
    tag: "Faculty",
    secure: true,
    summary:
      "Change a faculty member: fields sent replace the stored ones (empty clears), a photo replaces the old one",
    multipart: { fields: updateFields, files: ["photo"] },
    responses: {
      200: { description: "Updated", schema: facultyResponse },
      ...photoErrors,
      ...notFoundResponse,
    },
  },
  {
    method: "delete",
    path: "/faculty/{id}",
    tag: "Faculty",
    secure: true,
    summary: "Delete a faculty member and their photo files",
    responses: { 200: { description: "Deleted", schema: messageBody }, ...notFoundResponse },
  },
];

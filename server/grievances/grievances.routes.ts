import { Hono } from "hono";
import {
  ATTACHMENT_MAX_BYTES,
  GRIEVANCE_SENT_MESSAGE,
  grievanceInput,
  grievanceListQuery,
  grievanceListResponse,
  grievanceNoteInput,
  grievancePublicStatus,
  grievanceReceipt,
  grievanceSchema,
  grievanceStatsResponse,
  grievanceStatusInput,
  grievanceUpdateInput,
} from "../../contract/grievances";
import { successBody } from "../../contract/common";
import { readJson } from "../http/body-limit";
import { clientAddress, type AppEnv } from "../http/context";
import { readMultipart, uploadedBytes, uploadLimit } from "../http/multipart";
import type { RouteDoc } from "../http/openapi";
import { actorOf, refuseStaleSession, requireAnyPermission } from "../http/permissions";
import { isBot } from "../http/public-form";
import { parseInput } from "../lib/validate";
import type { GrievancesService } from "./grievances.service";

/** A receipt no bot is given: the honeypot answers like a real filing, with nothing stored. */
const decoyReceipt = () => ({ reference: "GRV-0000-000000", statusKey: "" });

export function grievancesRoutes(grievances: GrievancesService) {
  const committee = requireAnyPermission("grievances:work", "grievances:work-harassment");
  const app = new Hono<AppEnv>();

  app.post("/", refuseStaleSession(), uploadLimit(ATTACHMENT_MAX_BYTES), async (c) => {
    await grievances.limitSubmission(clientAddress(c));
    const body = await readMultipart(c.req.raw);
    const input = parseInput(grievanceInput, body.fields);
    if (isBot(input)) {
      return c.json({ success: true, message: GRIEVANCE_SENT_MESSAGE, data: decoyReceipt() }, 201);
    }
    const file = await uploadedBytes(body, "attachment", Number.POSITIVE_INFINITY);
    const receipt = await grievances.create(actorOf(c), input, file);
    return c.json({ success: true, message: GRIEVANCE_SENT_MESSAGE, data: receipt }, 201);
  });

  app.post("/status", async (c) => {
    const input = parseInput(grievanceStatusInput, await readJson(c));
    const status = await grievances.status(clientAddress(c), input.reference, input.statusKey);
    return c.json({ success: true, data: status });
  });

  app.get("/stats", async (c) => {
    c.header("Cache-Control", "public, max-age=60");
    return c.json({ success: true, data: await grievances.stats() });
  });

  app.get("/", committee, async (c) => {
    const query = parseInput(grievanceListQuery, c.req.query());
    return c.json({ success: true, ...(await grievances.list(c.get("session")?.user.role, query)) });
  });

  app.get("/:reference", committee, async (c) =>
    c.json({ success: true, data: await grievances.get(actorOf(c), c.req.param("reference")) }),
  );

  app.get("/:reference/attachment", committee, async (c) => {
    const file = await grievances.attachment(actorOf(c), c.req.param("reference"));
    return c.body(new Uint8Array(file.data), 200, {
      "Content-Type": file.contentType,
      "Content-Disposition": `attachment; filename="${file.fileName}"`,
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
    });
  });

  app.patch("/:reference", committee, async (c) => {
    const input = parseInput(grievanceUpdateInput, await readJson(c));
    const grievance = await grievances.update(actorOf(c), c.req.param("reference"), input);
    return c.json({ success: true, message: "Complaint updated", data: grievance });
  });

  app.post("/:reference/notes", committee, async (c) => {
    const input = parseInput(grievanceNoteInput, await readJson(c));
    const grievance = await grievances.addNote(actorOf(c), c.req.param("reference"), input.note);
    return c.json({ success: true, message: "Note added", data: grievance }, 201);
  });

  return app;
}

const committeeOnly = {
  403: { description: "Not a committee role, or the complaint's category is another committee's" },
  404: { description: "No complaint with that reference" },
};

export const grievancesRouteDocs: RouteDoc[] = [
  {
    method: "post",
    path: "/grievances",
    tag: "Complaints",
    summary:
      "File a complaint (public, anonymous allowed; multipart/form-data with the optional file `attachment`: PDF, JPEG or PNG, at most 5 MB, checked by content and rewritten without metadata; or JSON without a file). Answers the reference and the status key, shown once",
    multipart: { fields: grievanceInput, files: ["attachment"] },
    responses: {
      201: { description: "Filed", schema: successBody(grievanceReceipt) },
      400: { description: "A missing or invalid field (each listed in errors)" },
      413: { description: "Body too large" },
      429: { description: "Too many complaints from this address (Retry-After says when to try again)" },
    },
  },
  {
    method: "post",
    path: "/grievances/status",
    tag: "Complaints",
    summary:
      "A complaint's status, the date of each step and the committee's message, for its reference and status key (public). Limited per address and per reference",
    body: grievanceStatusInput,
    responses: {
      200: { description: "The status", schema: successBody(grievancePublicStatus) },
      404: { description: "No complaint matches that reference and status key (one message for either)" },
      429: { description: "Too many checks" },
    },
  },
  {
    method: "get",
    path: "/grievances/stats",
    tag: "Complaints",
    summary:
      "Public yearly figures: complaints received and resolved per year of receipt, by group (ragging, sexual harassment, other grievances)",
    responses: { 200: { description: "Figures, newest year first", schema: grievanceStatsResponse } },
  },
  {
    method: "get",
    path: "/grievances",
    tag: "Complaints",
    secure: true,
    summary:
      "The register (grievance role: every category but sexual harassment; internal-committee: sexual harassment only): references, categories, status, due dates and overdue flags, no content",
    query: grievanceListQuery,
    responses: {
      200: { description: "A page of complaints", schema: grievanceListResponse },
      403: { description: "Not a committee role (the admin included)" },
    },
  },
  {
    method: "get",
    path: "/grievances/{reference}",
    tag: "Complaints",
    secure: true,
    summary:
      "One complaint with its content, identity and timeline (the read is recorded in the audit trail)",
    responses: {
      200: { description: "The complaint", schema: successBody(grievanceSchema) },
      ...committeeOnly,
    },
  },
  {
    method: "get",
    path: "/grievances/{reference}/attachment",
    tag: "Complaints",
    secure: true,
    summary: "The complaint's attachment as a download (the read is recorded in the audit trail)",
    responses: { 200: { description: "The file" }, ...committeeOnly },
  },
  {
    method: "patch",
    path: "/grievances/{reference}",
    tag: "Complaints",
    secure: true,
    summary:
      "Move the complaint on (received → acknowledged → under-inquiry → resolved or closed) and/or set the outcome and the message the complainant sees; a final step needs both",
    body: grievanceUpdateInput,
    responses: {
      200: { description: "Updated", schema: successBody(grievanceSchema) },
      400: { description: "A step the workflow does not allow, or a final step without outcome or message" },
      ...committeeOnly,
    },
  },
  {
    method: "post",
    path: "/grievances/{reference}/notes",
    tag: "Complaints",
    secure: true,
    summary: "Add an internal note to the complaint's timeline (never shown to the complainant)",
    body: grievanceNoteInput,
    responses: {
      201: { description: "Added", schema: successBody(grievanceSchema) },
      400: { description: "Empty note" },
      ...committeeOnly,
    },
  },
];

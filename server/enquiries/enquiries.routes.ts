import { collegeDate } from "../../contract/college-time";
import { Hono } from "hono";
import { z } from "zod";
import { messageBody, successBody } from "../../contract/common";
import {
  CLOSE_REASON_LABELS,
  ENQUIRY_SENT_MESSAGE,
  ENQUIRY_STATUS_LABELS,
  assignableUserSchema,
  enquiryCallInput,
  enquiryCallSchema,
  enquiryDetailSchema,
  enquiryInput,
  enquirySourcesQuery,
  enquirySourcesSchema,
  staffEnquiryInput,
  enquiryMergeInput,
  enquiryNoteInput,
  enquiryPatchInput,
  enquiryPipelineListQuery,
  enquiryPipelineSchema,
  enquiryResponse,
  enquirySettingsInput,
  enquirySettingsSchema,
  enquiryStatsSchema,
  enquiryUpdateInput,
  funnelSchema,
  noteSchema,
  type CloseReason,
  type EnquiryStatus,
} from "../../contract/enquiry";
import { enquiryWhatsappInput, whatsappMessageSchema } from "../../contract/message-templates";
import {
  parseVisitSource,
  VISIT_SOURCE_HEADER,
  visitSourceFromCookieHeader,
} from "../../contract/visit-source";
import type { AppEnv } from "../http/context";
import type { RouteDoc } from "../http/openapi";
import { actorOf, callerCan, refuseStaleSession, requirePermission } from "../http/permissions";
import { readJson } from "../http/body-limit";
import { isBot, publicFormGuard, type PublicFormLimiter } from "../http/public-form";
import { toCsv } from "../lib/csv";
import { parseInput } from "../lib/validate";
import type { EnquiriesService } from "./enquiries.service";

export function enquiriesRoutes(enquiries: EnquiriesService, publicLimiter: PublicFormLimiter) {
  const canRead = requirePermission("enquiries:read");
  const canWrite = requirePermission("enquiries:write");
  const app = new Hono<AppEnv>();

  app.post("/", refuseStaleSession(), ...publicFormGuard(publicLimiter), async (c) => {
    const input = parseInput(enquiryInput, await readJson(c));
    if (isBot(input)) return c.json({ success: true, message: ENQUIRY_SENT_MESSAGE }, 201);
    const enquiry = await enquiries.create(actorOf(c), input, {
      origin: new URL(c.req.url).origin,
      visit:
        parseVisitSource(c.req.header(VISIT_SOURCE_HEADER)) ??
        visitSourceFromCookieHeader(c.req.header("Cookie")),
    });
    // Only staff who may read enquiries get the record back; an anonymous sender gets its id and the reference
    // the success dialog shows. The record would tell them of another applicant's enquiry with the same phone
    // or e-mail (duplicateOf) and the assigned officer.
    return c.json(
      {
        success: true,
        message: ENQUIRY_SENT_MESSAGE,
        data: callerCan(c, "enquiries:read") ? enquiry : { _id: enquiry._id, reference: enquiry.reference },
      },
      201,
    );
  });

  // Staff take enquiries at the counter and on the phone all day: no public rate limit here.
  app.post("/staff-entry", canWrite, async (c) => {
    const input = parseInput(staffEnquiryInput, await readJson(c));
    const enquiry = await enquiries.createByStaff(actorOf(c), input);
    return c.json({ success: true, message: "Enquiry added successfully", data: enquiry }, 201);
  });

  app.get("/sources", canRead, async (c) => {
    const query = parseInput(enquirySourcesQuery, c.req.query());
    return c.json({ success: true, data: await enquiries.sources(query) });
  });

  app.get("/", canRead, async (c) => {
    const query = parseInput(enquiryPipelineListQuery, c.req.query());
    return c.json({ success: true, ...(await enquiries.list(query, actorOf(c))) });
  });

  app.get("/stats", canRead, async (c) => c.json({ success: true, data: await enquiries.stats() }));

  app.get("/funnel", canRead, async (c) =>
    c.json({ success: true, data: await enquiries.funnel(actorOf(c)) }),
  );

  app.get("/assignees", canRead, async (c) =>
    c.json({ success: true, data: await enquiries.assignableUsers() }),
  );

  app.get("/settings", canRead, async (c) => c.json({ success: true, data: await enquiries.settings() }));

  app.put("/settings", requirePermission("settings:manage"), async (c) => {
    const actor = actorOf(c);
    const input = parseInput(enquirySettingsInput, await readJson(c));
    return c.json({
      success: true,
      message: "Settings saved",
      data: await enquiries.updateSettings(actor, input),
    });
  });

  app.get("/export", requirePermission("enquiries:export"), async (c) => {
    const query = parseInput(enquiryPipelineListQuery, c.req.query());
    const rows = await enquiries.exportRows(actorOf(c), query);
    const csv = toCsv(
      [
        "Name",
        "Email",
        "Phone",
        "Course",
        "NEET Score",
        "Message",
        "Date",
        "Reference",
        "Status",
        "Close reason",
        "Assignee",
        "Next follow-up",
      ],
      rows.map((row) => [
        row.name,
        row.email,
        row.phone,
        row.course,
        row.neetScore,
        row.message,
        row.createdAt,
        row.reference,
        ENQUIRY_STATUS_LABELS[row.status as EnquiryStatus],
        row.closeReason ? CLOSE_REASON_LABELS[row.closeReason as CloseReason] : "",
        row.assignee?.name ?? "",
        row.nextFollowUpAt ?? "",
      ]),
    );
    const day = collegeDate();
    return c.body(csv, 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="enquiries-${day}.csv"`,
      "Cache-Control": "no-store",
    });
  });

  app.get("/:id", canRead, async (c) =>
    c.json({ success: true, data: await enquiries.detail(c.req.param("id"), actorOf(c)) }),
  );

  app.put("/:id", canWrite, async (c) => {
    const input = parseInput(enquiryUpdateInput, await readJson(c));
    const enquiry = await enquiries.update(actorOf(c), c.req.param("id"), input);
    return c.json({ success: true, message: "Enquiry updated successfully", data: enquiry });
  });

  app.patch("/:id", canWrite, async (c) => {
    const input = parseInput(enquiryPatchInput, await readJson(c));
    const enquiry = await enquiries.patch(actorOf(c), c.req.param("id"), input);
    return c.json({ success: true, message: "Enquiry updated successfully", data: enquiry });
  });

  app.delete("/:id", canWrite, async (c) => {
    await enquiries.remove(actorOf(c), c.req.param("id"));
    return c.json({ success: true, message: "Enquiry deleted successfully" });
  });

  app.post("/:id/notes", canWrite, async (c) => {
    const input = parseInput(enquiryNoteInput, await readJson(c));
    const note = await enquiries.addNote(actorOf(c), c.req.param("id"), input.text);
    return c.json({ success: true, message: "Note added", data: note }, 201);
  });

  app.patch("/:id/notes/:noteId", canWrite, async (c) => {
    const input = parseInput(enquiryNoteInput, await readJson(c));
    await enquiries.editNote(actorOf(c), c.req.param("id"), c.req.param("noteId"), input.text);
    return c.json({ success: true, message: "Note updated" });
  });

  app.delete("/:id/notes/:noteId", canWrite, async (c) => {
    await enquiries.editNote(actorOf(c), c.req.param("id"), c.req.param("noteId"), null);
    return c.json({ success: true, message: "Note deleted" });
  });

  app.get("/:id/calls", canRead, async (c) =>
    c.json({ success: true, data: await enquiries.listCalls(c.req.param("id")) }),
  );

  app.post("/:id/calls", canWrite, async (c) => {
    const input = parseInput(enquiryCallInput, await readJson(c));
    const call = await enquiries.logCall(actorOf(c), c.req.param("id"), input);
    return c.json({ success: true, message: "Call logged", data: call }, 201);
  });

  app.post("/:id/whatsapp", canWrite, async (c) => {
    const input = parseInput(enquiryWhatsappInput, await readJson(c));
    const message = await enquiries.sendWhatsapp(actorOf(c), c.req.param("id"), input.templateId);
    return c.json({ success: true, message: "WhatsApp message logged", data: message }, 201);
  });

  app.post("/:id/merge", canWrite, async (c) => {
    const input = parseInput(enquiryMergeInput, await readJson(c));
    const enquiry = await enquiries.merge(actorOf(c), c.req.param("id"), input.intoId);
    return c.json({ success: true, message: "Enquiries merged", data: enquiry });
  });

  app.post("/:id/unlink", canWrite, async (c) => {
    const enquiry = await enquiries.unlink(actorOf(c), c.req.param("id"));
    return c.json({ success: true, message: "Enquiry unlinked", data: enquiry });
  });

  return app;
}

const notFoundResponse = { 404: { description: "No such enquiry" } };
const badRequest = { 400: { description: "Invalid field (each listed in errors)" } };

export const enquiriesRouteDocs: RouteDoc[] = [
  {
    method: "post",
    path: "/enquiry",
    tag: "Enquiries",
    summary:
      "Submit an admission enquiry (public; JSON or form post). Acknowledged to the applicant and alerted to ADMISSIONS_EMAIL by e-mail, linked to an open enquiry with the same phone or e-mail, assigned round-robin",
    body: enquiryInput,
    responses: {
      201: {
        description:
          "Stored; the whole record only for staff with enquiries:read, else its _id and reference",
        schema: successBody(
          z.union([enquiryPipelineSchema, z.object({ _id: z.string(), reference: z.string() })]),
        ).partial({
          data: true,
        }),
      },
      400: { description: "A missing or invalid field (each listed in errors)" },
      413: { description: "Body too large" },
      429: { description: "Too many submissions from this address" },
    },
  },
  {
    method: "post",
    path: "/enquiry/staff-entry",
    tag: "Enquiries",
    secure: true,
    summary:
      "Enter an enquiry taken by phone, at the counter or elsewhere (source; e-mail and NEET score optional; no public rate limit). Assigned and linked to duplicates as web enquiries; acknowledged by e-mail only when sendAcknowledgement is true (which needs an e-mail address); no office alert",
    body: staffEnquiryInput,
    responses: {
      201: { description: "Stored", schema: successBody(enquiryPipelineSchema) },
      ...badRequest,
    },
  },
  {
    method: "get",
    path: "/enquiry/sources",
    tag: "Enquiries",
    secure: true,
    summary:
      "Where enquiries came from: enquiries, contacted (status past new) and admitted per source and per web campaign (utm_source, utm_medium, utm_campaign), received from/to (office days, India time)",
    query: enquirySourcesQuery,
    responses: {
      200: { description: "Figures", schema: successBody(enquirySourcesSchema) },
      ...badRequest,
    },
  },
  {
    method: "get",
    path: "/enquiry/{id}/calls",
    tag: "Enquiries",
    secure: true,
    summary: "The enquiry's call log, oldest first",
    responses: {
      200: { description: "Calls", schema: successBody(z.array(enquiryCallSchema)) },
      ...notFoundResponse,
    },
  },
  {
    method: "post",
    path: "/enquiry/{id}/calls",
    tag: "Enquiries",
    secure: true,
    summary:
      "Log a call (direction, outcome, note); nextFollowUpAt (not in the past) replaces the enquiry's next follow-up. The call appears on the timeline",
    body: enquiryCallInput,
    responses: {
      201: { description: "Logged", schema: successBody(enquiryCallSchema) },
      ...badRequest,
      ...notFoundResponse,
    },
  },
  {
    method: "post",
    path: "/enquiry/{id}/whatsapp",
    tag: "Enquiries",
    secure: true,
    summary:
      "Log a message template sent on WhatsApp (ADR 021): fills the template for the enquiry, normalises its phone to the number wa.me takes (India's 91XXXXXXXXXX), records a whatsapp entry on the timeline and in the audit trail, and returns the text and the https://wa.me/ address the screen opens",
    body: enquiryWhatsappInput,
    responses: {
      201: { description: "Logged", schema: successBody(whatsappMessageSchema) },
      400: {
        description:
          "templateId missing or invalid, or the enquiry's phone cannot be used on WhatsApp (errors names phone, with the reason)",
      },
      404: { description: "No such enquiry or template" },
    },
  },
  {
    method: "get",
    path: "/enquiry",
    tag: "Enquiries",
    secure: true,
    summary:
      "List enquiries with filters (search by name, e-mail, course, any part of the phone or the reference ENQ-000123; source; notReached: open enquiries called 3 times or more without getting through; status, assignee me|none|id, course, NEET score range, received from/to (office days, India time), follow-up due today or overdue); NEET scores sort numerically",
    query: enquiryPipelineListQuery,
    responses: {
      200: {
        description: "A page of enquiries",
        schema: z.object({
          success: z.literal(true),
          data: z.array(enquiryPipelineSchema),
          pagination: z.record(z.string(), z.unknown()),
        }),
      },
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
    path: "/enquiry/funnel",
    tag: "Enquiries",
    secure: true,
    summary:
      "The dashboard's enquiry panel: count per status this season, median time to first contact this week and last, follow-ups due (mine; everyone for admins), enquiries by course",
    responses: { 200: { description: "Figures", schema: successBody(funnelSchema) } },
  },
  {
    method: "get",
    path: "/enquiry/assignees",
    tag: "Enquiries",
    secure: true,
    summary: "Staff users an enquiry can be assigned to",
    responses: { 200: { description: "Users", schema: successBody(z.array(assignableUserSchema)) } },
  },
  {
    method: "get",
    path: "/enquiry/settings",
    tag: "Enquiries",
    secure: true,
    summary: "Pipeline settings (round-robin auto-assignment on or off)",
    responses: { 200: { description: "Settings", schema: successBody(enquirySettingsSchema) } },
  },
  {
    method: "put",
    path: "/enquiry/settings",
    tag: "Enquiries",
    secure: true,
    summary: "Turn round-robin auto-assignment on or off (settings:manage)",
    body: enquirySettingsInput,
    responses: {
      200: { description: "Saved", schema: successBody(enquirySettingsSchema) },
      ...badRequest,
      403: { description: "The role may not change settings" },
    },
  },
  {
    method: "get",
    path: "/enquiry/export",
    tag: "Enquiries",
    secure: true,
    summary: "Exactly the enquiries the list's filters select (every page) as CSV, in the list's order",
    query: enquiryPipelineListQuery.omit({ page: true, limit: true }),
    responses: { 200: { description: "text/csv file" } },
  },
  {
    method: "get",
    path: "/enquiry/{id}",
    tag: "Enquiries",
    secure: true,
    summary:
      "One enquiry with its timeline (received, e-mails, assignments, status changes, notes), notes and duplicates",
    responses: {
      200: { description: "The enquiry", schema: successBody(enquiryDetailSchema) },
      ...notFoundResponse,
    },
  },
  {
    method: "put",
    path: "/enquiry/{id}",
    tag: "Enquiries",
    secure: true,
    summary: "Change the applicant's details",
    body: enquiryUpdateInput,
    responses: {
      200: { description: "Updated", schema: enquiryResponse },
      ...badRequest,
      ...notFoundResponse,
    },
  },
  {
    method: "patch",
    path: "/enquiry/{id}",
    tag: "Enquiries",
    secure: true,
    summary:
      "Move an enquiry through the pipeline: status (any to any; closed needs closeReason), assignee, next follow-up; a note typed with the change is saved with it (one transaction)",
    body: enquiryPatchInput,
    responses: {
      200: { description: "Updated", schema: successBody(enquiryPipelineSchema) },
      ...badRequest,
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
  {
    method: "post",
    path: "/enquiry/{id}/notes",
    tag: "Enquiries",
    secure: true,
    summary: "Add a dated note",
    body: enquiryNoteInput,
    responses: {
      201: { description: "Added", schema: successBody(noteSchema) },
      ...badRequest,
      ...notFoundResponse,
    },
  },
  {
    method: "patch",
    path: "/enquiry/{id}/notes/{noteId}",
    tag: "Enquiries",
    secure: true,
    summary: "Correct a note (its author, within 10 minutes of writing it)",
    body: enquiryNoteInput,
    responses: {
      200: { description: "Updated", schema: messageBody },
      403: { description: "Not the note's author" },
      409: { description: "Older than 10 minutes" },
      ...notFoundResponse,
    },
  },
  {
    method: "delete",
    path: "/enquiry/{id}/notes/{noteId}",
    tag: "Enquiries",
    secure: true,
    summary: "Delete a note (its author, within 10 minutes of writing it)",
    responses: {
      200: { description: "Deleted", schema: messageBody },
      403: { description: "Not the note's author" },
      409: { description: "Older than 10 minutes" },
      ...notFoundResponse,
    },
  },
  {
    method: "post",
    path: "/enquiry/{id}/merge",
    tag: "Enquiries",
    secure: true,
    summary: "Merge this enquiry into another (notes, history and e-mails move; this one is removed)",
    body: enquiryMergeInput,
    responses: {
      200: { description: "The kept enquiry", schema: successBody(enquiryPipelineSchema) },
      ...badRequest,
      ...notFoundResponse,
    },
  },
  {
    method: "post",
    path: "/enquiry/{id}/unlink",
    tag: "Enquiries",
    secure: true,
    summary: "Unlink a duplicate from its family",
    responses: {
      200: { description: "Unlinked", schema: successBody(enquiryPipelineSchema) },
      409: { description: "Not linked" },
      ...notFoundResponse,
    },
  },
];

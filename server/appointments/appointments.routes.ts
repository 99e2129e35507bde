import { Hono } from "hono";
import {
  APPOINTMENT_SENT_MESSAGE,
  appointmentListQuery,
  appointmentListResponse,
  appointmentOptionsResponse,
  appointmentReceiptSchema,
  appointmentRequestInput,
  appointmentResponse,
  appointmentStatsResponse,
  appointmentUpdateInput,
} from "../../contract/appointments";
import { successBody } from "../../contract/common";
import { readJson } from "../http/body-limit";
import type { AppEnv } from "../http/context";
import type { RouteDoc } from "../http/openapi";
import { actorOf, refuseStaleSession, requirePermission } from "../http/permissions";
import { isBot, publicFormGuard, type PublicFormLimiter } from "../http/public-form";
import { parseInput } from "../lib/validate";
import type { AppointmentsService } from "./appointments.service";

/** Patients post requests; only the hospital desk (and admin) read them: phone numbers are need-to-know. */
export function appointmentsRoutes(appointments: AppointmentsService, publicLimiter: PublicFormLimiter) {
  const desk = requirePermission("appointments:work");
  const app = new Hono<AppEnv>();

  app.post("/", refuseStaleSession(), ...publicFormGuard(publicLimiter), async (c) => {
    const input = parseInput(appointmentRequestInput, await readJson(c));
    if (isBot(input)) return c.json({ success: true, message: APPOINTMENT_SENT_MESSAGE }, 201);
    const receipt = await appointments.create(actorOf(c), input);
    return c.json({ success: true, message: APPOINTMENT_SENT_MESSAGE, data: receipt }, 201);
  });

  app.get("/options", async (c) => c.json({ success: true, data: await appointments.options() }));

  app.get("/", desk, async (c) => {
    const query = parseInput(appointmentListQuery, c.req.query());
    return c.json({ success: true, data: await appointments.list(query) });
  });

  app.get("/stats", desk, async (c) => c.json({ success: true, data: await appointments.stats() }));

  app.get("/:id", desk, async (c) =>
    c.json({ success: true, data: await appointments.get(c.req.param("id")) }),
  );

  app.patch("/:id", desk, async (c) => {
    const change = parseInput(appointmentUpdateInput, await readJson(c));
    const request = await appointments.update(actorOf(c), c.req.param("id"), change);
    return c.json({ success: true, message: "Appointment request updated", data: request });
  });

  return app;
}

const tag = "Appointment requests";
const notFound = { 404: { description: "No such request" } };

export const appointmentsRouteDocs: RouteDoc[] = [
  {
    method: "post",
    path: "/appointment-requests",
    tag,
    summary:
      "Ask for an OPD appointment (public): the hospital desk calls back to confirm. preferredDate must be a day the department holds OPD, from today (India) to 30 days ahead; doctorId a doctor who sits in that department's OPD",
    body: appointmentRequestInput,
    responses: {
      201: {
        description: "Stored; the reference to quote",
        schema: successBody(appointmentReceiptSchema).partial({ data: true }),
      },
      400: { description: "A missing or invalid field (each listed in errors); nothing is stored" },
      413: { description: "Body too large" },
      429: { description: "Too many requests from this address, or from this phone number today" },
    },
  },
  {
    method: "get",
    path: "/appointment-requests/options",
    tag,
    summary:
      "What the request form offers (public): each department holding OPD in the next 30 days, its OPD doctors and its days",
    responses: { 200: { description: "The options", schema: appointmentOptionsResponse } },
  },
  {
    method: "get",
    path: "/appointment-requests",
    tag,
    secure: true,
    summary:
      "The desk's list, newest first (appointments:work: the hospital desk and administrators); date matches the day asked for, or the confirmed day; search matches name, phone or reference",
    query: appointmentListQuery,
    responses: {
      200: { description: "A page of requests", schema: appointmentListResponse },
      400: { description: "Bad query" },
    },
  },
  {
    method: "get",
    path: "/appointment-requests/stats",
    tag,
    secure: true,
    summary: "Daily counts by India date: open requests, today's confirmed appointments, the last seven days",
    responses: { 200: { description: "The counts", schema: appointmentStatsResponse } },
  },
  {
    method: "get",
    path: "/appointment-requests/{id}",
    tag,
    secure: true,
    summary: "One request, by id or reference",
    responses: { 200: { description: "The request", schema: appointmentResponse }, ...notFound },
  },
  {
    method: "patch",
    path: "/appointment-requests/{id}",
    tag,
    secure: true,
    summary:
      "One step of the workflow: new → called (outcome) → confirmed (confirmedDate, confirmedTime) or cancelled; called may be recorded again, confirmed may still be cancelled. A confirmation e-mails the patient only if they gave an address",
    body: appointmentUpdateInput,
    responses: {
      200: { description: "Updated", schema: appointmentResponse },
      400: { description: "A missing or invalid field, or a step the workflow does not allow" },
      ...notFound,
    },
  },
];

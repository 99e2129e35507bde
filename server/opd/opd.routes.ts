import { Hono, type Context } from "hono";
import { messageBody } from "../../contract/common";
import {
  opdDayIn,
  opdDayQuery,
  opdDayResponse,
  opdHolidayInput,
  opdHolidayListQuery,
  opdHolidayListResponse,
  opdHolidayPatchInput,
  opdHolidayResponse,
  opdSeasonsInput,
  opdLanguageQuery,
  opdSeasonsResponse,
  opdSessionIn,
  opdSessionInput,
  opdSessionListQuery,
  opdSessionListResponse,
  opdSessionPatchInput,
  opdSessionResponse,
} from "../../contract/opd";
import { readJson } from "../http/body-limit";
import type { AppEnv } from "../http/context";
import type { RouteDoc } from "../http/openapi";
import { actorOf, callerCan, refuseStaleSession, requirePermission } from "../http/permissions";
import { parseInput } from "../lib/validate";
import type { OpdService } from "./opd.service";

/**
 * Visitors read sessions in one language (`?language`, default English): the note in Hindi where given, else
 * the English one named in `fallbacks`, never `noteHi` beside it. The desk (opd:write) reads them as stored,
 * the Hindi beside the English, for its form, whatever language it asks.
 */
const readsStored = (c: Context<AppEnv>) => callerCan(c, "opd:write");

/** The timetable is public; the hospital desk (and admin) keep it, its holidays and its season dates. */
function sessions(opd: OpdService) {
  const canWrite = requirePermission("opd:write");
  const app = new Hono<AppEnv>();

  app.get("/", refuseStaleSession(), async (c) => {
    const { language, ...query } = parseInput(opdSessionListQuery, c.req.query());
    const data = await opd.list(query);
    if (readsStored(c)) return c.json({ success: true, data });
    const opdSessions = data.opdSessions.map((session) => opdSessionIn(session, language ?? "en"));
    return c.json({ success: true, data: { ...data, opdSessions } });
  });

  app.get("/day", refuseStaleSession(), async (c) => {
    const { date, language } = parseInput(opdDayQuery, c.req.query());
    const day = await opd.day(date);
    return c.json({ success: true, data: readsStored(c) ? day : opdDayIn(day, language ?? "en") });
  });

  app.get("/:id", refuseStaleSession(), async (c) => {
    const { language } = parseInput(opdLanguageQuery, c.req.query());
    const session = await opd.get(c.req.param("id"));
    return c.json({
      success: true,
      data: readsStored(c) ? session : opdSessionIn(session, language ?? "en"),
    });
  });

  app.post("/", canWrite, async (c) => {
    const values = parseInput(opdSessionInput, await readJson(c));
    const data = await opd.create(actorOf(c), values);
    return c.json({ success: true, message: "OPD session added", data }, 201);
  });

  app.patch("/:id", canWrite, async (c) => {
    const patch = parseInput(opdSessionPatchInput, await readJson(c));
    const data = await opd.update(actorOf(c), c.req.param("id"), patch);
    return c.json({ success: true, message: "OPD session updated", data });
  });

  app.delete("/:id", canWrite, async (c) => {
    await opd.remove(actorOf(c), c.req.param("id"));
    return c.json({ success: true, message: "OPD session deleted" });
  });
  return app;
}

function holidays(opd: OpdService) {
  const canWrite = requirePermission("opd:write");
  const app = new Hono<AppEnv>();

  app.get("/", async (c) => {
    const data = await opd.holidays(parseInput(opdHolidayListQuery, c.req.query()));
    return c.json({ success: true, data });
  });

  app.get("/:id", async (c) => c.json({ success: true, data: await opd.getHoliday(c.req.param("id")) }));

  app.post("/", canWrite, async (c) => {
    const values = parseInput(opdHolidayInput, await readJson(c));
    const data = await opd.createHoliday(actorOf(c), values);
    return c.json({ success: true, message: "Holiday added", data }, 201);
  });

  app.patch("/:id", canWrite, async (c) => {
    const patch = parseInput(opdHolidayPatchInput, await readJson(c));
    const data = await opd.updateHoliday(actorOf(c), c.req.param("id"), patch);
    return c.json({ success: true, message: "Holiday updated", data });
  });

  app.delete("/:id", canWrite, async (c) => {
    await opd.removeHoliday(actorOf(c), c.req.param("id"));
    return c.json({ success: true, message: "Holiday deleted" });
  });
  return app;
}

function seasons(opd: OpdService) {
  const app = new Hono<AppEnv>();
  app.get("/", async (c) => c.json({ success: true, data: await opd.seasons() }));
  app.put("/", requirePermission("opd:write"), async (c) => {
    const values = parseInput(opdSeasonsInput, await readJson(c));
    const data = await opd.setSeasons(actorOf(c), values);
    return c.json({ success: true, message: "Season dates saved", data });
  });
  return app;
}

export const opdRoutes = { sessions, holidays, seasons };

const badInput = { 400: { description: "A missing or invalid field (each listed in errors)" } };
const sessionNotFound = { 404: { description: "No such OPD session" } };
const holidayNotFound = { 404: { description: "No such holiday" } };
const tag = "OPD timetable";

export const opdRouteDocs: RouteDoc[] = [
  {
    method: "get",
    path: "/opd-sessions",
    tag,
    secure: false,
    summary:
      "List OPD sessions (every season), by department, weekday and time; filter by department, weekday, season or doctorId. doctors lists those still on the department's faculty. Visitors read the note in one language, without noteHi: English, or with ?language=hi the Hindi note where given (else the English, listed in fallbacks); the desk (opd:write) reads note and noteHi as stored",
    query: opdSessionListQuery,
    responses: { 200: { description: "A page of sessions", schema: opdSessionListResponse }, ...badInput },
  },
  {
    method: "get",
    path: "/opd-sessions/day",
    tag,
    secure: false,
    summary:
      "One day's OPD (default today in India): the sessions of that weekday and season, or none on a Sunday or a holiday (named). Sessions' notes in one language for visitors (?language=hi as for the list), as stored for opd:write",
    query: opdDayQuery,
    responses: { 200: { description: "The day", schema: opdDayResponse }, ...badInput },
  },
  {
    method: "get",
    path: "/opd-sessions/{id}",
    tag,
    secure: false,
    summary: "One OPD session: visitors in one language (?language=hi as for the list), opd:write as stored",
    query: opdLanguageQuery,
    responses: { 200: { description: "The session", schema: opdSessionResponse }, ...sessionNotFound },
  },
  {
    method: "post",
    path: "/opd-sessions",
    tag,
    secure: true,
    summary:
      "Add an OPD session (opd:write). to must be later than from; doctorIds must be faculty records of the department",
    body: opdSessionInput,
    responses: { 201: { description: "Added", schema: opdSessionResponse }, ...badInput },
  },
  {
    method: "patch",
    path: "/opd-sessions/{id}",
    tag,
    secure: true,
    summary: "Change an OPD session: the fields sent replace the stored ones (doctorIds replaces the list)",
    body: opdSessionPatchInput,
    responses: {
      200: { description: "Updated", schema: opdSessionResponse },
      ...badInput,
      ...sessionNotFound,
    },
  },
  {
    method: "delete",
    path: "/opd-sessions/{id}",
    tag,
    secure: true,
    summary: "Delete an OPD session",
    responses: { 200: { description: "Deleted", schema: messageBody }, ...sessionNotFound },
  },
  {
    method: "get",
    path: "/opd-holidays",
    tag,
    secure: false,
    summary: "Holidays from a date on (default today in India), soonest first: OPD closed, or emergency only",
    query: opdHolidayListQuery,
    responses: { 200: { description: "A page of holidays", schema: opdHolidayListResponse }, ...badInput },
  },
  {
    method: "get",
    path: "/opd-holidays/{id}",
    tag,
    secure: false,
    summary: "One holiday",
    responses: { 200: { description: "The holiday", schema: opdHolidayResponse }, ...holidayNotFound },
  },
  {
    method: "post",
    path: "/opd-holidays",
    tag,
    secure: true,
    summary: "Add a holiday (opd:write); one per date",
    body: opdHolidayInput,
    responses: {
      201: { description: "Added", schema: opdHolidayResponse },
      ...badInput,
      409: { description: "That date already has a holiday" },
    },
  },
  {
    method: "patch",
    path: "/opd-holidays/{id}",
    tag,
    secure: true,
    summary: "Change a holiday",
    body: opdHolidayPatchInput,
    responses: {
      200: { description: "Updated", schema: opdHolidayResponse },
      ...badInput,
      ...holidayNotFound,
    },
  },
  {
    method: "delete",
    path: "/opd-holidays/{id}",
    tag,
    secure: true,
    summary: "Delete a holiday",
    responses: { 200: { description: "Deleted", schema: messageBody }, ...holidayNotFound },
  },
  {
    method: "get",
    path: "/opd-seasons",
    tag,
    secure: false,
    summary: "The summer and winter date ranges (MM-DD; a range may run over the new year)",
    responses: { 200: { description: "The seasons", schema: opdSeasonsResponse } },
  },
  {
    method: "put",
    path: "/opd-seasons",
    tag,
    secure: true,
    summary:
      "Set the summer and winter date ranges (opd:write: the hospital desk and admin); MM-DD, a range may run over the new year, summer and winter may not share a day (400 naming winter.from)",
    body: opdSeasonsInput,
    responses: { 200: { description: "Saved", schema: opdSeasonsResponse }, ...badInput },
  },
];

import { Hono, type Context } from "hono";
import { z } from "zod";
import { languageQuery } from "../../contract/collections/collection";
import {
  feeSessionListResponse,
  feeTableIn,
  feeTableInput,
  feeTableListResponse,
  feeTableResponse,
  sessionField,
  type FeeTable,
} from "../../contract/fees";
import { readJson } from "../http/body-limit";
import type { AppEnv } from "../http/context";
import type { RouteDoc } from "../http/openapi";
import { actorOf, callerCan, refuseStaleSession, requirePermission } from "../http/permissions";
import { parseInput } from "../lib/validate";
import type { FeesService } from "./fees.service";

const sessionParam = z.object({ session: sessionField });

/**
 * A visitor's `?language` (checked first: 400 for any other value): the tables in that language, Hindi texts
 * where given, else English listed in `fallbacks`. Staff (content:write) read the tables as stored, the Hindi
 * beside the English, for the editor; so does a visitor who asks no language.
 */
function inAskedLanguage(c: Context<AppEnv>, staff = false) {
  const { language } = parseInput(languageQuery, c.req.query());
  return (table: FeeTable) => (staff || !language ? table : feeTableIn(table, language));
}

export function feesRoutes(fees: FeesService) {
  const app = new Hono<AppEnv>();

  app.get("/", refuseStaleSession(), async (c) => {
    const staff = callerCan(c, "content:write");
    const shown = inAskedLanguage(c, staff);
    const data = (await fees.list({ staff })).map(shown);
    return c.json({ success: true, data });
  });

  app.get("/:id", refuseStaleSession(), async (c) => {
    const staff = callerCan(c, "content:write");
    const shown = inAskedLanguage(c, staff);
    const data = shown(await fees.get(c.req.param("id"), { staff }));
    return c.json({ success: true, data });
  });

  app.get("/:id/sessions", async (c) => {
    const sessions = await fees.sessions(c.req.param("id"));
    return c.json({ success: true, data: { sessions } });
  });

  app.get("/:id/sessions/:session", async (c) => {
    const { session } = parseInput(sessionParam, { session: c.req.param("session") });
    const shown = inAskedLanguage(c);
    return c.json({ success: true, data: shown(await fees.getSession(c.req.param("id"), session)) });
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
      "Both fee tables. Visitors get the published ones (with ?language=hi each row's item, unit and terms and each note in Hindi where given, else English listed in fallbacks; with a language, no Hindi source fields); staff (content:write) get their working version: a draft (status draft) when one waits, else the published table, the Hindi texts (itemHi, unitHi, termsHi, notesHi) beside the English",
    query: languageQuery,
    responses: { 200: { description: "The UG and PG tables", schema: feeTableListResponse } },
  },
  {
    method: "get",
    path: "/fees/{id}",
    tag: "Fee tables",
    secure: "optional",
    summary: "One fee table (ug or pg), as GET /fees gives it (visitors may ask ?language=hi)",
    query: languageQuery,
    responses: {
      200: { description: "The table", schema: feeTableResponse },
      404: { description: "Not ug or pg" },
    },
  },
  {
    method: "get",
    path: "/fees/{id}/sessions",
    tag: "Fee tables",
    summary: "Every session the table has published, the latest first, with when and whether it is current",
    responses: {
      200: { description: "data.sessions", schema: feeSessionListResponse },
      404: { description: "Not ug or pg" },
    },
  },
  {
    method: "get",
    path: "/fees/{id}/sessions/{session}",
    tag: "Fee tables",
    summary:
      "One session's table (like 2025-26) exactly as last published for it; earlier sessions stay readable (?language=hi: in Hindi, as GET /fees)",
    query: languageQuery,
    responses: {
      200: { description: "The table", schema: feeTableResponse },
      400: { description: "Not a session like 2025-26" },
      404: { description: "Not ug or pg, or no such session published" },
    },
  },
  {
    method: "put",
    path: "/fees/{id}",
    tag: "Fee tables",
    secure: true,
    summary:
      "Replace a fee table: session (like 2026-27), rows (item, amount ≥ 0, currency INR/USD, unit, terms), courses (PG: course, amount INR, nriAmount USD), notes and stipends (grade, monthlyAmount INR ≥ 0: ug intern; pg junior-resident-1..3 and senior-resident, each once; left out, they stay as they were). status published shows it to visitors at once; draft keeps it for staff. Publishing a later session makes it current and keeps the earlier one in the archive; a session earlier than the published one is refused",
    body: feeTableInput,
    responses: {
      200: { description: "Saved", schema: feeTableResponse },
      400: {
        description:
          "An invalid field, or a session earlier than the published one; the message names the row (nothing is saved)",
      },
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

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
 * A visitor reads the tables in one language (`?language`, checked first: 400 for any other value; English when
 * none is asked): Hindi texts where given, else English listed in `fallbacks`, never the Hindi source fields
 * (`itemHi`, …, `notesHi`) beside them, as the pop-up answers visitors. Staff (content:write) read the tables as
 * stored, the Hindi beside the English, for the editor, whatever language they ask.
 */
function inAskedLanguage(c: Context<AppEnv>, staff: boolean) {
  const { language } = parseInput(languageQuery, c.req.query());
  return (table: FeeTable) => (staff ? table : feeTableIn(table, language ?? "en"));
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

  app.get("/:id/sessions/:session", refuseStaleSession(), async (c) => {
    const { session } = parseInput(sessionParam, { session: c.req.param("session") });
    const shown = inAskedLanguage(c, callerCan(c, "content:write"));
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
      "Both fee tables. Visitors get the published ones in one language, without the Hindi source fields: English, or with ?language=hi each row's item, unit and terms and each note in Hindi where given (else English, listed in fallbacks); staff (content:write) get their working version: a draft (status draft) when one waits, else the published table, the Hindi texts (itemHi, unitHi, termsHi, notesHi) beside the English, whatever language they ask",
    query: languageQuery,
    responses: { 200: { description: "The UG and PG tables", schema: feeTableListResponse } },
  },
  {
    method: "get",
    path: "/fees/{id}",
    tag: "Fee tables",
    secure: "optional",
    summary:
      "One fee table (ug or pg), as GET /fees gives it: visitors in one language (English, or ?language=hi), staff (content:write) the stored table with its Hindi texts",
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
      "One session's table (like 2025-26) exactly as last published for it; earlier sessions stay readable. Visitors read it in one language as GET /fees gives it (English, or ?language=hi), staff (content:write) as stored with its Hindi texts",
    secure: "optional",
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

import { Hono } from "hono";
import { languageQuery } from "../../contract/collections/collection";
import { popupIn, popupPatchInput, popupResponse } from "../../contract/popup";
import { readJson } from "../http/body-limit";
import type { AppEnv } from "../http/context";
import type { RouteDoc } from "../http/openapi";
import { actorOf, callerCan, refuseStaleSession, requirePermission } from "../http/permissions";
import { parseInput } from "../lib/validate";
import type { PopupService } from "./popup.service";

export function popupRoutes(popup: PopupService) {
  const app = new Hono<AppEnv>();

  app.get("/", refuseStaleSession(), async (c) => {
    const { language } = parseInput(languageQuery, c.req.query());
    if (callerCan(c, "content:write")) return c.json({ success: true, data: await popup.get() });
    const current = await popup.current();
    return c.json({ success: true, data: current && popupIn(current, language ?? "en") });
  });

  app.patch("/", requirePermission("content:write"), async (c) => {
    const patch = parseInput(popupPatchInput, await readJson(c));
    const data = await popup.update(actorOf(c), patch);
    return c.json({ success: true, message: "Pop-up updated", data });
  });

  return app;
}

export const popupRouteDocs: RouteDoc[] = [
  {
    method: "get",
    path: "/popup",
    tag: "Admission pop-up",
    secure: "optional",
    summary:
      "The admission pop-up. Visitors get it only while it is enabled and within startAt/endAt (else data is null), in one language: English, or with ?language=hi its texts in Hindi where given (else English, named in fallbacks), without the Hindi source fields; staff (content:write) always get the record, the Hindi texts (titleHi, bodyHi, primaryLabelHi, secondaryLabelHi) beside the English",
    query: languageQuery,
    responses: { 200: { description: "The pop-up, or null", schema: popupResponse } },
  },
  {
    method: "patch",
    path: "/popup",
    tag: "Admission pop-up",
    secure: true,
    summary:
      "Change the pop-up: fields sent replace the stored ones (enabled false turns it off; a Hindi text sent empty or null is removed)",
    body: popupPatchInput,
    responses: {
      200: { description: "Updated", schema: popupResponse },
      400: { description: "An invalid field (each listed in errors); endAt before startAt" },
    },
  },
];

import { Hono } from "hono";
import { popupPatchInput, popupResponse } from "../../contract/popup";
import { readJson } from "../http/body-limit";
import type { AppEnv } from "../http/context";
import type { RouteDoc } from "../http/openapi";
import { actorOf, callerCan, refuseStaleSession, requirePermission } from "../http/permissions";
import { parseInput } from "../lib/validate";
import type { PopupService } from "./popup.service";

export function popupRoutes(popup: PopupService) {
  const app = new Hono<AppEnv>();

  app.get("/", refuseStaleSession(), async (c) => {
    const data = callerCan(c, "content:write") ? await popup.get() : await popup.current();
    return c.json({ success: true, data });
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
      "The admission pop-up. Visitors get it only while it is enabled and within startAt/endAt (else data is null); staff always get the record",
    responses: { 200: { description: "The pop-up, or null", schema: popupResponse } },
  },
  {
    method: "patch",
    path: "/popup",
    tag: "Admission pop-up",
    secure: true,
    summary: "Change the pop-up: fields sent replace the stored ones (enabled false turns it off)",
    body: popupPatchInput,
    responses: {
      200: { description: "Updated", schema: popupResponse },
      400: { description: "An invalid field (each listed in errors); endAt before startAt" },
    },
  },
];

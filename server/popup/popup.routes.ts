import { Hono, type Context } from "hono";
import { popupPatchInput, popupResponse } from "../../contract/popup";
import { authenticate } from "../auth/auth.middleware";
import type { AuthService } from "../auth/auth.service";
import type { AppEnv } from "../http/context";
import type { RouteDoc } from "../http/openapi";
import { parseInput } from "../http/validate";
import type { PopupService } from "./popup.service";

export function popupRoutes(popup: PopupService, auth: AuthService) {
  const app = new Hono<AppEnv>();
  const actorOf = (c: Context<AppEnv>) => {
    const user = c.get("session")?.user;
    return { user: user ? { id: user._id, email: user.email, role: user.role } : null };
  };

  app.get("/", authenticate(auth, "optional"), async (c) => {
    const data = c.get("session") ? await popup.get() : await popup.current();
    return c.json({ success: true, data });
  });

  app.patch("/", authenticate(auth, "required"), async (c) => {
    const patch = parseInput(popupPatchInput, await c.req.json().catch(() => ({})));
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

import { Hono } from "hono";
import {
  privacySettingsInput,
  privacySettingsResponse,
  withdrawalInput,
  withdrawalResponse,
  WITHDRAWN_MESSAGE,
} from "../../contract/privacy";
import { readJson } from "../http/body-limit";
import type { AppEnv } from "../http/context";
import type { RouteDoc } from "../http/openapi";
import { actorOf, requirePermission } from "../http/permissions";
import { publicFormGuard, type PublicFormLimiter } from "../http/public-form";
import { parseInput } from "../lib/validate";
import type { Services } from "../module";

export function privacyRoutes(services: Pick<Services, "privacy" | "enquiries">, limiter: PublicFormLimiter) {
  const app = new Hono<AppEnv>();
  const manage = requirePermission("settings:manage");

  app.get("/settings", manage, async (c) =>
    c.json({ success: true, data: await services.privacy.settings() }),
  );

  app.put("/settings", manage, async (c) => {
    const input = parseInput(privacySettingsInput, await readJson(c));
    const data = await services.privacy.updateSettings(actorOf(c), input);
    return c.json({ success: true, message: "Retention period saved", data });
  });

  // The acknowledgement's one-click link posts here (through /privacy/withdraw): no account needed.
  app.post("/withdraw", ...publicFormGuard(limiter), async (c) => {
    const { token } = parseInput(withdrawalInput, await readJson(c));
    const data = await services.enquiries.withdraw(actorOf(c), token);
    return c.json({ success: true, message: WITHDRAWN_MESSAGE, data });
  });

  return app;
}

export const privacyRouteDocs: RouteDoc[] = [
  {
    method: "get",
    path: "/privacy/settings",
    tag: "Privacy",
    secure: true,
    summary:
      "The retention period of closed enquiries and handled contact messages, and the retention job's last run (settings:manage: administrators)",
    responses: { 200: { description: "The settings", schema: privacySettingsResponse } },
  },
  {
    method: "put",
    path: "/privacy/settings",
    tag: "Privacy",
    secure: true,
    summary:
      "Set the retention period in months (6 to 120; default 24): a closed or admitted enquiry, or a handled message, untouched for longer is anonymised by the daily job (settings:manage)",
    body: privacySettingsInput,
    responses: {
      200: { description: "Saved", schema: privacySettingsResponse },
      400: { description: "Not a whole number of months between 6 and 120; nothing saved" },
    },
  },
  {
    method: "post",
    path: "/privacy/withdraw",
    tag: "Privacy",
    summary:
      "Withdraw consent with the token of an acknowledgement e-mail's link: the enquiry's name, contact details, message and notes are erased at once and an open enquiry is closed (public; works once; rate-limited like the public forms)",
    body: withdrawalInput,
    responses: {
      200: { description: "Withdrawn", schema: withdrawalResponse },
      400: { description: "A malformed token; nothing changed" },
      404: { description: "An unknown or already used token; nothing changed" },
      429: { description: "Too many posts from this address" },
    },
  },
];

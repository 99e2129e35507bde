import { Hono } from "hono";
import { siteSettingsPatchInput, siteSettingsResponse } from "../../contract/site-settings";
import { readJson } from "../http/body-limit";
import type { AppEnv } from "../http/context";
import type { RouteDoc } from "../http/openapi";
import { actorOf, requirePermission } from "../http/permissions";
import { parseInput } from "../lib/validate";
import type { SiteSettingsService } from "./site-settings.service";

export function siteSettingsRoutes(settings: SiteSettingsService) {
  const app = new Hono<AppEnv>();

  app.get("/", async (c) => c.json({ success: true, data: await settings.current() }));

  // Contact facts are site content: the editor and the admin change them (issue 11, item 6).
  app.patch("/", requirePermission("content:write"), async (c) => {
    const patch = parseInput(siteSettingsPatchInput, await readJson(c));
    const data = await settings.update(actorOf(c), patch);
    return c.json({ success: true, message: "Site settings saved", data });
  });

  return app;
}

export const siteSettingsRouteDocs: RouteDoc[] = [
  {
    method: "get",
    path: "/site-settings",
    tag: "Site settings",
    summary:
      "The contact facts the site shows in its header, footer, contact page and structured data: phone, e-mails, office hours (officeHoursHi: in Hindi, empty for none), address, social links, and the published phone lists (phoneLists, and phoneDirectory: their numbers by key in camelCase) (public)",
    responses: { 200: { description: "The settings", schema: siteSettingsResponse } },
  },
  {
    method: "patch",
    path: "/site-settings",
    tag: "Site settings",
    secure: true,
    summary:
      "Change the contact facts: each group sent (phone, admissionSession, officeHours, officeHoursHi, emails, address, social) replaces the stored one. Social links are https addresses or empty (not shown). phoneDirectory replaces the numbers of each phone list it names by its key in camelCase (the lists themselves, and new ones, are /api/phone-lists)",
    body: siteSettingsPatchInput,
    responses: {
      200: { description: "Saved", schema: siteSettingsResponse },
      400: { description: "An invalid field (each listed in errors); nothing is saved" },
    },
  },
];

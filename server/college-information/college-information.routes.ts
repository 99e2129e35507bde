import { Hono } from "hono";
import { collegeInformationPatch, collegeInformationResponse } from "../../contract/college-information";
import { readJson } from "../http/body-limit";
import type { AppEnv } from "../http/context";
import type { RouteDoc } from "../http/openapi";
import { actorOf, requirePermission } from "../http/permissions";
import { parseInput } from "../lib/validate";
import type { CollegeInformationService } from "./college-information.service";

export function collegeInformationRoutes(service: CollegeInformationService) {
  const app = new Hono<AppEnv>();
  app.get("/", async (c) => c.json({ success: true, data: await service.get() }));
  app.patch("/", requirePermission("college-information:write"), async (c) => {
    const patch = parseInput(collegeInformationPatch, await readJson(c));
    const data = await service.update(actorOf(c), patch);
    return c.json({ success: true, message: "College information updated", data });
  });
  return app;
}

export const collegeInformationRouteDocs: RouteDoc[] = [
  {
    method: "get",
    path: "/college-information",
    tag: "College information",
    summary:
      "The college-information pro-forma (NMC, 13 Dec 2021): every fact (null when not entered) and the labels of those missing",
    responses: { 200: { description: "The pro-forma", schema: collegeInformationResponse } },
  },
  {
    method: "patch",
    path: "/college-information",
    tag: "College information",
    secure: true,
    summary:
      "Change facts of the pro-forma (college-information:write, admin): the facts sent replace the stored ones; null clears one",
    body: collegeInformationPatch,
    responses: {
      200: { description: "Updated", schema: collegeInformationResponse },
      400: { description: "An invalid or unknown fact (each listed in errors)" },
    },
  },
];

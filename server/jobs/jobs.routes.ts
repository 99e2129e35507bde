import { Hono } from "hono";
import { messageBody } from "../../contract/common";
import { jobInput, jobListQuery, jobListResponse, jobPatchInput, jobResponse } from "../../contract/jobs";
import { readJson } from "../http/body-limit";
import type { AppEnv } from "../http/context";
import type { RouteDoc } from "../http/openapi";
import { actorOf, callerCan, refuseStaleSession, requirePermission } from "../http/permissions";
import { parseInput } from "../lib/validate";
import type { JobsService } from "./jobs.service";

export function jobsRoutes(jobs: JobsService) {
  const canWrite = requirePermission("content:write");
  const app = new Hono<AppEnv>();

  // Drafts and closed openings are for those who may edit them; everyone else sees the open ones.
  app.get("/", refuseStaleSession(), async (c) => {
    const query = parseInput(jobListQuery, c.req.query());
    const data = callerCan(c, "content:write") ? await jobs.list(query) : await jobs.listPublic(query);
    return c.json({ success: true, data });
  });

  app.get("/:id", refuseStaleSession(), async (c) => {
    const id = c.req.param("id");
    const data = callerCan(c, "content:write") ? await jobs.get(id) : await jobs.getPublic(id);
    return c.json({ success: true, data });
  });

  app.post("/", canWrite, async (c) => {
    const values = parseInput(jobInput, await readJson(c));
    const data = await jobs.create(actorOf(c), values);
    return c.json({ success: true, message: "Job opening created", data }, 201);
  });

  app.patch("/:id", canWrite, async (c) => {
    const patch = parseInput(jobPatchInput, await readJson(c));
    const data = await jobs.update(actorOf(c), c.req.param("id"), patch);
    return c.json({ success: true, message: "Job opening updated", data });
  });

  app.delete("/:id", canWrite, async (c) => {
    await jobs.remove(actorOf(c), c.req.param("id"));
    return c.json({ success: true, message: "Job opening deleted" });
  });

  return app;
}

const notFoundResponse = {
  404: { description: "No such opening (or, for visitors, a draft or one past its last date)" },
};
const badInput = { 400: { description: "A missing or invalid field (each listed in errors)" } };

export const jobsRouteDocs: RouteDoc[] = [
  {
    method: "get",
    path: "/jobs",
    tag: "Job openings",
    secure: "optional",
    summary:
      "List job openings. Visitors get open ones only (published, lastDate today or later in India time), soonest closing first; staff with content:write get all (drafts and closed ones too), latest last date first, and may filter by status (draft, published = open, closed)",
    query: jobListQuery,
    responses: { 200: { description: "A page of job openings", schema: jobListResponse }, ...badInput },
  },
  {
    method: "get",
    path: "/jobs/{id}",
    tag: "Job openings",
    secure: "optional",
    summary: "One job opening (visitors: only while open)",
    responses: { 200: { description: "The opening", schema: jobResponse }, ...notFoundResponse },
  },
  {
    method: "post",
    path: "/jobs",
    tag: "Job openings",
    secure: true,
    summary:
      "Create a job opening. It is listed publicly while published and up to and including lastDate (India time); after that it is closed automatically",
    body: jobInput,
    responses: { 201: { description: "Created", schema: jobResponse }, ...badInput },
  },
  {
    method: "patch",
    path: "/jobs/{id}",
    tag: "Job openings",
    secure: true,
    summary: "Change a job opening: the fields sent replace the stored ones (a past lastDate closes it)",
    body: jobPatchInput,
    responses: { 200: { description: "Updated", schema: jobResponse }, ...badInput, ...notFoundResponse },
  },
  {
    method: "delete",
    path: "/jobs/{id}",
    tag: "Job openings",
    secure: true,
    summary: "Delete a job opening",
    responses: { 200: { description: "Deleted", schema: messageBody }, ...notFoundResponse },
  },
];

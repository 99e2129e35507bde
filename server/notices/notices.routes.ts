import { Hono } from "hono";
import { messageBody } from "../../contract/common";
import {
  noticeInput,
  noticeListQuery,
  noticeListResponse,
  noticePatchInput,
  noticeResponse,
} from "../../contract/notices";
import { readJson, setBodyLimit } from "../http/body-limit";
import type { AppEnv } from "../http/context";
import type { RouteDoc } from "../http/openapi";
import { actorOf, callerCan, refuseStaleSession, requirePermission } from "../http/permissions";
import { parseInput } from "../lib/validate";
import type { NoticesService } from "./notices.service";

export function noticesRoutes(notices: NoticesService) {
  const canWrite = requirePermission("content:write");
  const app = new Hono<AppEnv>();

  // Drafts and scheduled notices are for those who may edit them; everyone else sees what is published.
  app.get("/", refuseStaleSession(), async (c) => {
    const query = parseInput(noticeListQuery, c.req.query());
    const data = callerCan(c, "content:write") ? await notices.list(query) : await notices.listPublic(query);
    return c.json({ success: true, data });
  });

  app.get("/:id", refuseStaleSession(), async (c) => {
    const id = c.req.param("id");
    const data = callerCan(c, "content:write") ? await notices.get(id) : await notices.getPublic(id);
    return c.json({ success: true, data });
  });

  // A notice body may be 20,000 characters of Hindi (3 bytes each in UTF-8), escaped in JSON.
  const noticeBodyLimit = setBodyLimit(256 * 1024);

  app.post("/", canWrite, noticeBodyLimit, async (c) => {
    const values = parseInput(noticeInput, await readJson(c));
    const data = await notices.create(actorOf(c), values);
    return c.json({ success: true, message: "Notice created", data }, 201);
  });

  app.patch("/:id", canWrite, noticeBodyLimit, async (c) => {
    const patch = parseInput(noticePatchInput, await readJson(c));
    const data = await notices.update(actorOf(c), c.req.param("id"), patch);
    return c.json({ success: true, message: "Notice updated", data });
  });

  app.delete("/:id", canWrite, async (c) => {
    await notices.remove(actorOf(c), c.req.param("id"));
    return c.json({ success: true, message: "Notice deleted" });
  });

  return app;
}

const notFoundResponse = { 404: { description: "No such notice (or, for visitors, not published yet)" } };
const badInput = {
  400: { description: "A missing or invalid field (each listed in errors); expireAt before publishAt" },
};

export const noticesRouteDocs: RouteDoc[] = [
  {
    method: "get",
    path: "/notices",
    tag: "Notices",
    secure: "optional",
    summary:
      "List notices, newest first. Visitors get current ones only (published, publishAt passed, not expired); staff get all, with search and status",
    query: noticeListQuery,
    responses: { 200: { description: "A page of notices", schema: noticeListResponse }, ...badInput },
  },
  {
    method: "get",
    path: "/notices/{id}",
    tag: "Notices",
    secure: "optional",
    summary: "One notice by id (visitors: also by slug; expired ones stay readable)",
    responses: { 200: { description: "The notice", schema: noticeResponse }, ...notFoundResponse },
  },
  {
    method: "post",
    path: "/notices",
    tag: "Notices",
    secure: true,
    summary:
      "Create a notice. body is Markdown (raw HTML is shown as text, unsafe links dropped); the server makes the slug from the title",
    body: noticeInput,
    responses: { 201: { description: "Created", schema: noticeResponse }, ...badInput },
  },
  {
    method: "patch",
    path: "/notices/{id}",
    tag: "Notices",
    secure: true,
    summary: "Change a notice: fields sent replace the stored ones (the slug stays)",
    body: noticePatchInput,
    responses: { 200: { description: "Updated", schema: noticeResponse }, ...badInput, ...notFoundResponse },
  },
  {
    method: "delete",
    path: "/notices/{id}",
    tag: "Notices",
    secure: true,
    summary: "Delete a notice",
    responses: { 200: { description: "Deleted", schema: messageBody }, ...notFoundResponse },
  },
];

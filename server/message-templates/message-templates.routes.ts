import { Hono } from "hono";
import { messageBody } from "../../contract/common";
import {
  messageTemplateInput,
  messageTemplateListQuery,
  messageTemplateListResponse,
  messageTemplatePatch,
  messageTemplateResponse,
} from "../../contract/message-templates";
import { readJson } from "../http/body-limit";
import type { AppEnv } from "../http/context";
import type { RouteDoc } from "../http/openapi";
import { actorOf, requirePermission } from "../http/permissions";
import { parseInput } from "../lib/validate";
import type { MessageTemplatesService } from "./message-templates.service";

/** The admissions office reads the templates (to send them); the administrator keeps them. */
export function messageTemplatesRoutes(templates: MessageTemplatesService) {
  const canRead = requirePermission("enquiries:read");
  const canWrite = requirePermission("message-templates:write");
  const app = new Hono<AppEnv>();

  app.get("/", canRead, async (c) => {
    const query = parseInput(messageTemplateListQuery, c.req.query());
    return c.json({ success: true, data: await templates.list(query) });
  });

  app.get("/:id", canRead, async (c) =>
    c.json({ success: true, data: await templates.get(c.req.param("id")) }),
  );

  app.post("/", canWrite, async (c) => {
    const input = parseInput(messageTemplateInput, await readJson(c));
    const template = await templates.create(actorOf(c), input);
    return c.json({ success: true, message: "Template added", data: template }, 201);
  });

  app.patch("/:id", canWrite, async (c) => {
    const input = parseInput(messageTemplatePatch, await readJson(c));
    const template = await templates.update(actorOf(c), c.req.param("id"), input);
    return c.json({ success: true, message: "Template updated", data: template });
  });

  app.delete("/:id", canWrite, async (c) => {
    await templates.remove(actorOf(c), c.req.param("id"));
    return c.json({ success: true, message: "Template deleted" });
  });

  return app;
}

const tag = "Message templates";
const notFoundResponse = { 404: { description: "No such template" } };
const badRequest = {
  400: {
    description:
      "A missing or invalid field (each listed in errors): an unknown placeholder in body, a document that is not published; nothing is stored",
  },
};

export const messageTemplatesRouteDocs: RouteDoc[] = [
  {
    method: "get",
    path: "/message-templates",
    tag,
    secure: true,
    summary:
      "The WhatsApp/SMS reply templates by name (enquiries:read), each with its published documents' public links",
    query: messageTemplateListQuery,
    responses: { 200: { description: "A page of templates", schema: messageTemplateListResponse } },
  },
  {
    method: "get",
    path: "/message-templates/{id}",
    tag,
    secure: true,
    summary: "One template",
    responses: { 200: { description: "The template", schema: messageTemplateResponse }, ...notFoundResponse },
  },
  {
    method: "post",
    path: "/message-templates",
    tag,
    secure: true,
    summary:
      "Add a template (message-templates:write): name (unique), body with the placeholders {name}, {course}, {reference}, {officePhone} and {documents}, documentIds (at most 5 published documents; their links go where {documents} stands, else at the end)",
    body: messageTemplateInput,
    responses: {
      201: { description: "Added", schema: messageTemplateResponse },
      ...badRequest,
      409: { description: "Another template has this name" },
    },
  },
  {
    method: "patch",
    path: "/message-templates/{id}",
    tag,
    secure: true,
    summary: "Change a template (message-templates:write); the fields sent replace the stored ones",
    body: messageTemplatePatch,
    responses: {
      200: { description: "Updated", schema: messageTemplateResponse },
      ...badRequest,
      ...notFoundResponse,
      409: { description: "Another template has this name" },
    },
  },
  {
    method: "delete",
    path: "/message-templates/{id}",
    tag,
    secure: true,
    summary: "Delete a template (message-templates:write); what was sent stays on each enquiry's timeline",
    responses: { 200: { description: "Deleted", schema: messageBody }, ...notFoundResponse },
  },
];

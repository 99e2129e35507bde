import { Hono } from "hono";
import { messageBody } from "../../contract/common";
import {
  safetyContactInput,
  safetyContactListResponse,
  safetyContactPatch,
  safetyContactResponse,
} from "../../contract/safety-contacts";
import { readJson } from "../http/body-limit";
import type { AppEnv } from "../http/context";
import type { RouteDoc } from "../http/openapi";
import { actorOf, requirePermission } from "../http/permissions";
import { parseInput } from "../lib/validate";
import type { SafetyContactsService } from "./safety-contacts.service";

export function safetyContactsRoutes(contacts: SafetyContactsService) {
  const canWrite = requirePermission("content:write");
  const app = new Hono<AppEnv>();
  app.get("/", async (c) => c.json({ success: true, data: await contacts.list() }));
  app.post("/", canWrite, async (c) => {
    const input = parseInput(safetyContactInput, await readJson(c));
    return c.json(
      { success: true, message: "Contact added", data: await contacts.create(actorOf(c), input) },
      201,
    );
  });
  app.patch("/:id", canWrite, async (c) => {
    const patch = parseInput(safetyContactPatch, await readJson(c));
    const data = await contacts.update(actorOf(c), c.req.param("id"), patch);
    return c.json({ success: true, message: "Contact updated", data });
  });
  app.delete("/:id", canWrite, async (c) => {
    await contacts.remove(actorOf(c), c.req.param("id"));
    return c.json({ success: true, message: "Contact deleted" });
  });
  return app;
}

const notFoundResponse = { 404: { description: "No such contact" } };

export const safetyContactsRouteDocs: RouteDoc[] = [
  {
    method: "get",
    path: "/safety-contacts",
    tag: "Safety contacts",
    summary:
      "Members and officers of the anti-ragging, Internal and grievance committees, shown on /safety (public)",
    responses: { 200: { description: "Every contact", schema: safetyContactListResponse } },
  },
  {
    method: "post",
    path: "/safety-contacts",
    tag: "Safety contacts",
    secure: true,
    summary: "Add a member or officer",
    body: safetyContactInput,
    responses: {
      201: { description: "Added", schema: safetyContactResponse },
      400: { description: "Invalid field" },
    },
  },
  {
    method: "patch",
    path: "/safety-contacts/{id}",
    tag: "Safety contacts",
    secure: true,
    summary: "Change a contact (only the fields sent)",
    body: safetyContactPatch,
    responses: { 200: { description: "Updated", schema: safetyContactResponse }, ...notFoundResponse },
  },
  {
    method: "delete",
    path: "/safety-contacts/{id}",
    tag: "Safety contacts",
    secure: true,
    summary: "Remove a contact",
    responses: { 200: { description: "Deleted", schema: messageBody }, ...notFoundResponse },
  },
];

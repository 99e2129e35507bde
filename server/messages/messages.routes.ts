import { Hono } from "hono";
import { z } from "zod";
import { messageBody, successBody } from "../../contract/common";
import {
  CONTACT_SENT_MESSAGE,
  contactInput,
  contactListQuery,
  contactListResponse,
  contactMessageSchema,
  contactResponse,
  contactStatsSchema,
  contactUpdateInput,
} from "../../contract/contact";
import type { AppEnv } from "../http/context";
import type { RouteDoc } from "../http/openapi";
import {
  actorOf,
  callerCan,
  refuseStaleSession,
  requireAnyPermission,
  requirePermission,
} from "../http/permissions";
import { readJson } from "../http/body-limit";
import { isBot, publicFormGuard, type PublicFormLimiter } from "../http/public-form";
import { parseInput } from "../lib/validate";
import type { Context } from "hono";
import { messageScope, type MessagesService } from "./messages.service";

const scopeOf = (c: Context<AppEnv>) => messageScope(callerCan(c, "messages:read"));

export function messagesRoutes(messages: MessagesService, publicLimiter: PublicFormLimiter) {
  const canRead = requireAnyPermission("messages:read", "messages:read-careers");
  const canWrite = requirePermission("messages:write");
  const app = new Hono<AppEnv>();

  app.post("/", refuseStaleSession(), ...publicFormGuard(publicLimiter), async (c) => {
    const input = parseInput(contactInput, await readJson(c));
    if (isBot(input)) return c.json({ success: true, message: CONTACT_SENT_MESSAGE }, 201);
    const message = await messages.create(actorOf(c), input, { origin: new URL(c.req.url).origin });
    // The stored message goes back only to staff who may read it; an anonymous sender gets its id alone.
    return c.json(
      {
        success: true,
        message: CONTACT_SENT_MESSAGE,
        data: callerCan(c, "messages:read") ? message : { _id: message._id },
      },
      201,
    );
  });

  app.get("/", canRead, async (c) => {
    const query = parseInput(contactListQuery, c.req.query());
    return c.json({ success: true, ...(await messages.list(query, scopeOf(c))) });
  });

  app.get("/stats", canRead, async (c) => c.json({ success: true, data: await messages.stats(scopeOf(c)) }));

  app.get("/:id", canRead, async (c) =>
    c.json({ success: true, data: await messages.get(c.req.param("id"), scopeOf(c)) }),
  );

  app.put("/:id", canWrite, async (c) => {
    const input = parseInput(contactUpdateInput, await readJson(c));
    const message = await messages.update(actorOf(c), c.req.param("id"), input);
    return c.json({ success: true, message: "Message updated successfully", data: message });
  });

  app.delete("/:id", canWrite, async (c) => {
    await messages.remove(actorOf(c), c.req.param("id"));
    return c.json({ success: true, message: "Message deleted successfully" });
  });

  return app;
}

const notFoundResponse = { 404: { description: "No such message" } };

export const messagesRouteDocs: RouteDoc[] = [
  {
    method: "post",
    path: "/contact-us",
    tag: "Contact messages",
    summary: "Send a contact message (public; JSON or form post). Category is stored as a lowercase slug",
    body: contactInput,
    responses: {
      201: {
        description: "Stored; the whole record only for staff with messages:read, else its _id alone",
        schema: successBody(z.union([contactMessageSchema, z.object({ _id: z.string() })])).partial({
          data: true,
        }),
      },
      400: { description: "A missing or invalid field (each listed in errors)" },
      413: { description: "Body too large" },
      429: { description: "Too many submissions from this address" },
    },
  },
  {
    method: "get",
    path: "/contact-us",
    tag: "Contact messages",
    secure: true,
    summary: "List messages; category filter is case-insensitive",
    query: contactListQuery,
    responses: {
      200: { description: "A page of messages", schema: contactListResponse },
      400: { description: "Bad query" },
    },
  },
  {
    method: "get",
    path: "/contact-us/stats",
    tag: "Contact messages",
    secure: true,
    summary: "Total messages and counts by status",
    responses: { 200: { description: "Figures", schema: successBody(contactStatsSchema) } },
  },
  {
    method: "get",
    path: "/contact-us/{id}",
    tag: "Contact messages",
    secure: true,
    summary: "One message",
    responses: { 200: { description: "The message", schema: contactResponse }, ...notFoundResponse },
  },
  {
    method: "put",
    path: "/contact-us/{id}",
    tag: "Contact messages",
    secure: true,
    summary: "Mark a message new, read or handled",
    body: contactUpdateInput,
    responses: {
      200: { description: "Updated", schema: contactResponse },
      400: { description: "Invalid status" },
      ...notFoundResponse,
    },
  },
  {
    method: "delete",
    path: "/contact-us/{id}",
    tag: "Contact messages",
    secure: true,
    summary: "Delete a message",
    responses: { 200: { description: "Deleted", schema: messageBody }, ...notFoundResponse },
  },
];

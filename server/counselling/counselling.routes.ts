import { Hono } from "hono";
import { z } from "zod";
import { messageBody, successBody } from "../../contract/common";
import {
  counsellingNotifyResponse,
  counsellingRoundInput,
  counsellingRoundListQuery,
  counsellingRoundListResponse,
  counsellingRoundPatchInput,
  counsellingRoundResponse,
  unsubscribeToken,
} from "../../contract/counselling";
import { readJson } from "../http/body-limit";
import type { AppEnv } from "../http/context";
import type { RouteDoc } from "../http/openapi";
import { actorOf, callerCan, refuseStaleSession, requirePermission } from "../http/permissions";
import { parseInput } from "../lib/validate";
import type { CounsellingService } from "./counselling.service";

const unsubscribeInput = z.object({ token: unsubscribeToken });
const UNSUBSCRIBED_MESSAGE = "You will not receive counselling-round updates any more";

/** Rounds: public while published and not over; the admissions office (and admin) keep them. */
export function counsellingRoutes(rounds: CounsellingService) {
  const canWrite = requirePermission("counselling:write");
  const app = new Hono<AppEnv>();

  app.get("/", refuseStaleSession(), async (c) => {
    const query = parseInput(counsellingRoundListQuery, c.req.query());
    const data = callerCan(c, "counselling:write")
      ? await rounds.list(query)
      : await rounds.listPublic(query);
    return c.json({ success: true, data });
  });

  // The link in every update, for clients of the API (the page at the link works without it).
  app.post("/unsubscribe", async (c) => {
    const { token } = parseInput(unsubscribeInput, await readJson(c));
    const data = await rounds.unsubscribe(actorOf(c), token);
    return c.json({ success: true, message: UNSUBSCRIBED_MESSAGE, data });
  });

  app.get("/:id", refuseStaleSession(), async (c) => {
    const id = c.req.param("id");
    const data = callerCan(c, "counselling:write") ? await rounds.get(id) : await rounds.getPublic(id);
    return c.json({ success: true, data });
  });

  app.post("/", canWrite, async (c) => {
    const values = parseInput(counsellingRoundInput, await readJson(c));
    const data = await rounds.create(actorOf(c), values);
    return c.json({ success: true, message: "Counselling round created", data }, 201);
  });

  app.patch("/:id", canWrite, async (c) => {
    const patch = parseInput(counsellingRoundPatchInput, await readJson(c));
    const data = await rounds.update(actorOf(c), c.req.param("id"), patch);
    return c.json({ success: true, message: "Counselling round updated", data });
  });

  app.delete("/:id", canWrite, async (c) => {
    await rounds.remove(actorOf(c), c.req.param("id"));
    return c.json({ success: true, message: "Counselling round deleted" });
  });

  app.post("/:id/notify", canWrite, async (c) => {
    const data = await rounds.notify(actorOf(c), c.req.param("id"));
    const message =
      data.notified === 0
        ? "Every family who asked has already been told about this round"
        : `${data.notified} ${data.notified === 1 ? "family" : "families"} will be e-mailed`;
    return c.json({ success: true, message, data });
  });

  return app;
}

const tag = "Counselling rounds";
const notFoundResponse = {
  404: { description: "No such round (or, for visitors, a draft or one whose reporting day has passed)" },
};
const badInput = {
  400: {
    description:
      "A missing or invalid field, each listed in errors (dates out of order name registrationTo or reportingBy; link must be https); nothing is stored",
  },
};

export const counsellingRouteDocs: RouteDoc[] = [
  {
    method: "get",
    path: "/counselling-rounds",
    tag,
    secure: "optional",
    summary:
      "List counselling rounds. Visitors get published rounds whose reporting day (India time) has not passed, soonest first; staff with counselling:write get all, latest first, and may filter by status",
    query: counsellingRoundListQuery,
    responses: {
      200: { description: "A page of rounds", schema: counsellingRoundListResponse },
      ...badInput,
    },
  },
  {
    method: "get",
    path: "/counselling-rounds/{id}",
    tag,
    secure: "optional",
    summary: "One counselling round (visitors: only while published and not over)",
    responses: { 200: { description: "The round", schema: counsellingRoundResponse }, ...notFoundResponse },
  },
  {
    method: "post",
    path: "/counselling-rounds",
    tag,
    secure: true,
    summary:
      "Add a counselling round (counselling:write: the admissions office and administrators); a draft unless sent as published",
    body: counsellingRoundInput,
    responses: { 201: { description: "Created", schema: counsellingRoundResponse }, ...badInput },
  },
  {
    method: "patch",
    path: "/counselling-rounds/{id}",
    tag,
    secure: true,
    summary:
      "Change a counselling round: the fields sent replace the stored ones; the result is checked whole",
    body: counsellingRoundPatchInput,
    responses: {
      200: { description: "Updated", schema: counsellingRoundResponse },
      ...badInput,
      ...notFoundResponse,
    },
  },
  {
    method: "delete",
    path: "/counselling-rounds/{id}",
    tag,
    secure: true,
    summary: "Delete a counselling round",
    responses: { 200: { description: "Deleted", schema: messageBody }, ...notFoundResponse },
  },
  {
    method: "post",
    path: "/counselling-rounds/{id}/notify",
    tag,
    secure: true,
    summary:
      "Notify families: e-mail the round to every address that asked for counselling-round updates on an enquiry of its course (MD/MS: MD and MS enquiries) and was not told about it yet — once per address, however often it is called and on however many instances. The e-mails go through the outbox, spaced BULK_MAIL_PER_MINUTE apart, each with a one-click unsubscribe link and List-Unsubscribe headers",
    responses: {
      200: {
        description: "How many were queued now, and the round with its total",
        schema: counsellingNotifyResponse,
      },
      409: { description: "The round is a draft, or its reporting day has passed" },
      ...notFoundResponse,
    },
  },
  {
    method: "post",
    path: "/counselling-rounds/unsubscribe",
    tag,
    secure: false,
    summary:
      "Withdraw consent to counselling-round updates with the token of an update's unsubscribe link (every enquiry of that address), at once. The link itself opens a page at /admission/counselling-updates/unsubscribe that does the same without JavaScript and takes RFC 8058 one-click posts",
    body: unsubscribeInput,
    responses: {
      200: {
        description: "Withdrawn (withdrawn: how many enquiries it applied to; 0 when already withdrawn)",
        schema: successBody(z.object({ withdrawn: z.number().int() })),
      },
      400: { description: "The token is not in the form of one" },
      404: { description: "No update was sent with this token" },
    },
  },
];

import { Hono } from "hono";
import { z } from "zod";
import { messageBody } from "../../contract/common";
import {
  ACCOUNT_MADE_INVITATION_NOT_SENT_MESSAGE,
  acceptInvitationInput,
  accountResponse,
  invitationAcceptedResponse,
  sessionListResponse,
  userCreateInput,
  userListQuery,
  userListResponse,
  userUpdateInput,
} from "../../contract/users";
import { clientAddress, type AppEnv } from "../http/context";
import type { RouteDoc } from "../http/openapi";
import { actorOf, requirePermission, requireSession } from "../http/permissions";
import { AUTH_BODY_LIMIT, setBodyLimit } from "../http/body-limit";
import { parseInput } from "../lib/validate";
import type { Services } from "../module";

const readJson = (c: { req: { json: () => Promise<unknown> } }) => c.req.json().catch(() => ({}));

/** Staff accounts (admin): /api/users/… */
export function usersRoutes(services: Services) {
  const app = new Hono<AppEnv>();
  app.use("*", requirePermission("users:manage"));

  app.get("/", async (c) => {
    const query = parseInput(userListQuery, c.req.query());
    return c.json({ success: true, ...(await services.users.list(query)) });
  });

  app.post("/", async (c) => {
    const input = parseInput(userCreateInput, await readJson(c));
    const { account, invitationSent } = await services.users.invite(
      actorOf(c),
      input,
      new URL(c.req.url).origin,
    );
    const message = invitationSent ? "Invitation sent" : ACCOUNT_MADE_INVITATION_NOT_SENT_MESSAGE;
    return c.json({ success: true, message, invitationSent, data: account }, 201);
  });

  app.get("/:id", async (c) =>
    c.json({ success: true, data: await services.users.getAccount(c.req.param("id")) }),
  );

  app.patch("/:id", async (c) => {
    const input = parseInput(userUpdateInput, await readJson(c));
    const account = await services.users.update(actorOf(c), c.req.param("id"), input);
    return c.json({ success: true, message: "Account updated", data: account });
  });

  app.post("/:id/invitation", async (c) => {
    await services.users.reinvite(actorOf(c), c.req.param("id"), new URL(c.req.url).origin);
    return c.json({ success: true, message: "A new invitation has been sent" });
  });

  app.get("/:id/sessions", async (c) => {
    await services.users.getAccount(c.req.param("id"));
    const current = c.get("session")!.tokenHash;
    return c.json({ success: true, data: await services.auth.listSessions(c.req.param("id"), current) });
  });

  app.delete("/:id/sessions/:sessionId", async (c) => {
    await services.auth.endSession(actorOf(c), c.req.param("id"), c.req.param("sessionId"));
    return c.json({ success: true, message: "Session ended" });
  });
  return app;
}

/** The signed-in user's own sessions: /api/me/sessions/… */
export function mySessionsRoutes(services: Services) {
  const app = new Hono<AppEnv>();
  app.use("*", requireSession());
  app.get("/", async (c) => {
    const session = c.get("session")!;
    return c.json({
      success: true,
      data: await services.auth.listSessions(session.user._id, session.tokenHash),
    });
  });
  app.delete("/:sessionId", async (c) => {
    const session = c.get("session")!;
    await services.auth.endSession(actorOf(c), session.user._id, c.req.param("sessionId"));
    return c.json({ success: true, message: "Session ended" });
  });
  return app;
}

/** POST /api/invitations/accept: the invited person chooses a password (no session). */
export function invitationRoutes(services: Services) {
  const app = new Hono<AppEnv>();
  app.post("/accept", setBodyLimit(AUTH_BODY_LIMIT), async (c) => {
    const input = parseInput(acceptInvitationInput, await readJson(c));
    const actor = actorOf(c);
    const data = await services.users.acceptInvitation(input.token, input.password, {
      ip: actor.ip,
      requestId: actor.requestId,
      address: clientAddress(c),
    });
    return c.json({ success: true, message: "Your password is set. You can now sign in.", data });
  });
  return app;
}

const forbiddenDoc = { description: "Forbidden: your role does not allow this" };

export const usersRouteDocs: RouteDoc[] = [
  {
    method: "get",
    path: "/users",
    tag: "Accounts",
    secure: true,
    summary: "Staff accounts (admin), by name; `search` matches name or e-mail",
    query: userListQuery,
    responses: { 200: { description: "A page of accounts", schema: userListResponse }, 403: forbiddenDoc },
  },
  {
    method: "post",
    path: "/users",
    tag: "Accounts",
    secure: true,
    summary: "Invite a colleague (admin): creates the account and e-mails a single-use link valid 72 hours",
    body: userCreateInput,
    responses: {
      201: {
        description:
          "Account made. `invitationSent` is false (and the message says so) when the e-mail could not be sent",
        schema: accountResponse.extend({ invitationSent: z.boolean() }),
      },
      400: { description: "Invalid field" },
      403: forbiddenDoc,
      409: { description: "An account with this e-mail already exists" },
    },
  },
  {
    method: "get",
    path: "/users/{id}",
    tag: "Accounts",
    secure: true,
    summary: "One account (admin)",
    responses: {
      200: { description: "The account", schema: accountResponse },
      403: forbiddenDoc,
      404: { description: "No such user" },
    },
  },
  {
    method: "patch",
    path: "/users/{id}",
    tag: "Accounts",
    secure: true,
    summary:
      "Correct the name or e-mail, change the role or (de)activate (admin), audited field by field; deactivating ends all the account's sessions",
    body: userUpdateInput,
    responses: {
      200: { description: "Updated", schema: accountResponse },
      400: { description: "Invalid field" },
      403: forbiddenDoc,
      404: { description: "No such user" },
      409: {
        description:
          "The e-mail belongs to another account; the last active administrator cannot be deactivated or demoted; nobody deactivates their own account",
      },
    },
  },
  {
    method: "post",
    path: "/users/{id}/invitation",
    tag: "Accounts",
    secure: true,
    summary: "Send a new invitation to an account that has not accepted one (the old link stops working)",
    responses: {
      200: { description: "Sent", schema: messageBody },
      403: forbiddenDoc,
      409: { description: "Already accepted" },
      503: { description: "The e-mail could not be sent; the new link is made, try again" },
    },
  },
  {
    method: "get",
    path: "/users/{id}/sessions",
    tag: "Accounts",
    secure: true,
    summary: "An account's active sessions (admin)",
    responses: { 200: { description: "Sessions", schema: sessionListResponse }, 403: forbiddenDoc },
  },
  {
    method: "delete",
    path: "/users/{id}/sessions/{sessionId}",
    tag: "Accounts",
    secure: true,
    summary: "End one of an account's sessions (admin)",
    responses: {
      200: { description: "Ended", schema: messageBody },
      403: forbiddenDoc,
      404: { description: "No such session" },
    },
  },
  {
    method: "get",
    path: "/me/sessions",
    tag: "Accounts",
    secure: true,
    summary: "Your active sessions (device, address, last seen)",
    responses: { 200: { description: "Sessions", schema: sessionListResponse } },
  },
  {
    method: "delete",
    path: "/me/sessions/{sessionId}",
    tag: "Accounts",
    secure: true,
    summary: "End one of your sessions",
    responses: {
      200: { description: "Ended", schema: messageBody },
      404: { description: "No such session" },
    },
  },
  {
    method: "post",
    path: "/invitations/accept",
    tag: "Accounts",
    summary: "Choose a password with an invitation link's token (single use, 72 hours)",
    body: acceptInvitationInput,
    responses: {
      200: {
        description:
          "Password set; `data.email` is the account's sign-in e-mail (the sign-in form is filled with it)",
        schema: invitationAcceptedResponse,
      },
      400: {
        description:
          "The invitation is used, voided (the account has chosen a password) or expired; or the password is too short, common or guessable",
      },
      429: { description: "Too many attempts from this address (LOGIN_RATE_LIMIT per window)" },
    },
  },
];

import { Hono, type Context } from "hono";
import { deleteCookie, setCookie } from "hono/cookie";
import {
  changePasswordInput,
  forgotPasswordInput,
  loginInput,
  loginResponse,
  resetPasswordInput,
  userResponse,
  type User,
} from "../../contract/auth";
import { loginTwoFactorInput, mfaRequiredResponse } from "../../contract/two-factor";
import { messageBody } from "../../contract/common";
import { AUTH_BODY_LIMIT, readJson, setBodyLimit } from "../http/body-limit";
import { clientAddress, type AppEnv } from "../http/context";
import type { RouteDoc } from "../http/openapi";
import { parseInput } from "../lib/validate";
import { newToken } from "../lib/tokens";
import { SESSION_LIMITS } from "./auth.service";
import type { Services } from "../module";
import { forbidden } from "../errors";
import { can, FORBIDDEN_MESSAGE } from "../../contract/permissions";
import { actorOf, cookieNames, requireSession, secureCookies } from "../http/permissions";

export function authRoutes(services: Services) {
  const { auth, users } = services;
  const requireStaff = requireSession();
  const app = new Hono<AppEnv>();
  // A few short fields each: the cap applies while the body streams in, before anything parses it.
  for (const path of ["/login", "/login/2fa", "/forgot-password", "/reset-password", "/change-password"]) {
    app.post(path, setBodyLimit(AUTH_BODY_LIMIT));
  }

  /** Sets the session cookies of a completed sign-in and answers what login answers. */
  const signedIn = (c: Context<AppEnv>, result: { user: User; token: string; persistent: boolean }) => {
    const secure = secureCookies(c);
    const names = cookieNames(secure);
    const maxAge = result.persistent ? SESSION_LIMITS.remembered.absoluteMs / 1000 : undefined;
    setCookie(c, names.session, result.token, {
      httpOnly: true,
      sameSite: "Lax",
      secure,
      path: "/",
      maxAge,
    });
    setCookie(c, names.xsrf, newToken(), { httpOnly: false, sameSite: "Lax", secure, path: "/", maxAge });
    return c.json({
      success: true,
      message: "Login successful",
      data: { User: result.user, token: result.token },
    });
  };

  app.post("/login", async (c) => {
    const input = parseInput(loginInput, await readJson(c));
    const result = await auth.login(
      { ...input, address: clientAddress(c), userAgent: c.req.header("User-Agent") ?? null },
      actorOf(c),
    );
    // Two-factor sign-in on: no session yet, a ticket for POST /login/2fa.
    if (result.mfaRequired) {
      return c.json({
        success: true,
        message: "Enter the code from your authenticator app",
        data: { mfaRequired: true, ticket: result.ticket },
      });
    }
    return signedIn(c, result);
  });

  app.post("/login/2fa", async (c) => {
    const input = parseInput(loginTwoFactorInput, await readJson(c));
    const result = await auth.loginSecondFactor(
      { ...input, address: clientAddress(c), userAgent: c.req.header("User-Agent") ?? null },
      actorOf(c),
    );
    return signedIn(c, result);
  });

  app.post("/logout", requireStaff, async (c) => {
    await auth.logout(actorOf(c), c.get("session")!.tokenHash);
    const secure = secureCookies(c);
    const names = cookieNames(secure);
    deleteCookie(c, names.session, { path: "/", secure });
    deleteCookie(c, names.xsrf, { path: "/", secure });
    return c.json({ success: true, message: "Logged out successfully" });
  });

  app.get("/me", requireStaff, (c) => c.json({ success: true, data: c.get("session")!.user }));

  app.post("/forgot-password", async (c) => {
    const { email } = parseInput(forgotPasswordInput, await readJson(c));
    const message = await auth.forgotPassword(email, clientAddress(c));
    return c.json({ success: true, message });
  });

  app.post("/reset-password", async (c) => {
    const header = c.req.header("Authorization");
    const token = header?.startsWith("Bearer ") ? header.slice(7).trim() : undefined;
    const { password } = parseInput(resetPasswordInput, await readJson(c));
    await auth.resetPassword(token, password, actorOf(c));
    return c.json({ success: true, message: "Your password has been changed. You can now sign in." });
  });

  app.post("/change-password", requireStaff, async (c) => {
    const input = parseInput(changePasswordInput, await readJson(c));
    await auth.changePassword(
      actorOf(c),
      c.get("session")!,
      input.currentPassword,
      input.newPassword,
      clientAddress(c),
    );
    return c.json({ success: true, message: "Password changed successfully" });
  });

  // Everyone may read themselves; other accounts are the administrators' business.
  app.get("/user/:id", requireStaff, async (c) => {
    const { user } = c.get("session")!;
    const id = c.req.param("id");
    if (id !== user._id && !can(user.role, "users:manage")) throw forbidden(FORBIDDEN_MESSAGE);
    return c.json({ success: true, data: await users.getUser(id) });
  });

  return app;
}

export const authRouteDocs: RouteDoc[] = [
  {
    method: "post",
    path: "/login",
    tag: "Auth",
    summary: "Sign in; sets the session and XSRF-TOKEN cookies and returns the user and a bearer token",
    body: loginInput,
    responses: {
      200: {
        description:
          "Signed in; or, with two-factor sign-in on, `{ mfaRequired: true, ticket }` and no session yet",
        schema: loginResponse.or(mfaRequiredResponse),
      },
      400: { description: "An empty field" },
      401: { description: "Wrong email or password" },
      429: { description: "Too many attempts for this account or address" },
    },
  },
  {
    method: "post",
    path: "/login/2fa",
    tag: "Auth",
    summary:
      "Second step when two-factor sign-in is on (login answered `mfaRequired` and a ticket, valid 5 minutes): a current authenticator code or an unused recovery code completes it. Three wrong codes spend the ticket",
    body: loginTwoFactorInput,
    responses: {
      200: { description: "Signed in (as login)", schema: loginResponse },
      400: { description: "An empty field" },
      401: { description: "Wrong or replayed code, or an expired or used ticket" },
      429: {
        description:
          "Too many code attempts from this address, or too many wrong codes for this account (5 in 15 minutes)",
      },
    },
  },
  {
    method: "post",
    path: "/logout",
    tag: "Auth",
    secure: true,
    summary: "Revoke the current session",
    responses: { 200: { description: "Signed out", schema: messageBody } },
  },
  {
    method: "get",
    path: "/me",
    tag: "Auth",
    secure: true,
    summary: "The signed-in user",
    responses: { 200: { description: "The user", schema: userResponse } },
  },
  {
    method: "post",
    path: "/forgot-password",
    tag: "Auth",
    summary: "E-mail a single-use reset link (the answer is the same whether or not the address exists)",
    body: forgotPasswordInput,
    responses: {
      200: { description: "Accepted", schema: messageBody },
      400: { description: "Invalid e-mail" },
      429: { description: "Too many requests" },
    },
  },
  {
    method: "post",
    path: "/reset-password",
    tag: "Auth",
    summary: "Set a new password; the reset token is the bearer credential",
    secure: true,
    body: resetPasswordInput,
    responses: {
      200: { description: "Changed", schema: messageBody },
      400: { description: "Password too short" },
      401: { description: "Invalid, used or expired reset token" },
    },
  },
  {
    method: "post",
    path: "/change-password",
    tag: "Auth",
    secure: true,
    summary: "Change the signed-in user's password; other sessions are signed out",
    body: changePasswordInput,
    responses: {
      200: { description: "Changed", schema: messageBody },
      400: { description: "Wrong current password or weak new one" },
    },
  },
  {
    method: "get",
    path: "/user/{id}",
    tag: "Auth",
    secure: true,
    summary: "A user, without any secret",
    responses: {
      200: { description: "The user", schema: userResponse },
      404: { description: "No such user" },
    },
  },
];

import { Hono } from "hono";
import { messageBody } from "../../contract/common";
import {
  securitySettingsInput,
  securitySettingsResponse,
  twoFactorDisableInput,
  twoFactorEnableInput,
  twoFactorEnableResponse,
  twoFactorSetupResponse,
  twoFactorStatusResponse,
} from "../../contract/two-factor";
import { clientAddress, type AppEnv } from "../http/context";
import type { RouteDoc } from "../http/openapi";
import { actorOf, callerCan, requirePermission, requireSession } from "../http/permissions";
import { AUTH_BODY_LIMIT, setBodyLimit } from "../http/body-limit";
import { parseInput } from "../lib/validate";
import type { Services } from "../module";

/** The signed-in user's own second factor: /api/me/2fa/… */
export function twoFactorRoutes(services: Services) {
  const app = new Hono<AppEnv>();
  app.use("*", requireSession());

  app.get("/", async (c) => {
    const userId = c.get("session")!.user._id;
    const [enabled, settings] = await Promise.all([
      services.twoFactor.isEnabled(userId),
      services.twoFactor.getSettings(),
    ]);
    return c.json({
      success: true,
      data: {
        enabled,
        required: settings.requireTwoFactor,
        mustEnroll: settings.requireTwoFactor && !enabled,
      },
    });
  });

  app.post("/setup", async (c) =>
    c.json({ success: true, data: await services.twoFactor.setup(actorOf(c)) }),
  );

  app.post("/enable", async (c) => {
    const { code } = parseInput(twoFactorEnableInput, await c.req.json().catch(() => ({})));
    const recoveryCodes = await services.twoFactor.enable(actorOf(c), code);
    return c.json({
      success: true,
      message: "Two-factor sign-in is on. Keep your recovery codes somewhere safe.",
      data: { recoveryCodes },
    });
  });

  app.post("/disable", setBodyLimit(AUTH_BODY_LIMIT), async (c) => {
    const input = parseInput(twoFactorDisableInput, await c.req.json().catch(() => ({})));
    await services.twoFactor.disable(actorOf(c), input.password, input.code, clientAddress(c));
    return c.json({ success: true, message: "Two-factor sign-in is off" });
  });
  return app;
}

/** Account-security settings of the back-office: /api/security-settings */
export function securitySettingsRoutes(services: Services) {
  const app = new Hono<AppEnv>();
  app.get("/", requireSession(), async (c) =>
    c.json({
      success: true,
      data: callerCan(c, "settings:manage")
        ? await services.twoFactor.settingsFor(c.get("session")!.user._id)
        : await services.twoFactor.getSettings(),
    }),
  );
  app.put("/", requirePermission("settings:manage"), async (c) => {
    const input = parseInput(securitySettingsInput, await c.req.json().catch(() => ({})));
    return c.json({
      success: true,
      message: "Settings saved",
      data: await services.twoFactor.updateSettings(actorOf(c), input),
    });
  });
  return app;
}

export const twoFactorRouteDocs: RouteDoc[] = [
  {
    method: "get",
    path: "/me/2fa",
    tag: "Two-factor sign-in",
    secure: true,
    summary:
      "Whether your two-factor sign-in is on, whether it is required, and so whether you must enrol now",
    responses: { 200: { description: "The status", schema: twoFactorStatusResponse } },
  },
  {
    method: "post",
    path: "/me/2fa/setup",
    tag: "Two-factor sign-in",
    secure: true,
    summary: "Make a new authenticator key (TOTP, 30 s, 6 digits, SHA-1); 2FA is on only after /enable",
    responses: {
      200: { description: "The key, its otpauth:// URL and a QR image", schema: twoFactorSetupResponse },
      409: { description: "Two-factor sign-in is already on" },
    },
  },
  {
    method: "post",
    path: "/me/2fa/enable",
    tag: "Two-factor sign-in",
    secure: true,
    summary: "Confirm the key with a current code; answers ten single-use recovery codes, shown once",
    body: twoFactorEnableInput,
    responses: {
      200: { description: "On", schema: twoFactorEnableResponse },
      400: { description: "Wrong code, or no key set up" },
      429: { description: "Too many wrong codes" },
    },
  },
  {
    method: "post",
    path: "/me/2fa/disable",
    tag: "Two-factor sign-in",
    secure: true,
    summary: "Turn two-factor sign-in off with the password and a current (or recovery) code",
    body: twoFactorDisableInput,
    responses: {
      200: { description: "Off", schema: messageBody },
      400: { description: "Wrong password or code (one answer for either)" },
      429: {
        description:
          "Too many wrong codes, or too many wrong passwords (the sign-in limits: per address, back-off per account)",
      },
    },
  },
  {
    method: "get",
    path: "/security-settings",
    tag: "Two-factor sign-in",
    secure: true,
    summary:
      "Whether every staff account must use two-factor sign-in; an administrator also gets the active accounts without it and whether they have it on themselves",
    responses: { 200: { description: "The settings", schema: securitySettingsResponse } },
  },
  {
    method: "put",
    path: "/security-settings",
    tag: "Two-factor sign-in",
    secure: true,
    summary:
      "Require two-factor sign-in for all staff (admin); users without it must enrol before anything else",
    body: securitySettingsInput,
    responses: {
      200: { description: "Saved", schema: securitySettingsResponse },
      403: { description: "Forbidden: your role does not allow this" },
      409: { description: "Requiring it while the administrator has not set it up for themselves" },
    },
  },
];

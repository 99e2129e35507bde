import { expect } from "vitest";
import { totpCode, totpStep } from "../two-factor/totp";
import type { TestApp } from "./test-app";

/**
 * Turns two-factor sign-in on for the signed-in account (setup, then a code), as Settings does; returns
 * its key. An administrator needs it before requiring two-factor sign-in of all staff.
 */
export async function enrolTwoFactor(t: TestApp, token: string): Promise<string> {
  const setup = await t.json("POST", "/api/me/2fa/setup", undefined, token);
  expect(setup.status).toBe(200);
  const secret = ((await setup.json()) as { data: { secret: string } }).data.secret;
  const enable = await t.json(
    "POST",
    "/api/me/2fa/enable",
    { code: totpCode(secret, totpStep(Date.now())) },
    token,
  );
  expect(enable.status).toBe(200);
  return secret;
}

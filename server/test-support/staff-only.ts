import { expect } from "vitest";
import type { TestApp } from "./test-app";

/**
 * Asserts a secure call answers 401 "Unauthorized: Invalid token" without a token, with a made-up one
 * and with a signed-out (revoked) one.
 */
export async function expectStaffOnly(t: TestApp, method: string, url: string, body?: unknown) {
  const revoked = await t.signIn();
  expect((await t.json("POST", "/api/logout", undefined, revoked)).status).toBe(200);
  for (const token of [undefined, "not-a-real-token", revoked]) {
    const response = await t.json(method, url, body, token);
    expect(response.status, `${method} ${url} with token ${token ?? "(none)"}`).toBe(401);
    expect(await response.json()).toEqual({ success: false, message: "Unauthorized: Invalid token" });
  }
}

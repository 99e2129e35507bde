import { expect } from "vitest";
import type { TestApp } from "./test-app";

/** One signed-out token per test app: signing in costs a password hash. */
const revokedTokens = new WeakMap<TestApp, Promise<string>>();

function revokedToken(t: TestApp): Promise<string> {
  let token = revokedTokens.get(t);
  if (!token) {
    token = (async () => {
      const signedIn = await t.signIn();
      expect((await t.json("POST", "/api/logout", undefined, signedIn)).status).toBe(200);
      return signedIn;
    })();
    revokedTokens.set(t, token);
  }
  return token;
}

/**
 * Asserts a secure call answers 401 "Unauthorized: Invalid token" without a token, with a made-up one
 * and with a signed-out (revoked) one.
 */
export async function expectStaffOnly(t: TestApp, method: string, url: string, body?: unknown) {
  for (const token of [undefined, "not-a-real-token", await revokedToken(t)]) {
    const response = await t.json(method, url, body, token);
    expect(response.status, `${method} ${url} with token ${token ?? "(none)"}`).toBe(401);
    expect(await response.json()).toEqual({ success: false, message: "Unauthorized: Invalid token" });
  }
}

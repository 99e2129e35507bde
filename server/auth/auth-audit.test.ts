import { and, eq, isNull, sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../audit/audit.schema";
import { createTestApp, TEST_PASSWORD, type TestApp } from "../test-support/test-app";
import { unique } from "../test-support/test-data";
import { totpCode, totpStep } from "../two-factor/totp";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are checked by the assertions
async function body<T = any>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

const entriesOf = (email: string, action: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.actorEmail, email), eq(auditLog.action, action)));

describe("sign-in events in the audit trail", () => {
  it("records a sign-in, a failed sign-in and a sign-out, once each, with the actor", async () => {
    const email = `audited-${unique()}@example.edu.in`;
    const token = await t.signIn(email, "editor");
    const [signIn, ...more] = await entriesOf(email, "auth.sign-in");
    expect(more).toHaveLength(0);
    expect(signIn).toMatchObject({
      actorRole: "editor",
      entity: "user",
      entityId: expect.any(String),
      ip: expect.any(String),
    });
    expect(signIn!.requestId).toEqual(expect.any(String));

    expect((await t.json("POST", "/api/login", { email, password: "wrong password" })).status).toBe(401);
    const failed = await entriesOf(email, "auth.sign-in-failed");
    expect(failed).toHaveLength(1);
    expect(JSON.stringify(failed[0])).not.toContain("wrong password");

    expect((await t.json("POST", "/api/logout", undefined, token)).status).toBe(200);
    expect(await entriesOf(email, "auth.sign-out")).toHaveLength(1);
  });

  it("records a failed sign-in of an unknown account with no actor and nothing typed", async () => {
    const typed = `nobody-${unique()}@example.edu.in`;
    const before = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(and(eq(auditLog.action, "auth.sign-in-failed"), isNull(auditLog.actorId)));
    expect((await t.json("POST", "/api/login", { email: typed, password: "whatever it is" })).status).toBe(
      401,
    );
    const after = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(and(eq(auditLog.action, "auth.sign-in-failed"), isNull(auditLog.actorId)));
    expect(after[0]!.n - before[0]!.n).toBe(1);
    const rows = await t.db.select().from(auditLog).where(eq(auditLog.action, "auth.sign-in-failed"));
    expect(JSON.stringify(rows)).not.toContain(typed);
  });

  it("records a password change and a password reset, without any password", async () => {
    const email = `changer-${unique()}@example.edu.in`;
    const token = await t.signIn(email, "admissions");
    const change = await t.json(
      "POST",
      "/api/change-password",
      { currentPassword: TEST_PASSWORD, newPassword: "a brand new password" },
      token,
    );
    expect(change.status).toBe(200);
    const [changed, ...extra] = await entriesOf(email, "auth.password-change");
    expect(extra).toHaveLength(0);
    expect(JSON.stringify(changed)).not.toMatch(/brand new|password_hash|passwordHash/);

    await t.json("POST", "/api/forgot-password", { email });
    await t.services.auth.idle();
    const mail = t.mailer.sent.at(-1)!;
    const resetToken = decodeURIComponent(/token=(\S+)/.exec(mail.text)![1]!);
    const reset = await t.request("/api/reset-password", {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${resetToken}` },
      body: JSON.stringify({ password: "yet another password" }),
    });
    expect(reset.status).toBe(200);
    expect(await entriesOf(email, "auth.password-reset")).toHaveLength(1);
    expect(
      (await body(await t.json("POST", "/api/login", { email, password: "yet another password" }))).success,
    ).toBe(true);
  });
});

describe("refused account changes in the audit trail (issue 19, finding 9)", () => {
  it("records a change-password attempt with a wrong current password, without it", async () => {
    const email = `wrong-current-${unique()}@example.edu.in`;
    const token = await t.signIn(email, "editor");
    const change = await t.json(
      "POST",
      "/api/change-password",
      { currentPassword: "not my password at all", newPassword: "a brand new password" },
      token,
    );
    expect(change.status).toBe(400);
    const failed = await entriesOf(email, "auth.password-change-failed");
    expect(failed).toHaveLength(1);
    expect(failed[0]!.details).toEqual({ reason: "wrong-password" });
    expect(JSON.stringify(failed[0])).not.toMatch(/not my password|brand new/);
  });

  it("records a refused 2FA switch-off, for a wrong password and for a wrong code", async () => {
    const email = `disable-${unique()}@example.edu.in`;
    const token = await t.signIn(email, "editor");
    const { data } = await body(await t.json("POST", "/api/me/2fa/setup", undefined, token));
    const secret = data.secret as string;
    const enable = await t.json(
      "POST",
      "/api/me/2fa/enable",
      { code: totpCode(secret, totpStep(Date.now())) },
      token,
    );
    expect(enable.status).toBe(200);
    const right = totpCode(secret, totpStep(Date.now()) + 1);
    const wrong = right === "000000" ? "111111" : "000000";
    const badPassword = { password: "not my password at all", code: right };
    expect((await t.json("POST", "/api/me/2fa/disable", badPassword, token)).status).toBe(400);
    const badCode = { password: TEST_PASSWORD, code: wrong };
    expect((await t.json("POST", "/api/me/2fa/disable", badCode, token)).status).toBe(400);
    const failed = await entriesOf(email, "auth.2fa-disable-failed");
    const reasons = failed.map((entry) => (entry.details as { reason: string }).reason);
    expect(reasons.sort()).toEqual(["wrong-code", "wrong-password"]);
    expect(failed.map((entry) => entry.details)).toEqual(
      expect.arrayContaining([{ reason: "wrong-password" }, { reason: "wrong-code" }]),
    );
    expect(JSON.stringify(failed)).not.toMatch(/not my password/);
  });

  it("says in the request log who was refused (403): account id and role, no e-mail", async () => {
    const lines: Record<string, unknown>[] = [];
    const logger = pino(
      { level: "info" },
      { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
    );
    const own = await createTestApp({}, { logger });
    try {
      const email = `refused-${unique()}@example.edu.in`;
      const token = await own.signIn(email, "editor");
      const me = await body(await own.json("GET", "/api/me", undefined, token));
      expect((await own.json("GET", "/api/users", undefined, token)).status).toBe(403);
      const refused = lines.find((line) => line.msg === "request" && line.status === 403);
      expect(refused).toMatchObject({ path: "/api/users", userId: me.data._id, role: "editor" });
      expect(JSON.stringify(refused)).not.toContain(email);
    } finally {
      await own.close();
    }
  }, 120_000);
});

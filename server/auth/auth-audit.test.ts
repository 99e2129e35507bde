import { and, eq, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../audit/audit.schema";
import { createTestApp, TEST_PASSWORD, type TestApp } from "../test-support/test-app";
import { unique } from "../test-support/test-data";

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

import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INVALID_CODE_MESSAGE } from "../../contract/two-factor";
import { auditLog } from "../audit/audit.schema";
import { createTestApp, TEST_PASSWORD, type TestApp } from "../test-support/test-app";
import { unique } from "../test-support/test-data";
import { totpCode, totpStep } from "./totp";
import { MAX_FAILED_CODES } from "./two-factor.service";
import { twoFactorCredentials } from "./two-factor.schema";

/*
 * PGlite runs one query at a time, so a race between reading the wrong-code count and adding to it never
 * shows there: this burst runs on PostgreSQL (TEST_DATABASE_URL, as in CI).
 */
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))("a burst of wrong codes on PostgreSQL", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it("evaluates at most the wrong-code limit, however many arrive at once", async () => {
    const email = `burst-${unique()}@example.edu.in`;
    const token = await t.signIn(email, "admissions");
    const setup = (await (await t.json("POST", "/api/me/2fa/setup", undefined, token)).json()) as {
      data: { secret: string };
    };
    const secret = setup.data.secret;
    const enable = await t.json(
      "POST",
      "/api/me/2fa/enable",
      {
        code: totpCode(secret, totpStep(Date.now())),
      },
      token,
    );
    expect(enable.status).toBe(200);

    // Several tickets (the password is known), each hit by many requests from many addresses at once.
    const tickets: string[] = [];
    for (let i = 0; i < 8; i++) {
      const login = await t.json("POST", "/api/login", { email, password: TEST_PASSWORD });
      tickets.push(((await login.json()) as { data: { ticket: string } }).data.ticket);
    }
    const valid = new Set([-1, 0, 1, 2].map((offset) => totpCode(secret, totpStep(Date.now()) + offset)));
    const codes: string[] = [];
    for (let n = 100_000; codes.length < 200; n += 4_999) {
      const code = String(n).padStart(6, "0");
      if (!valid.has(code)) codes.push(code);
    }
    const answers = await Promise.all(
      codes.map(async (code, i) => {
        const response = await t.json("POST", "/api/login/2fa", {
          ticket: tickets[i % tickets.length],
          code,
        });
        return { status: response.status, message: ((await response.json()) as { message: string }).message };
      }),
    );
    const evaluated = answers.filter((answer) => answer.message === INVALID_CODE_MESSAGE);
    expect(answers.every((answer) => answer.status === 401 || answer.status === 429)).toBe(true);
    expect(evaluated.length).toBeLessThanOrEqual(MAX_FAILED_CODES);

    const user = await t.services.users.findByEmail(email);
    const trail = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, user!.id), eq(auditLog.action, "auth.sign-in-failed")));
    expect(trail.length).toBeLessThanOrEqual(MAX_FAILED_CODES);
    const [credential] = await t.db
      .select({ failedAttempts: twoFactorCredentials.failedAttempts })
      .from(twoFactorCredentials)
      .where(eq(twoFactorCredentials.userId, user!.id));
    expect(credential!.failedAttempts).toBeLessThanOrEqual(MAX_FAILED_CODES);
  }, 120_000);
});

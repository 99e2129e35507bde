import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ENROL_BEFORE_REQUIRING_MESSAGE,
  INVALID_CODE_MESSAGE,
  TICKET_EXPIRED_MESSAGE,
  TWO_FACTOR_REQUIRED_MESSAGE,
} from "../../contract/two-factor";
import { auditLog } from "../audit/audit.schema";
import { createTestApp, TEST_PASSWORD, type TestApp } from "../test-support/test-app";
import { enrolTwoFactor } from "../test-support/two-factor";
import { users } from "../users/users.schema";
import { unique } from "../test-support/test-data";
import { totpCode, totpStep } from "./totp";
import { metrics } from "../metrics/metrics";
import { MAX_CODES_PER_TICKET, MAX_FAILED_CODES } from "./two-factor.service";
import { loginTickets } from "./two-factor.schema";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are checked by the assertions
async function body<T = any>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

/** A signed-in account with two-factor on; returns its e-mail, key, token and recovery codes. */
async function withTwoFactor(role: "admin" | "admissions" = "admissions") {
  const email = `tfa-${unique()}@example.edu.in`;
  const token = await t.signIn(email, role);
  const setup = await body(await t.json("POST", "/api/me/2fa/setup", undefined, token));
  const secret = setup.data.secret as string;
  const enable = await t.json(
    "POST",
    "/api/me/2fa/enable",
    { code: totpCode(secret, totpStep(Date.now())) },
    token,
  );
  expect(enable.status).toBe(200);
  const recoveryCodes = (await body(enable)).data.recoveryCodes as string[];
  return { email, secret, token, recoveryCodes };
}

/** The password step; returns the ticket. */
async function passwordStep(email: string) {
  const response = await t.json("POST", "/api/login", { email, password: TEST_PASSWORD });
  expect(response.status).toBe(200);
  const data = (await body(response)).data;
  expect(data).toEqual({ mfaRequired: true, ticket: expect.any(String) });
  expect(response.headers.get("set-cookie") ?? "").not.toMatch(/session=/);
  return data.ticket as string;
}

describe("setting up two-factor sign-in", () => {
  it("gives a base32 key, an otpauth URL for standard apps and a QR image", async () => {
    const token = await t.signInAs("editor");
    const setup = await t.json("POST", "/api/me/2fa/setup", undefined, token);
    expect(setup.status).toBe(200);
    const { data } = await body(setup);
    expect(data.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(data.otpauthUrl).toMatch(/^otpauth:\/\/totp\/.+secret=[A-Z2-7]+/);
    expect(data.otpauthUrl).toContain("algorithm=SHA1");
    expect(data.otpauthUrl).toContain("digits=6");
    expect(data.otpauthUrl).toContain("period=30");
    expect(data.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect((await body(await t.json("GET", "/api/me/2fa", undefined, token))).data.enabled).toBe(false);
  });

  it("turns on with a code computed from the key; ten recovery codes; one audit entry", async () => {
    const { token, recoveryCodes, email } = await withTwoFactor();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect((await body(await t.json("GET", "/api/me/2fa", undefined, token))).data.enabled).toBe(true);
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorEmail, email), eq(auditLog.action, "auth.2fa-enable")));
    expect(entries).toHaveLength(1);
    expect(JSON.stringify(entries[0])).not.toMatch(/secret|recovery/i);
  });

  it("refuses a wrong code (400) and stays off", async () => {
    const token = await t.signInAs("editor");
    const { data } = await body(await t.json("POST", "/api/me/2fa/setup", undefined, token));
    const wrong = String((Number(totpCode(data.secret, totpStep(Date.now()))) + 1) % 1_000_000).padStart(
      6,
      "0",
    );
    const response = await t.json("POST", "/api/me/2fa/enable", { code: wrong }, token);
    expect(response.status).toBe(400);
    expect((await body(response)).message).toBe(INVALID_CODE_MESSAGE);
    expect((await body(await t.json("GET", "/api/me/2fa", undefined, token))).data.enabled).toBe(false);
  });
});

describe("signing in with two-factor on", () => {
  it("takes two steps: the password gives a ticket, the code gives what login gives", async () => {
    const { email, secret } = await withTwoFactor();
    const ticket = await passwordStep(email);
    // The code of the next step: the current one was used to turn 2FA on.
    const code = totpCode(secret, totpStep(Date.now()) + 1);
    const response = await t.json("POST", "/api/login/2fa", { ticket, code });
    expect(response.status).toBe(200);
    const result = await body(response);
    expect(result.data.User.email).toBe(email);
    expect(result.data.token).toEqual(expect.any(String));
    expect(response.headers.get("set-cookie")).toMatch(/session=/);
    expect((await t.json("GET", "/api/me", undefined, result.data.token)).status).toBe(200);

    // The ticket is used up, and the same code cannot be replayed within its window.
    expect((await t.json("POST", "/api/login/2fa", { ticket, code })).status).toBe(401);
    const again = await t.json("POST", "/api/login/2fa", { ticket: await passwordStep(email), code });
    expect(again.status).toBe(401);
    expect((await body(again)).message).toBe(INVALID_CODE_MESSAGE);
  });

  it("refuses a wrong code, and rate-limits repeated wrong codes", async () => {
    const { email, secret } = await withTwoFactor();
    const right = totpCode(secret, totpStep(Date.now()) + 1);
    const wrong = right === "000000" ? "111111" : "000000";
    let ticket = await passwordStep(email);
    const first = await t.json("POST", "/api/login/2fa", { ticket, code: wrong });
    expect(first.status).toBe(401);
    expect((await body(first)).message).toBe(INVALID_CODE_MESSAGE);
    for (let attempt = 2; attempt <= MAX_FAILED_CODES; attempt++) {
      // A ticket takes three wrong codes; then the password step gives a new one.
      if (attempt === MAX_CODES_PER_TICKET + 1) ticket = await passwordStep(email);
      expect((await t.json("POST", "/api/login/2fa", { ticket, code: wrong })).status).toBe(401);
    }
    // Even the right code now waits.
    const waiting = await t.json("POST", "/api/login/2fa", { ticket, code: right });
    expect(waiting.status).toBe(429);
    expect(Number(waiting.headers.get("Retry-After"))).toBeGreaterThan(14 * 60);
  });

  it("spends the ticket after three wrong codes: even the right code then needs the password again", async () => {
    const { email, secret } = await withTwoFactor();
    const right = totpCode(secret, totpStep(Date.now()) + 1);
    const wrong = right === "000000" ? "111111" : "000000";
    const ticket = await passwordStep(email);
    for (let attempt = 1; attempt <= MAX_CODES_PER_TICKET; attempt++) {
      const response = await t.json("POST", "/api/login/2fa", { ticket, code: wrong });
      expect((await body(response)).message).toBe(INVALID_CODE_MESSAGE);
    }
    const spent = await t.json("POST", "/api/login/2fa", { ticket, code: right });
    expect(spent.status).toBe(401);
    expect((await body(spent)).message).toBe(TICKET_EXPIRED_MESSAGE);
    const fresh = await t.json("POST", "/api/login/2fa", { ticket: await passwordStep(email), code: right });
    expect(fresh.status).toBe(200);
  });

  it("counts wrong codes as failed sign-ins in the metrics", async () => {
    const { email, secret } = await withTwoFactor();
    const right = totpCode(secret, totpStep(Date.now()) + 1);
    const before = (await metrics.signInFailures.get()).values[0]?.value ?? 0;
    await t.json("POST", "/api/login/2fa", {
      ticket: await passwordStep(email),
      code: right === "000000" ? "111111" : "000000",
    });
    expect((await metrics.signInFailures.get()).values[0]?.value).toBe(before + 1);
  });

  it("accepts a recovery code once", async () => {
    const { email, recoveryCodes } = await withTwoFactor();
    const first = await t.json("POST", "/api/login/2fa", {
      ticket: await passwordStep(email),
      code: recoveryCodes[3],
    });
    expect(first.status).toBe(200);
    const second = await t.json("POST", "/api/login/2fa", {
      ticket: await passwordStep(email),
      code: recoveryCodes[3],
    });
    expect(second.status).toBe(401);
  });

  it("refuses an expired ticket (after 5 minutes)", async () => {
    const { email, secret } = await withTwoFactor();
    const ticket = await passwordStep(email);
    const [row] = await t.db.select().from(loginTickets).orderBy(loginTickets.createdAt);
    expect(row).toBeDefined();
    await t.db.update(loginTickets).set({ expiresAt: new Date(Date.now() - 1) });
    const response = await t.json("POST", "/api/login/2fa", {
      ticket,
      code: totpCode(secret, totpStep(Date.now()) + 1),
    });
    expect(response.status).toBe(401);
    expect((await body(response)).message).toBe(TICKET_EXPIRED_MESSAGE);
  });

  it("turns off with the password and a current code", async () => {
    const { token, secret, email } = await withTwoFactor();
    const code = totpCode(secret, totpStep(Date.now()) + 1);
    const wrongCode = code === "000000" ? "111111" : "000000";
    // A wrong password and a wrong code get the same answer: it tells nothing about the password.
    const wrongPassword = await t.json(
      "POST",
      "/api/me/2fa/disable",
      { password: "wrong password", code },
      token,
    );
    const rightPassword = await t.json(
      "POST",
      "/api/me/2fa/disable",
      { password: TEST_PASSWORD, code: wrongCode },
      token,
    );
    expect(wrongPassword.status).toBe(400);
    expect(rightPassword.status).toBe(400);
    expect(await body(rightPassword)).toEqual(await body(wrongPassword));
    expect(
      (await t.json("POST", "/api/me/2fa/disable", { password: TEST_PASSWORD, code }, token)).status,
    ).toBe(200);
    const login = await t.json("POST", "/api/login", { email, password: TEST_PASSWORD });
    expect((await body(login)).data.token).toEqual(expect.any(String));
  });
});

describe("with a sign-in limit of 3 (LOGIN_RATE_LIMIT)", () => {
  let own: TestApp;
  beforeAll(async () => {
    own = await createTestApp({ LOGIN_RATE_LIMIT: 3 });
  });
  afterAll(() => own?.close());

  it("limits second-factor code attempts per address", async () => {
    const address = "2001:db8::2fa";
    const attempts = [];
    for (let i = 0; i < 4; i++) {
      attempts.push(
        (
          await own.json(
            "POST",
            "/api/login/2fa",
            { ticket: `made-up-${i}`, code: "123456" },
            undefined,
            address,
          )
        ).status,
      );
    }
    expect(attempts).toEqual([401, 401, 401, 429]);
    // Another address is not held.
    expect(
      (
        await own.json(
          "POST",
          "/api/login/2fa",
          { ticket: "made-up", code: "123456" },
          undefined,
          "2001:db8::1",
        )
      ).status,
    ).toBe(401);
  });
  it("throttles password guesses through turning 2FA off like a sign-in (issue 19, finding 8)", async () => {
    const email = `guess-${unique()}@example.edu.in`;
    const token = await own.signIn(email, "editor");
    const { data } = await body(await own.json("POST", "/api/me/2fa/setup", undefined, token));
    const secret = data.secret as string;
    const enable = await own.json(
      "POST",
      "/api/me/2fa/enable",
      { code: totpCode(secret, totpStep(Date.now())) },
      token,
    );
    expect(enable.status).toBe(200);
    const address = "2001:db8::9e55";
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const guess = { password: `guess number ${i} here`, code: "123456" };
      statuses.push((await own.json("POST", "/api/me/2fa/disable", guess, token, address)).status);
    }
    expect(statuses.slice(0, 3)).toEqual([400, 400, 400]);
    expect(statuses.slice(3)).toEqual([429, 429, 429]);
  });
});

describe("requiring two-factor sign-in for all staff", () => {
  it("is refused to an administrator who has not set it up themselves (409 naming requireTwoFactor); nothing changes", async () => {
    const own = await createTestApp();
    try {
      const admin = await own.signInAs("admin");
      const refused = await own.json("PUT", "/api/security-settings", { requireTwoFactor: true }, admin);
      expect(refused.status).toBe(409);
      const answer = await body(refused);
      expect(answer.message).toBe(ENROL_BEFORE_REQUIRING_MESSAGE);
      expect(answer.errors).toEqual([{ field: "requireTwoFactor", message: ENROL_BEFORE_REQUIRING_MESSAGE }]);
      const settings = await body(await own.json("GET", "/api/security-settings", undefined, admin));
      expect(settings.data.requireTwoFactor).toBe(false);
      expect(settings.data.callerEnrolled).toBe(false);
      const audited = await own.db.select().from(auditLog).where(eq(auditLog.entity, "security-settings"));
      expect(audited).toHaveLength(0);
      // Turning it off needs no second factor.
      expect(
        (await own.json("PUT", "/api/security-settings", { requireTwoFactor: false }, admin)).status,
      ).toBe(200);
    } finally {
      await own.close();
    }
  });

  it("tells an administrator which active accounts it would stop, and nobody else", async () => {
    const own = await createTestApp();
    try {
      const admin = await own.signInAs("admin");
      await enrolTwoFactor(own, admin);
      const clerkEmail = `clerk-${unique()}@example.edu.in`;
      const clerk = await own.signIn(clerkEmail, "admissions");
      const leaverEmail = `leaver-${unique()}@example.edu.in`;
      await own.signIn(leaverEmail, "editor");
      const [leaver] = await own.db.select().from(users).where(eq(users.email, leaverEmail));
      expect((await own.json("PATCH", `/api/users/${leaver!.id}`, { active: false }, admin)).status).toBe(
        200,
      );

      const { data } = await body(await own.json("GET", "/api/security-settings", undefined, admin));
      expect(data.callerEnrolled).toBe(true);
      const emails = data.withoutTwoFactor.map((account: { email: string }) => account.email);
      expect(emails).toContain(clerkEmail);
      // Neither the enrolled administrator nor a deactivated account is listed.
      expect(emails).not.toContain(leaverEmail);
      expect(data.withoutTwoFactor).toHaveLength(1);
      expect(data.withoutTwoFactor[0]).toEqual({
        _id: expect.any(String),
        name: "Test Staff",
        email: clerkEmail,
      });

      // Other roles read only the rule itself.
      const forClerk = await body(await own.json("GET", "/api/security-settings", undefined, clerk));
      expect(forClerk.data).toEqual({ requireTwoFactor: false });
    } finally {
      await own.close();
    }
  });

  it("sends users without it to enrol: every other call is refused until they have", async () => {
    const own = await createTestApp();
    try {
      const admin = await own.signInAs("admin");
      const clerk = await own.signInAs("admissions");
      expect(
        (await own.json("PUT", "/api/security-settings", { requireTwoFactor: true }, clerk)).status,
      ).toBe(403);
      await enrolTwoFactor(own, admin);
      expect(
        (await own.json("PUT", "/api/security-settings", { requireTwoFactor: true }, admin)).status,
      ).toBe(200);

      const refused = await own.json("GET", "/api/enquiry", undefined, clerk);
      expect(refused.status).toBe(403);
      expect((await body(refused)).message).toBe(TWO_FACTOR_REQUIRED_MESSAGE);
      const status = await body(await own.json("GET", "/api/me/2fa", undefined, clerk));
      expect(status.data).toEqual({ enabled: false, required: true, mustEnroll: true });
      expect((await own.json("GET", "/api/me", undefined, clerk)).status).toBe(200);

      const { data } = await body(await own.json("POST", "/api/me/2fa/setup", undefined, clerk));
      const enable = await own.json(
        "POST",
        "/api/me/2fa/enable",
        { code: totpCode(data.secret, totpStep(Date.now())) },
        clerk,
      );
      expect(enable.status).toBe(200);
      expect((await own.json("GET", "/api/enquiry", undefined, clerk)).status).toBe(200);
      // An administrator without 2FA (another one turned the rule on) is held too: even the setting waits.
      const second = await own.signInAs("admin");
      expect((await own.json("GET", "/api/users", undefined, second)).status).toBe(403);
      expect(
        (await own.json("PUT", "/api/security-settings", { requireTwoFactor: false }, second)).status,
      ).toBe(403);
    } finally {
      await own.close();
    }
  });
});

// Issue 9 (ASVS 5.0 L2 review): the sign-in, reset and password findings, each reproduced and refused.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../users/users.schema";
import { createTestApp, TEST_PASSWORD, TEST_PUBLIC_URL, type TestApp } from "../test-support/test-app";
import { unique } from "../test-support/test-data";
import { COMMON_PASSWORD_MESSAGE } from "./password-policy";
import { legacyScryptHash, verifyPassword } from "../lib/passwords";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_LIMIT: 5 });
});
afterAll(() => t.close());

async function newUser(prefix = "staff") {
  const email = `${prefix}-${unique()}@example.edu.in`;
  const row = await t.services.users.create({ name: "Meera Nair", email, password: TEST_PASSWORD });
  return { email, id: row.id };
}

const signIn = async (email: string, password = TEST_PASSWORD) =>
  ((await (await t.json("POST", "/api/login", { email, password })).json()) as { data: { token: string } })
    .data.token;

/** E-mails sent to `to` so far (notices go through the outbox: its worker is drained first). */
const mailsTo = async (to: string, subject: RegExp) => {
  await t.services.auth.idle();
  await t.services.outbox.drain();
  return t.mailer.sent.filter((mail) => mail.to === to && subject.test(mail.subject));
};

async function requestResetToken(email: string, init: RequestInit = {}, url = "/api/forgot-password") {
  const before = (await mailsTo(email, /Reset your/)).length;
  const response = await t.request(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...init.headers },
    body: JSON.stringify({ email }),
  });
  expect(response.status).toBe(200);
  const mails = await mailsTo(email, /Reset your/);
  expect(mails).toHaveLength(before + 1);
  const text = mails.at(-1)!.text;
  return { text, token: decodeURIComponent(/token=([^\s]+)/.exec(text)![1]!) };
}

describe("item 1: reset links come from PUBLIC_URL, never from the Host header", () => {
  it("ignores a forged Host when building the e-mailed link", async () => {
    const { email } = await newUser();
    const { text } = await requestResetToken(
      email,
      { headers: { Host: "evil.example" } },
      "http://evil.example/api/forgot-password",
    );
    expect(text).not.toContain("evil.example");
    expect(text).toContain(`${TEST_PUBLIC_URL}/reset-password?token=`);
  });

  it("uses the configured public origin", async () => {
    const other = await createTestApp({ PUBLIC_URL: "https://college.example.in" });
    try {
      const email = `origin-${unique()}@example.edu.in`;
      await other.services.users.create({ name: "Meera Nair", email, password: TEST_PASSWORD });
      const response = await other.request("http://attacker.example/api/forgot-password", {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Forwarded-Host": "attacker.example" },
        body: JSON.stringify({ email }),
      });
      expect(response.status).toBe(200);
      await other.services.auth.idle();
      expect(other.mailer.sent[0]!.text).toMatch(/https:\/\/college\.example\.in\/reset-password\?token=\S+/);
      expect(other.mailer.sent[0]!.text).not.toContain("attacker");
    } finally {
      await other.close();
    }
  });
});

describe("item 5: argon2id hashes, old scrypt hashes upgraded on sign-in", () => {
  it("stores new passwords as argon2id (m=19 MiB, t=2, p=1)", async () => {
    const { id } = await newUser();
    const [row] = await t.db.select().from(users).where(eq(users.id, id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it("re-hashes a stored scrypt hash with argon2id on the next successful sign-in", async () => {
    const { email, id } = await newUser("legacy");
    await t.db
      .update(users)
      .set({ passwordHash: await legacyScryptHash(TEST_PASSWORD) })
      .where(eq(users.id, id));
    const wrong = await t.json("POST", "/api/login", { email, password: "not the password" });
    expect(wrong.status).toBe(401);
    let [row] = await t.db.select().from(users).where(eq(users.id, id));
    expect(row!.passwordHash).toMatch(/^scrypt\$/);
    expect((await t.json("POST", "/api/login", { email, password: TEST_PASSWORD })).status).toBe(200);
    [row] = await t.db.select().from(users).where(eq(users.id, id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(TEST_PASSWORD, row!.passwordHash)).toBe(true);
    expect((await t.json("POST", "/api/login", { email, password: TEST_PASSWORD })).status).toBe(200);
  });
});

describe("item 6: common and breached passwords are refused, with the reason", () => {
  for (const weak of ["1234567890", "password12"]) {
    it(`refuses ${weak} on reset and on change`, async () => {
      const { email } = await newUser();
      const { token } = await requestResetToken(email);
      const reset = await t.json("POST", "/api/reset-password", { password: weak }, token);
      expect(reset.status).toBe(400);
      expect(await reset.json()).toEqual({
        success: false,
        message: COMMON_PASSWORD_MESSAGE,
        errors: [{ field: "password", message: COMMON_PASSWORD_MESSAGE }],
      });
      // The link still works for a better choice.
      expect(
        (await t.json("POST", "/api/reset-password", { password: "quiet river lantern 7" }, token)).status,
      ).toBe(200);

      const session = await signIn(email, "quiet river lantern 7");
      const change = await t.json(
        "POST",
        "/api/change-password",
        { currentPassword: "quiet river lantern 7", newPassword: weak },
        session,
      );
      expect(change.status).toBe(400);
      const body = await change.json();
      expect(body.message).toBe(COMMON_PASSWORD_MESSAGE);
      expect(body.errors).toEqual([{ field: "newPassword", message: COMMON_PASSWORD_MESSAGE }]);
    });
  }

  it("refuses a password made of the account's own e-mail", async () => {
    const email = `ramanathan.iyer.${unique()}@example.edu.in`;
    await t.services.users.create({ name: "Ramanathan Iyer", email, password: TEST_PASSWORD });
    const session = await signIn(email);
    const response = await t.json(
      "POST",
      "/api/change-password",
      { currentPassword: TEST_PASSWORD, newPassword: email.split("@")[0] },
      session,
    );
    expect(response.status).toBe(400);
    expect((await response.json()).message).toMatch(/too easy to guess|common or leaked/);
  });

  it("still takes a long uncommon passphrase", async () => {
    const { email } = await newUser();
    const session = await signIn(email);
    const response = await t.json(
      "POST",
      "/api/change-password",
      { currentPassword: TEST_PASSWORD, newPassword: "violet tractor mangoes 1987" },
      session,
    );
    expect(response.status).toBe(200);
  });
});

describe("item 7: a password change or reset ends old reset links and other sessions, and tells the owner", () => {
  it("voids a reset link requested before a password change", async () => {
    const { email } = await newUser();
    const { token } = await requestResetToken(email);
    const session = await signIn(email);
    const other = await signIn(email);
    const change = await t.json(
      "POST",
      "/api/change-password",
      { currentPassword: TEST_PASSWORD, newPassword: "amber kettle horizon 42" },
      session,
    );
    expect(change.status).toBe(200);
    const late = await t.json("POST", "/api/reset-password", { password: "sneaky takeover pass 9" }, token);
    expect(late.status).toBe(401);
    expect((await t.json("GET", "/api/me", undefined, other)).status).toBe(401);
    expect((await t.json("GET", "/api/me", undefined, session)).status).toBe(200);
    const notices = await mailsTo(email, /password was changed/);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.text).not.toMatch(/amber kettle/);
  });

  it("voids every other reset link when one is used, and signs every session out", async () => {
    const { email } = await newUser();
    const first = await requestResetToken(email);
    const second = await requestResetToken(email);
    const session = await signIn(email);
    expect(
      (await t.json("POST", "/api/reset-password", { password: "copper lantern meadow 5" }, second.token))
        .status,
    ).toBe(200);
    expect(
      (await t.json("POST", "/api/reset-password", { password: "other copper meadow 6" }, first.token))
        .status,
    ).toBe(401);
    expect((await t.json("GET", "/api/me", undefined, session)).status).toBe(401);
    expect(await mailsTo(email, /password was changed/)).toHaveLength(1);
  });
});

describe("item 9: the current-password check of change-password is throttled too", () => {
  it("answers 429 once the account's failures pass the limit", async () => {
    const { email } = await newUser();
    const session = await signIn(email);
    const statuses = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      const response = await t.json(
        "POST",
        "/api/change-password",
        { currentPassword: `guess number ${attempt}`, newPassword: "violet tractor mangoes 1987" },
        session,
      );
      statuses.push(response.status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    // Even the right current password waits out the pause.
    const right = await t.json(
      "POST",
      "/api/change-password",
      { currentPassword: TEST_PASSWORD, newPassword: "violet tractor mangoes 1987" },
      session,
    );
    expect(right.status).toBe(429);
  });
});

describe("item 9: TRUST_PROXY decides whether X-Forwarded-For names the client", () => {
  const attempt = (app: TestApp, forwardedFor: string) =>
    app.request(
      "/api/login",
      {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Forwarded-For": forwardedFor },
        body: JSON.stringify({ email: `spray-${unique()}@example.edu.in`, password: "wrong password" }),
      },
      "10.0.0.1",
    );

  it("ignores forwarded headers without TRUST_PROXY: a client cannot pick a fresh address", async () => {
    const app = await createTestApp({ LOGIN_RATE_LIMIT: 3 });
    try {
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await attempt(app, `203.0.113.${i}`)).status);
      expect(statuses).toEqual([401, 401, 401, 429]);
    } finally {
      await app.close();
    }
  });

  it("counts per forwarded client address behind a trusted proxy", async () => {
    const app = await createTestApp({ LOGIN_RATE_LIMIT: 3, TRUST_PROXY: 1 });
    try {
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await attempt(app, `203.0.113.${i}`)).status);
      expect(statuses).toEqual([401, 401, 401, 401]);
      const same = [];
      for (let i = 0; i < 4; i++) same.push((await attempt(app, "198.51.100.5")).status);
      expect(same).toEqual([401, 401, 401, 429]);
    } finally {
      await app.close();
    }
  });

  it("trusts only the listed proxy addresses", async () => {
    const app = await createTestApp({ LOGIN_RATE_LIMIT: 2, TRUST_PROXY: ["192.0.2.10"] });
    try {
      // From 10.0.0.1, not a listed proxy: its forwarded header is ignored and it is limited as itself.
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await attempt(app, `203.0.113.${i}`)).status);
      expect(statuses).toEqual([401, 401, 429]);
    } finally {
      await app.close();
    }
  });
});

describe("item 12: session cookies over https", () => {
  const login = (app: TestApp, email: string, headers: Record<string, string> = {}, address?: string) =>
    app.request(
      "/api/login",
      {
        method: "POST",
        headers: { "Content-Type": "application/json", ...headers },
        body: JSON.stringify({ email, password: TEST_PASSWORD }),
      },
      address,
    );

  it("uses __Host- names and Secure when the public address is https (a TLS-terminating proxy in front)", async () => {
    const app = await createTestApp({ PUBLIC_URL: "https://college.example.in" });
    try {
      const email = `secure-${unique()}@example.edu.in`;
      await app.services.users.create({ name: "Meera Nair", email, password: TEST_PASSWORD });
      const response = await login(app, email);
      expect(response.status).toBe(200);
      const cookies = response.headers.getSetCookie();
      const session = cookies.find((c) => c.startsWith("__Host-session="));
      const xsrf = cookies.find((c) => c.startsWith("__Host-XSRF-TOKEN="));
      expect(session).toMatch(/; Secure/);
      expect(session).toMatch(/; HttpOnly/);
      expect(session).toMatch(/; Path=\//);
      expect(session).not.toMatch(/Domain=/);
      expect(xsrf).toMatch(/; Secure/);
      expect(cookies.some((c) => c.startsWith("session="))).toBe(false);

      // The back-office's cookie calls work with the prefixed names; the plain name is not read.
      const pairs = cookies.map((c) => c.split(";")[0]!);
      const cookieHeader = pairs.join("; ");
      const token = pairs.find((c) => c.startsWith("__Host-XSRF-TOKEN="))!.split("=")[1]!;
      expect((await app.request("/api/me", { headers: { Cookie: cookieHeader } })).status).toBe(200);
      const sessionValue = pairs.find((c) => c.startsWith("__Host-session="))!.split("=")[1]!;
      expect((await app.request("/api/me", { headers: { Cookie: `session=${sessionValue}` } })).status).toBe(
        401,
      );
      const logout = await app.request("/api/logout", {
        method: "POST",
        headers: { Cookie: cookieHeader, "X-XSRF-TOKEN": token },
      });
      expect(logout.status).toBe(200);
      expect(logout.headers.getSetCookie().join("\n")).toMatch(/__Host-session=;.*Secure/);
    } finally {
      await app.close();
    }
  });

  it("marks cookies Secure when a trusted proxy says the client used https", async () => {
    const app = await createTestApp({ TRUST_PROXY: ["10.1.1.1"] });
    try {
      const email = `proxied-${unique()}@example.edu.in`;
      await app.services.users.create({ name: "Meera Nair", email, password: TEST_PASSWORD });
      const viaProxy = await login(app, email, { "X-Forwarded-Proto": "https" }, "10.1.1.1");
      expect(viaProxy.headers.getSetCookie().find((c) => c.startsWith("__Host-session="))).toMatch(/Secure/);
      // The same header from anyone else is ignored.
      const direct = await login(app, email, { "X-Forwarded-Proto": "https" }, "203.0.113.50");
      expect(direct.headers.getSetCookie().find((c) => c.startsWith("session="))).not.toMatch(/Secure/);
    } finally {
      await app.close();
    }
  });

  it("keeps plain names without Secure for local http development", async () => {
    const { email } = await newUser();
    const response = await t.json("POST", "/api/login", { email, password: TEST_PASSWORD });
    const session = response.headers.getSetCookie().find((c) => c.startsWith("session="));
    expect(session).toBeDefined();
    expect(session).not.toMatch(/Secure/);
  });
});

import { and, eq } from "drizzle-orm";
import { createHash } from "node:crypto";
import type * as Passwords from "../lib/passwords";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { FORBIDDEN_MESSAGE } from "../../contract/permissions";
import {
  EMAIL_TAKEN_MESSAGE,
  INVITATION_INVALID_MESSAGE,
  LAST_ADMIN_MESSAGE,
  SELF_DEACTIVATE_MESSAGE,
} from "../../contract/users";
import { auditLog } from "../audit/audit.schema";
import { COLLEGE_NAME } from "../../contract/college";
import { createTestApp, TEST_PASSWORD, type TestApp } from "../test-support/test-app";
import { enrolTwoFactor } from "../test-support/two-factor";
import { unique } from "../test-support/test-data";
import { invitations, users } from "./users.schema";

// Counts password hashes, so a test can tell that a request was refused before hashing.
const hashes = vi.hoisted(() => ({ count: 0 }));
vi.mock("../lib/passwords", async (importOriginal) => {
  const original = await importOriginal<typeof Passwords>();
  return {
    ...original,
    hashPassword: (password: string) => {
      hashes.count++;
      return original.hashPassword(password);
    },
  };
});

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signInAs("admin");
});
afterAll(() => t.close());

const email = (label: string) => `${label}-${unique()}@example.edu.in`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are checked by the assertions
async function body<T = any>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

/** Invites an account and returns its id and the token from the e-mailed link. */
async function invite(role = "admissions", address = email("invitee")) {
  const before = t.mailer.sent.length;
  const response = await t.json("POST", "/api/users", { name: "Asha Kumari", email: address, role }, admin);
  expect(response.status).toBe(201);
  const { data } = await body(response);
  const mail = t.mailer.sent[before]!;
  const link = /(http\S+\/accept-invitation\?token=(\S+))/.exec(mail.text);
  expect(link).not.toBeNull();
  return {
    id: data._id as string,
    email: address,
    token: decodeURIComponent(link![2]!),
    mail,
    link: link![1]!,
  };
}

async function auditFor(entityId: string, action: string) {
  return t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, entityId), eq(auditLog.action, action)));
}

describe("inviting a user", () => {
  it("creates the account and e-mails a single-use link to /accept-invitation, valid 72 hours", async () => {
    const invited = await invite("admissions");
    expect(invited.mail.to).toBe(invited.email);
    expect(invited.link).toMatch(/^http:\/\/localhost\/accept-invitation\?token=/);
    const [row] = await t.db.select().from(invitations).where(eq(invitations.userId, invited.id));
    const hours = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 3_600_000;
    expect(Math.round(hours)).toBe(72);
    // The token is stored hashed, never as sent.
    expect(row!.tokenHash).not.toBe(invited.token);

    const account = await body(await t.json("GET", `/api/users/${invited.id}`, undefined, admin));
    expect(account.data).toMatchObject({
      role: "admissions",
      active: true,
      invitationPending: true,
      twoFactorEnabled: false,
    });

    const entries = await auditFor(invited.id, "user.create");
    expect(entries).toHaveLength(1);
    expect(entries[0]!.changes).toMatchObject({
      role: { from: null, to: "admissions" },
      email: { from: null, to: invited.email },
    });
    expect(JSON.stringify(entries[0])).not.toMatch(/password|hash|token/i);
  });

  it("refuses an e-mail that exists in another case (409) and bad fields (400)", async () => {
    const invited = await invite();
    const again = await t.json(
      "POST",
      "/api/users",
      { name: "Again", email: invited.email.toUpperCase(), role: "editor" },
      admin,
    );
    expect(again.status).toBe(409);
    expect((await body(again)).message).toBe(EMAIL_TAKEN_MESSAGE);
    const bad = await t.json("POST", "/api/users", { name: "", email: "not-an-email", role: "owner" }, admin);
    expect(bad.status).toBe(400);
    expect((await body(bad)).errors.map((e: { field: string }) => e.field).sort()).toEqual([
      "email",
      "name",
      "role",
    ]);
  });

  it("is for administrators only", async () => {
    const clerk = await t.signInAs("faculty-records");
    const response = await t.json(
      "POST",
      "/api/users",
      { name: "X", email: email("x"), role: "admin" },
      clerk,
    );
    expect(response.status).toBe(403);
    expect((await body(response)).message).toBe(FORBIDDEN_MESSAGE);
    expect((await t.json("GET", "/api/users", undefined, clerk)).status).toBe(403);
  });
});

describe("the invitation e-mail (issue 27)", () => {
  it("comes from the college, names the role and who invited, and says two-factor sign-in is not required", async () => {
    const inviterEmail = email("inviter");
    const inviter = await t.signIn(inviterEmail, "admin");
    const [row] = await t.db.select().from(users).where(eq(users.email, inviterEmail));
    expect((await t.json("PATCH", `/api/users/${row!.id}`, { name: "Dr. Meera Prasad" }, admin)).status).toBe(
      200,
    );
    const before = t.mailer.sent.length;
    const address = email("newcomer");
    const response = await t.json(
      "POST",
      "/api/users",
      { name: "Ravi Ranjan", email: address, role: "hospital-desk" },
      inviter,
    );
    expect(response.status).toBe(201);
    const mail = t.mailer.sent[before]!;
    expect(mail.to).toBe(address);
    expect(mail.fromName).toBe(COLLEGE_NAME);
    expect(mail.subject).toBe(`Your staff account at ${COLLEGE_NAME} (Hospital desk)`);
    expect(mail.text).toContain(`Hello Ravi Ranjan,`);
    expect(mail.text).toContain(
      `Dr. Meera Prasad (${inviterEmail}) has invited you to the staff back-office of ${COLLEGE_NAME}, as Hospital desk.`,
    );
    expect(mail.text).toContain("Two-factor sign-in is not required");
    expect(mail.text).toContain(`Your sign-in e-mail is ${address}.`);
    // Resending says the same.
    const id = (await body(response)).data._id as string;
    expect((await t.json("POST", `/api/users/${id}/invitation`, undefined, inviter)).status).toBe(200);
    expect(t.mailer.sent.at(-1)!.text).toContain("Dr. Meera Prasad");
  });

  it("says two-factor sign-in will be required when it is", async () => {
    const own = await createTestApp();
    try {
      const ownAdmin = await own.signInAs("admin");
      await enrolTwoFactor(own, ownAdmin);
      expect(
        (await own.json("PUT", "/api/security-settings", { requireTwoFactor: true }, ownAdmin)).status,
      ).toBe(200);
      const response = await own.json(
        "POST",
        "/api/users",
        { name: "Sunita Devi", email: email("sunita"), role: "editor" },
        ownAdmin,
      );
      expect(response.status).toBe(201);
      const mail = own.mailer.sent.at(-1)!;
      expect(mail.text).toContain("Two-factor sign-in is required for all staff");
      expect(mail.text).toContain("as Web editor");
    } finally {
      await own.close();
    }
  });
});

describe("accepting an invitation", () => {
  it("sets the password once; the person can then sign in; the link cannot be used again", async () => {
    const invited = await invite("admissions");
    const weak = await t.json("POST", "/api/invitations/accept", { token: invited.token, password: "short" });
    expect(weak.status).toBe(400);
    const accepted = await t.json("POST", "/api/invitations/accept", {
      token: invited.token,
      password: TEST_PASSWORD,
    });
    expect(accepted.status).toBe(200);
    // The sign-in form is filled in with the account's e-mail.
    expect((await body(accepted)).data).toEqual({ email: invited.email });
    const login = await t.json("POST", "/api/login", { email: invited.email, password: TEST_PASSWORD });
    expect(login.status).toBe(200);
    expect((await body(login)).data.User.role).toBe("admissions");

    const reused = await t.json("POST", "/api/invitations/accept", {
      token: invited.token,
      password: "another password 1",
    });
    expect(reused.status).toBe(400);
    expect((await body(reused)).message).toBe(INVITATION_INVALID_MESSAGE);
    expect(await auditFor(invited.id, "user.invitation-accept")).toHaveLength(1);
    const account = await body(await t.json("GET", `/api/users/${invited.id}`, undefined, admin));
    expect(account.data.invitationPending).toBe(false);
  });

  it("refuses an expired link (400)", async () => {
    const invited = await invite();
    await t.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.userId, invited.id));
    const response = await t.json("POST", "/api/invitations/accept", {
      token: invited.token,
      password: TEST_PASSWORD,
    });
    expect(response.status).toBe(400);
    expect((await body(response)).message).toBe(INVITATION_INVALID_MESSAGE);
  });
});

describe("accepting an invitation safely (issue 19)", () => {
  it("applies the password rules of reset and change: common and personal passwords are refused (finding 3)", async () => {
    const invited = await invite();
    for (const password of ["password123", "qwertyuiop", invited.email]) {
      const response = await t.json("POST", "/api/invitations/accept", { token: invited.token, password });
      expect(response.status).toBe(400);
      expect((await body(response)).errors).toEqual([{ field: "password", message: expect.any(String) }]);
    }
    const login = await t.json("POST", "/api/login", { email: invited.email, password: "password123" });
    expect(login.status).toBe(401);
    // The link still works for a good choice.
    const accepted = await t.json("POST", "/api/invitations/accept", {
      token: invited.token,
      password: TEST_PASSWORD,
    });
    expect(accepted.status).toBe(200);
  });

  it("a password reset voids the invitation: its link no longer replaces the password (finding 7)", async () => {
    const invited = await invite();
    const before = t.mailer.sent.length;
    await t.json("POST", "/api/forgot-password", { email: invited.email });
    await t.services.auth.idle();
    const resetToken = decodeURIComponent(/token=(\S+)/.exec(t.mailer.sent[before]!.text)![1]!);
    const reset = await t.request("/api/reset-password", {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${resetToken}` },
      body: JSON.stringify({ password: "my own chosen password" }),
    });
    expect(reset.status).toBe(200);
    const signedIn = await body(
      await t.json("POST", "/api/login", { email: invited.email, password: "my own chosen password" }),
    );

    const late = await t.json("POST", "/api/invitations/accept", {
      token: invited.token,
      password: "an attacker's password",
    });
    expect(late.status).toBe(400);
    expect((await body(late)).message).toBe(INVITATION_INVALID_MESSAGE);
    expect(
      (await t.json("POST", "/api/login", { email: invited.email, password: "my own chosen password" }))
        .status,
    ).toBe(200);
    // The owner's session lives on, and the account no longer shows an invitation pending.
    expect((await t.json("GET", "/api/me", undefined, signedIn.data.token)).status).toBe(200);
    const account = await body(await t.json("GET", `/api/users/${invited.id}`, undefined, admin));
    expect(account.data.invitationPending).toBe(false);
  });

  it("refuses an account that has already chosen a password, even with a live link (finding 7)", async () => {
    const invited = await invite();
    const accepted = await t.json("POST", "/api/invitations/accept", {
      token: invited.token,
      password: TEST_PASSWORD,
    });
    expect(accepted.status).toBe(200);
    // A second live invitation for the same account (as an older version could leave behind).
    const token = "a-second-live-invitation-token-0123456789";
    await t.db.insert(invitations).values({
      tokenHash: createHash("sha256").update(token).digest("base64url"),
      userId: invited.id,
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    const again = await t.json("POST", "/api/invitations/accept", {
      token,
      password: "an attacker's password",
    });
    expect(again.status).toBe(400);
    expect(
      (await t.json("POST", "/api/login", { email: invited.email, password: TEST_PASSWORD })).status,
    ).toBe(200);
  });

  it("checks the token before hashing anything, and limits attempts per address (finding 15)", async () => {
    const own = await createTestApp({ LOGIN_RATE_LIMIT: 3 });
    try {
      const address = "2001:db8::acce";
      const statuses: number[] = [];
      const hashesBefore = hashes.count;
      for (let i = 0; i < 4; i++) {
        const response = await own.json(
          "POST",
          "/api/invitations/accept",
          { token: `made-up-${i}`, password: "a long enough password" },
          undefined,
          address,
        );
        statuses.push(response.status);
      }
      expect(statuses).toEqual([400, 400, 400, 429]);
      // An unknown token is refused without the cost of a password hash.
      expect(hashes.count).toBe(hashesBefore);
    } finally {
      await own.close();
    }
  }, 120_000);
});

describe("changing an account", () => {
  it("records a role change with from and to, once", async () => {
    const invited = await invite("editor");
    const response = await t.json("PATCH", `/api/users/${invited.id}`, { role: "faculty-records" }, admin);
    expect(response.status).toBe(200);
    expect((await body(response)).data.role).toBe("faculty-records");
    const entries = await auditFor(invited.id, "user.update");
    expect(entries).toHaveLength(1);
    expect(entries[0]!.changes).toEqual({ role: { from: "editor", to: "faculty-records" } });
    expect(entries[0]!.actorRole).toBe("admin");
  });

  it("deactivating ends every session of the account at once, and it cannot sign in again", async () => {
    const address = email("leaver");
    const first = await t.signIn(address, "admissions");
    const login = await t.json("POST", "/api/login", { email: address, password: TEST_PASSWORD });
    const second = (await body(login)).data.token as string;
    const [row] = await t.db.select().from(users).where(eq(users.email, address));
    expect((await t.json("GET", "/api/me", undefined, first)).status).toBe(200);

    const response = await t.json("PATCH", `/api/users/${row!.id}`, { active: false }, admin);
    expect(response.status).toBe(200);
    expect((await t.json("GET", "/api/me", undefined, first)).status).toBe(401);
    expect((await t.json("GET", "/api/me", undefined, second)).status).toBe(401);
    expect((await t.json("POST", "/api/login", { email: address, password: TEST_PASSWORD })).status).toBe(
      401,
    );
    const [entry] = await auditFor(row!.id, "user.update");
    expect(entry!.changes).toEqual({ active: { from: true, to: false } });

    expect((await t.json("PATCH", `/api/users/${row!.id}`, { active: true }, admin)).status).toBe(200);
    expect((await t.json("POST", "/api/login", { email: address, password: TEST_PASSWORD })).status).toBe(
      200,
    );
  });

  it("refuses to deactivate or demote the last active administrator (409)", async () => {
    const own = await createTestApp();
    try {
      const onlyAdmin = await own.signInAs("admin");
      const me = (await body(await own.json("GET", "/api/me", undefined, onlyAdmin))).data._id as string;
      const demote = await own.json("PATCH", `/api/users/${me}`, { role: "editor" }, onlyAdmin);
      expect(demote.status).toBe(409);
      expect((await body(demote)).message).toBe(LAST_ADMIN_MESSAGE);
      const deactivate = await own.json("PATCH", `/api/users/${me}`, { active: false }, onlyAdmin);
      expect(deactivate.status).toBe(409);
      // With a second active admin, the first may step down.
      const second = await own.signInAs("admin");
      expect((await own.json("PATCH", `/api/users/${me}`, { role: "editor" }, onlyAdmin)).status).toBe(200);
      const secondId = (await body(await own.json("GET", "/api/me", undefined, second))).data._id as string;
      expect((await own.json("PATCH", `/api/users/${secondId}`, { active: false }, second)).status).toBe(409);
    } finally {
      await own.close();
    }
  });

  it("an administrator cannot deactivate their own account (409 naming active), even with other admins", async () => {
    const self = await t.signInAs("admin");
    const me = (await body(await t.json("GET", "/api/me", undefined, self))).data._id as string;
    const response = await t.json("PATCH", `/api/users/${me}`, { active: false }, self);
    expect(response.status).toBe(409);
    const answer = await body(response);
    expect(answer.message).toBe(SELF_DEACTIVATE_MESSAGE);
    expect(answer.errors).toEqual([{ field: "active", message: SELF_DEACTIVATE_MESSAGE }]);
    // Still active and signed in; nothing audited.
    expect((await t.json("GET", "/api/me", undefined, self)).status).toBe(200);
    expect(await auditFor(me, "user.update")).toHaveLength(0);
  });

  it("corrects a colleague's name and e-mail, audited field by field; they sign in with the new address", async () => {
    const address = email("typo");
    await t.signIn(address, "admissions");
    const [row] = await t.db.select().from(users).where(eq(users.email, address));
    const corrected = email("Corrected").replace("Corrected", "CORRECTED");
    const response = await t.json(
      "PATCH",
      `/api/users/${row!.id}`,
      { name: "Asha Kumari Singh", email: `  ${corrected} ` },
      admin,
    );
    expect(response.status).toBe(200);
    const { data } = await body(response);
    expect(data.name).toBe("Asha Kumari Singh");
    expect(data.email).toBe(corrected.toLowerCase());
    const [entry] = await auditFor(row!.id, "user.update");
    expect(entry!.changes).toEqual({
      name: { from: "Test Staff", to: "Asha Kumari Singh" },
      email: { from: address, to: corrected.toLowerCase() },
    });
    expect((await t.json("POST", "/api/login", { email: address, password: TEST_PASSWORD })).status).toBe(
      401,
    );
    expect((await t.json("POST", "/api/login", { email: corrected, password: TEST_PASSWORD })).status).toBe(
      200,
    );
  });

  it("refuses a bad or taken e-mail and a blank name, naming the field; nothing stored", async () => {
    const invited = await invite();
    const other = await invite();
    const cases: [Record<string, unknown>, number, string][] = [
      [{ email: "not an address" }, 400, "email"],
      [{ email: "" }, 400, "email"],
      [{ name: "   " }, 400, "name"],
      [{ email: other.email.toUpperCase() }, 409, "email"],
    ];
    for (const [change, status, field] of cases) {
      const response = await t.json("PATCH", `/api/users/${invited.id}`, change, admin);
      expect(response.status, JSON.stringify(change)).toBe(status);
      expect((await body(response)).errors.map((error: { field: string }) => error.field)).toContain(field);
    }
    const [row] = await t.db.select().from(users).where(eq(users.id, invited.id));
    expect(row!.email).toBe(invited.email);
    expect(row!.name).toBe("Asha Kumari");
    expect(await auditFor(invited.id, "user.update")).toHaveLength(0);
    // Only an administrator corrects accounts.
    const editor = await t.signInAs("editor");
    expect((await t.json("PATCH", `/api/users/${invited.id}`, { name: "X Y" }, editor)).status).toBe(403);
  });

  it("answers 404 for an unknown account and 400 for an empty change", async () => {
    expect(
      (await t.json("PATCH", "/api/users/00000000-0000-4000-8000-000000000000", { name: "X" }, admin)).status,
    ).toBe(404);
    const invited = await invite();
    expect((await t.json("PATCH", `/api/users/${invited.id}`, {}, admin)).status).toBe(400);
  });
});

describe("listing accounts", () => {
  it("pages like the enquiries list and searches name and e-mail", async () => {
    const tag = unique();
    for (const n of [1, 2, 3]) {
      await t.json(
        "POST",
        "/api/users",
        { name: `Search ${tag} ${n}`, email: email(`s${n}`), role: "editor" },
        admin,
      );
    }
    const page = await body(await t.json("GET", `/api/users?search=${tag}&limit=2&page=2`, undefined, admin));
    expect(page.pagination).toEqual({
      currentPage: 2,
      totalPages: 2,
      limit: 2,
      totalUsers: 3,
      hasNextPage: false,
      hasPrevPage: true,
    });
    expect(page.data).toHaveLength(1);
    expect(JSON.stringify(page)).not.toMatch(/passwordHash|password_hash/);
  });
});

describe("reading a user", () => {
  it("GET /api/user/{id}: another user only for an admin; anyone may read themselves", async () => {
    const clerk = await t.signInAs("admissions");
    const self = (await body(await t.json("GET", "/api/me", undefined, clerk))).data._id as string;
    const adminId = (await body(await t.json("GET", "/api/me", undefined, admin))).data._id as string;
    expect((await t.json("GET", `/api/user/${self}`, undefined, clerk)).status).toBe(200);
    const other = await t.json("GET", `/api/user/${adminId}`, undefined, clerk);
    expect(other.status).toBe(403);
    expect((await body(other)).message).toBe(FORBIDDEN_MESSAGE);
    expect((await t.json("GET", `/api/user/${self}`, undefined, admin)).status).toBe(200);
  });
});

describe("sessions", () => {
  it("each user lists and ends their own sessions; an admin ends anyone's", async () => {
    const address = email("devices");
    const laptop = await t.signIn(address, "editor");
    const phoneLogin = await t.request("/api/login", {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "User-Agent":
          "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1",
      },
      body: JSON.stringify({ email: address, password: TEST_PASSWORD }),
    });
    const phone = (await body(phoneLogin)).data.token as string;
    const listed = await body(await t.json("GET", "/api/me/sessions", undefined, laptop));
    expect(listed.data).toHaveLength(2);
    const phoneSession = listed.data.find((s: { current: boolean }) => !s.current);
    expect(phoneSession.device).toMatch(/Safari on iOS|iPhone/);
    expect(phoneSession.ip).toBeTruthy();
    expect(JSON.stringify(listed)).not.toMatch(/token/i);

    expect((await t.json("DELETE", `/api/me/sessions/${phoneSession._id}`, undefined, laptop)).status).toBe(
      200,
    );
    expect((await t.json("GET", "/api/me", undefined, phone)).status).toBe(401);

    // Someone else's session id is not yours to end.
    const stranger = await t.signInAs("editor");
    const strangerSessions = await body(await t.json("GET", "/api/me/sessions", undefined, stranger));
    expect(
      (await t.json("DELETE", `/api/me/sessions/${strangerSessions.data[0]._id}`, undefined, laptop)).status,
    ).toBe(404);

    const userId = (await body(await t.json("GET", "/api/me", undefined, laptop))).data._id as string;
    const adminView = await body(await t.json("GET", `/api/users/${userId}/sessions`, undefined, admin));
    expect(adminView.data).toHaveLength(1);
    expect(
      (await t.json("DELETE", `/api/users/${userId}/sessions/${adminView.data[0]._id}`, undefined, admin))
        .status,
    ).toBe(200);
    expect((await t.json("GET", "/api/me", undefined, laptop)).status).toBe(401);
  });
});

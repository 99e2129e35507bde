import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages } from "./messages.schema";
import { expectStaffOnly } from "../test-support/staff-only";
import { createTestApp, type TestApp } from "../test-support/test-app";
import { countRows, unique } from "../test-support/test-data";

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.signIn();
});
afterAll(() => t.close());

const contact = (overrides: Record<string, unknown> = {}) => ({
  name: "Sunita Devi",
  email: "sunita@example.com",
  phone: "+91 98765 43210",
  subject: `Hostel for my daughter ${unique()}`,
  message: "Is there a separate girls' hostel, and what does it cost?",
  category: "admissions",
  ...overrides,
});

const countBySubject = (subject: string) =>
  countRows(t.db, contactMessages, eq(contactMessages.subject, subject));

async function sendMessage(overrides: Record<string, unknown> = {}) {
  return t.postAsVisitor("/api/contact-us", contact(overrides));
}

describe("POST /api/contact-us", () => {
  it("stores the message (201, 'Message sent successfully') with the category as a lowercase slug", async () => {
    const input = contact({ category: " Admissions " });
    const response = await t.json("POST", "/api/contact-us", input);
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body).toEqual({
      success: true,
      message: "Message sent successfully",
      data: { _id: expect.any(String) },
    });
    const stored = await t.json("GET", `/api/contact-us/${body.data._id}`, undefined, token);
    expect((await stored.json()).data).toMatchObject({
      _id: body.data._id,
      name: input.name,
      subject: input.subject,
      category: "admissions",
      status: "new",
      createdAt: expect.any(String),
    });
    expect(await countBySubject(input.subject as string)).toBe(1);
  });

  it("takes the spec's trailing-slash path, but JSON only (a cross-site form post is refused, issue 9)", async () => {
    const input = contact({ category: "careers" });
    const response = await t.json("POST", "/api/contact-us/", input);
    expect(response.status).toBe(201);
    expect(await countBySubject(input.subject as string)).toBe(1);
    const form = contact({ category: "careers" });
    const plain = await t.request("/api/contact-us/", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(form as Record<string, string>).toString(),
    });
    expect(plain.status).toBe(415);
    expect(await countBySubject(form.subject as string)).toBe(0);
  });

  it.each([
    ["name", { name: "" }, "Name is required"],
    ["email", { email: "" }, "Email is required"],
    ["email", { email: "sunita@" }, "Enter a valid email address"],
    ["phone", { phone: "" }, "Phone is required"],
    ["phone", { phone: "call me maybe" }, "Enter a valid phone number"],
    ["subject", { subject: "   " }, "Subject is required"],
    ["message", { message: "" }, "Message is required"],
    ["category", { category: "" }, "Choose a category"],
    ["category", { category: "spam" }, "Choose a category"],
    ["message", { message: "x".repeat(5001) }, "Message must be at most 5000 characters"],
  ])("answers 400 for an invalid %s and stores nothing", async (field, override, message) => {
    const input = contact(override);
    const response = await t.json("POST", "/api/contact-us", input);
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.success).toBe(false);
    expect(body.errors).toContainEqual({ field, message });
    expect(body.errors.every((error: { field: string }) => error.field === field)).toBe(true);
    expect(await countBySubject(input.subject as string)).toBe(0);
  });

  it("answers 400 naming all six fields when the body is empty", async () => {
    const response = await t.json("POST", "/api/contact-us", {});
    const body = await response.json();
    expect(response.status).toBe(400);
    expect(body.errors.map((e: { field: string }) => e.field)).toEqual([
      "name",
      "email",
      "phone",
      "subject",
      "message",
      "category",
    ]);
  });

  it("answers as if accepted when the honeypot is filled, and stores nothing", async () => {
    const input = contact({ website: "http://spam.example" });
    const response = await t.json("POST", "/api/contact-us", input);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ success: true, message: "Message sent successfully" });
    expect(await countBySubject(input.subject as string)).toBe(0);
  });

  it("answers 413 for a body over the public form limit", async () => {
    const response = await t.json("POST", "/api/contact-us", contact({ message: "x".repeat(40_000) }));
    expect(response.status).toBe(413);
    expect((await response.json()).success).toBe(false);
  });

  it("limits submissions per address (429) but not signed-in staff", async () => {
    const limited = await createTestApp({ PUBLIC_FORM_RATE_LIMIT: 2 });
    try {
      const statuses = [];
      for (let attempt = 0; attempt < 3; attempt++) {
        const response = await limited.json("POST", "/api/contact-us", contact(), undefined, "203.0.113.9");
        statuses.push(response.status);
      }
      expect(statuses).toEqual([201, 201, 429]);
      const refused = await limited.json("POST", "/api/contact-us", contact(), undefined, "203.0.113.9");
      expect((await refused.json()).message).toMatch(/Too many submissions/);
      expect(
        (await limited.json("POST", "/api/contact-us", contact(), undefined, "203.0.113.10")).status,
      ).toBe(201);
      const staff = await limited.signIn();
      for (let attempt = 0; attempt < 3; attempt++) {
        expect((await limited.json("POST", "/api/contact-us", contact(), staff, "203.0.113.9")).status).toBe(
          201,
        );
      }
    } finally {
      await limited.close();
    }
  });
});

describe("GET /api/contact-us", () => {
  it("lists newest first with the contact pagination fields and a default page size of 10", async () => {
    for (let index = 0; index < 11; index++) await sendMessage();
    const response = await t.json("GET", "/api/contact-us", undefined, token);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(Object.keys(body)).toEqual(["success", "data", "pagination"]);
    expect(body.data).toHaveLength(10);
    const [{ total } = { total: -1 }] = await t.db
      .select({ total: sql<number>`count(*)::int` })
      .from(contactMessages);
    expect(body.pagination).toEqual({
      currentPage: 1,
      totalPages: Math.ceil(total / 10),
      totalCount: total,
      hasNextPage: true,
      hasPrevPage: false,
    });
    const dates = body.data.map((m: { createdAt: string }) => m.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const last = await (
      await t.json("GET", `/api/contact-us/?page=${Math.ceil(total / 10)}`, undefined, token)
    ).json();
    expect(last.pagination).toMatchObject({ hasNextPage: false, hasPrevPage: true });
  });

  it("filters by category case-insensitively, by status and by search text", async () => {
    const word = `Zqk${unique()}`;
    const academic = await sendMessage({ category: "Academics", subject: `${word} timetable` });
    const support = await sendMessage({ category: "support", message: `About ${word}` });
    const read = async (url: string) =>
      (await (await t.json("GET", url, undefined, token)).json()) as { data: { _id: string }[] };
    const byCategory = await read(`/api/contact-us?search=${word}&category=ACADEMICS`);
    expect(byCategory.data.map((m) => m._id)).toEqual([academic._id]);
    const bySearch = await read(`/api/contact-us?search=${word.toLowerCase()}&limit=50`);
    expect(bySearch.data.map((m) => m._id).sort()).toEqual([academic._id, support._id].sort());
    await t.json("PUT", `/api/contact-us/${support._id}`, { status: "handled" }, token);
    const handled = await read(`/api/contact-us?search=${word}&status=handled`);
    expect(handled.data.map((m) => m._id)).toEqual([support._id]);
    const none = await read(`/api/contact-us?search=${word}&category=general`);
    expect(none.data).toEqual([]);
  });

  it("sorts by a known column and refuses others (400)", async () => {
    const word = `Srt${unique()}`;
    await sendMessage({ name: "zara", subject: word });
    await sendMessage({ name: "Amit", subject: word });
    const body = await (
      await t.json("GET", `/api/contact-us?search=${word}&sortBy=name&sortOrder=asc`, undefined, token)
    ).json();
    expect(body.data.map((m: { name: string }) => m.name)).toEqual(["Amit", "zara"]);
    expect((await t.json("GET", "/api/contact-us?sortBy=email", undefined, token)).status).toBe(400);
    expect((await t.json("GET", "/api/contact-us?limit=0", undefined, token)).status).toBe(400);
    expect((await t.json("GET", "/api/contact-us?status=archived", undefined, token)).status).toBe(400);
  });
});

describe("one message", () => {
  it("gets, marks read or handled, and deletes a message", async () => {
    const message = await sendMessage();
    const got = await t.json("GET", `/api/contact-us/${message._id}`, undefined, token);
    expect(got.status).toBe(200);
    expect((await got.json()).data).toEqual(message);

    const updated = await t.json("PUT", `/api/contact-us/${message._id}`, { status: "read" }, token);
    expect(updated.status).toBe(200);
    expect((await updated.json()).data).toMatchObject({ _id: message._id, status: "read" });

    const invalid = await t.json("PUT", `/api/contact-us/${message._id}`, { status: "archived" }, token);
    expect(invalid.status).toBe(400);
    expect((await invalid.json()).errors).toEqual([
      { field: "status", message: "status must be new, read or handled" },
    ]);

    const deleted = await t.json("DELETE", `/api/contact-us/${message._id}`, undefined, token);
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ success: true, message: "Message deleted successfully" });
    expect(await countBySubject(message.subject)).toBe(0);
    for (const [method, body] of [
      ["GET", undefined],
      ["PUT", { status: "read" }],
      ["DELETE", undefined],
    ] as const) {
      const response = await t.json(method, `/api/contact-us/${message._id}`, body, token);
      expect(response.status).toBe(404);
      expect((await response.json()).message).toBe("Message not found");
    }
    expect((await t.json("GET", "/api/contact-us/not-a-uuid", undefined, token)).status).toBe(404);
  });

  it("counts messages by status", async () => {
    const message = await sendMessage();
    await t.json("PUT", `/api/contact-us/${message._id}`, { status: "handled" }, token);
    const response = await t.json("GET", "/api/contact-us/stats", undefined, token);
    expect(response.status).toBe(200);
    const stats = (await response.json()).data;
    const rows = await t.db
      .select({ status: contactMessages.status, n: sql<number>`count(*)::int` })
      .from(contactMessages)
      .groupBy(contactMessages.status);
    const expected = { new: 0, read: 0, handled: 0, ...Object.fromEntries(rows.map((r) => [r.status, r.n])) };
    expect(stats).toEqual({ total: rows.reduce((sum, r) => sum + r.n, 0), byStatus: expected });
    expect(stats.byStatus.handled).toBeGreaterThan(0);
  });
});

describe("staff-only contact calls", () => {
  it("answer 401 without a token, with a wrong one and with a revoked one", async () => {
    const message = await sendMessage();
    await expectStaffOnly(t, "GET", "/api/contact-us");
    await expectStaffOnly(t, "GET", "/api/contact-us/stats");
    await expectStaffOnly(t, "GET", `/api/contact-us/${message._id}`);
    await expectStaffOnly(t, "PUT", `/api/contact-us/${message._id}`, { status: "handled" });
    await expectStaffOnly(t, "DELETE", `/api/contact-us/${message._id}`);
    const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.id, message._id));
    expect(row!.status).toBe("new");
  });

  it("are documented in the API reference", async () => {
    const document = await (await t.request("/api/openapi.json")).json();
    expect(Object.keys(document.paths["/contact-us"]).sort()).toEqual(["get", "post"]);
    expect(Object.keys(document.paths["/contact-us/{id}"]).sort()).toEqual(["delete", "get", "put"]);
    expect(document.paths["/contact-us/stats"].get.security).toBeDefined();
    expect(document.paths["/contact-us"].post.security).toBeUndefined();
  });
});

describe("who may read messages", () => {
  it("the faculty-records clerk reads only careers messages and cannot change any; an editor reads none", async () => {
    const careers = await sendMessage({ category: "careers" });
    const admissions = await sendMessage({ category: "admissions" });
    const clerk = await t.signInAs("faculty-records");
    const list = await (await t.json("GET", "/api/contact-us?limit=100", undefined, clerk)).json();
    const categories = new Set(list.data.map((message: { category: string }) => message.category));
    expect([...categories]).toEqual(["careers"]);
    expect((await t.json("GET", `/api/contact-us/${careers._id}`, undefined, clerk)).status).toBe(200);
    expect((await t.json("GET", `/api/contact-us/${admissions._id}`, undefined, clerk)).status).toBe(404);
    const change = await t.json("PUT", `/api/contact-us/${careers._id}`, { status: "read" }, clerk);
    expect(change.status).toBe(403);
    expect((await t.json("GET", "/api/contact-us", undefined, await t.signInAs("editor"))).status).toBe(403);
    const office = await t.signInAs("admissions");
    expect(
      (await t.json("PUT", `/api/contact-us/${admissions._id}`, { status: "read" }, office)).status,
    ).toBe(200);
  });
});

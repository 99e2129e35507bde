// Issue 9 (ASVS 5.0 L2 review): findings about requests in general — bodies, content types, origins,
// caching, logging and connections — each reproduced and refused.
import { connect, type Socket } from "node:net";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import { serve, type ServerType } from "@hono/node-server";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ERROR_STATUS } from "../../contract/error-status";
import { FACULTY_CSV_COLUMNS } from "../../contract/faculty";
import { DRAIN_LIMIT } from "./body-limit";
import { createTestApp, TEST_PASSWORD, TEST_PUBLIC_URL, type TestApp } from "../test-support/test-app";
import { unique } from "../test-support/test-data";
import { systemActor } from "../actor";

const logLines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(String(chunk));
    done();
  },
});

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({}, { logger: pino({ level: "trace" }, logStream) });
  token = await t.signIn();
});
afterAll(() => t.close());

const enquiry = (overrides: Record<string, unknown> = {}) => ({
  name: "Priya Sharma",
  email: `priya.${unique()}@example.com`,
  phone: "+91 98765 43210",
  course: "MBBS",
  neetScore: "612",
  message: "Please share the fee structure.",
  ...overrides,
});

const contact = (overrides: Record<string, unknown> = {}) => ({
  name: "Rahul Verma",
  email: `rahul.${unique()}@example.com`,
  phone: "+91 91234 56789",
  subject: "Hostel",
  message: "Is there a hostel?",
  category: "general",
  ...overrides,
});

describe("item 2: control characters are refused with a 400 naming the field", () => {
  it("refuses a NUL in a public form's name instead of failing with 500", async () => {
    const response = await t.json("POST", "/api/enquiry", enquiry({ name: "Priya\u0000Sharma" }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      success: false,
      message: "Name must not contain control characters or line breaks",
      errors: [{ field: "name", message: "Name must not contain control characters or line breaks" }],
    });
  });

  it("refuses a NUL in a list's search term", async () => {
    const response = await t.request("/api/faculty?search=%00");
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toEqual([
      { field: "search", message: "search must not contain control characters or line breaks" },
    ]);
  });

  it("refuses line breaks in single-line fields and keeps them in multi-line ones", async () => {
    const single = await t.json("POST", "/api/contact-us", contact({ subject: "Hostel\r\nBcc: x@y.z" }));
    expect(single.status).toBe(400);
    expect((await single.json()).errors).toEqual([
      { field: "subject", message: "Subject must not contain control characters or line breaks" },
    ]);
    const multi = await t.postAsVisitor("/api/contact-us", contact({ message: "Line one\n\tLine two" }));
    expect(multi.message).toBe("Line one\n\tLine two");
    const escape = await t.json("POST", "/api/contact-us", contact({ message: "Hello \u001b[31m" }));
    expect(escape.status).toBe(400);
    expect((await escape.json()).errors[0].field).toBe("message");
  });

  it("reports control characters in a CSV import as row errors", async () => {
    // (A NUL makes the importer treat the file as binary: 400 "not a CSV file". Other controls are row errors.)
    const header = FACULTY_CSV_COLUMNS.join(",");
    const row = FACULTY_CSV_COLUMNS.map((column) =>
      /name/i.test(column) ? "Dr. Escape\u001bCode" : /reg/i.test(column) ? `BMC-${unique()}` : "x",
    ).join(",");
    const form = new FormData();
    form.set("csvFile", new File([`${header}\n${row}\n`], "faculty.csv", { type: "text/csv" }));
    const response = await t.request("/api/faculty/import-csv", {
      method: "POST",
      body: form,
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(422);
    const body = await response.json();
    expect(body.errors).toContainEqual(
      expect.objectContaining({ row: 2, message: expect.stringMatching(/control characters/) }),
    );
  });
});

describe("item 2: the content fields share the rule", () => {
  it("refuses a NUL in a notice body and in a pop-up link, and keeps a long Hindi notice", async () => {
    const notice = (body: string) =>
      t.json("POST", "/api/notices", { title: `Notice ${unique()}`, body, category: "general" }, token);
    const nul = await notice("Exam on Monday\u0000");
    expect(nul.status).toBe(400);
    expect((await nul.json()).errors).toEqual([
      { field: "body", message: "Body must not contain control characters (line breaks and tabs are fine)" },
    ]);
    // Nearly 20,000 characters of Devanagari, about 53 KB of UTF-8: within the notices' body limit.
    expect((await notice(`${"परीक्षा ".repeat(2_400)}सूचना\nदूसरी पंक्ति`)).status).toBe(201);
    const link = await t.json("PATCH", "/api/popup", { primaryHref: "/admission\u0000" }, token);
    expect(link.status).toBe(400);
    expect((await link.json()).errors[0].field).toBe("primaryHref");
  });
});

describe("item 2: nothing personal reaches the log", () => {
  it("logs none of the values sent through each public form and sign-in, on every failure path", async () => {
    logLines.length = 0;
    const secrets = {
      name: "Kavitha Ramaswamy",
      email: `kavitha.${unique()}@example.com`,
      phone: "+91 99887 76655",
      neetScore: "719.5",
      message: "My daughter's confidential medical history",
      password: "hunter2 secret passphrase",
      token: "reset-token-AbCdEf0123456789",
    };
    const personal = {
      name: secrets.name,
      email: secrets.email,
      phone: secrets.phone,
      neetScore: secrets.neetScore,
      message: secrets.message,
    };
    // A database failure whose message quotes the parameters, as PostgreSQL's do. (Not 22021, which is the
    // client's NUL and answers 400 since issue 19.)
    const dbError = () =>
      Object.assign(new Error(`insert failed; parameters: ${Object.values(personal).join(", ")}`), {
        code: "08006",
      });
    const enquiries = vi.spyOn(t.services.enquiries, "create").mockRejectedValueOnce(dbError());
    const messages = vi.spyOn(t.services.messages, "create").mockRejectedValueOnce(dbError());

    const statuses = [
      // Public forms: a server failure, a validation failure, a control character.
      (await t.json("POST", "/api/enquiry", enquiry(personal))).status,
      (await t.json("POST", "/api/enquiry", enquiry({ ...personal, email: "not an email" }))).status,
      (await t.json("POST", "/api/enquiry", enquiry({ ...personal, name: `${secrets.name}\u0000` }))).status,
      (await t.json("POST", "/api/contact-us", contact({ ...personal, subject: secrets.message }))).status,
      (await t.json("POST", "/api/contact-us", contact({ ...personal, category: "nonsense" }))).status,
      // Sign-in, reset and password change with wrong or malformed values.
      (await t.json("POST", "/api/login", { email: secrets.email, password: secrets.password })).status,
      (await t.json("POST", "/api/login", { email: `${secrets.email}\u0000`, password: secrets.password }))
        .status,
      (await t.json("POST", "/api/forgot-password", { email: secrets.email })).status,
      (await t.json("POST", "/api/reset-password", { password: secrets.password }, secrets.token)).status,
      (
        await t.json(
          "POST",
          "/api/change-password",
          { currentPassword: secrets.password, newPassword: secrets.password },
          token,
        )
      ).status,
      (await t.request(`/api/faculty?search=${encodeURIComponent(secrets.name)}%00`)).status,
      (await t.request(`/api/enquiry?search=${encodeURIComponent(secrets.phone)}`, {})).status,
    ];
    expect(statuses).toEqual([500, 400, 400, 500, 400, 401, 400, 200, 401, 400, 400, 401]);
    expect(enquiries).toHaveBeenCalledOnce();
    expect(messages).toHaveBeenCalledOnce();

    await t.services.auth.idle();
    const log = logLines.join("");
    // The failures were logged, by class and code.
    expect(log).toMatch(/"unhandled error"/);
    expect(log).toMatch(/"code":"08006"/);
    for (const value of [...Object.values(secrets), secrets.email.split("@")[0]!, "99887"]) {
      expect(log).not.toContain(value);
    }
    vi.restoreAllMocks();
  });
});

describe("item 3: the sign-in throttle's store stays bounded", () => {
  it("adds no key for requests an address is already refused for", async () => {
    const app = await createTestApp({ LOGIN_RATE_LIMIT: 3 });
    try {
      const attempt = (i: number) =>
        app.json(
          "POST",
          "/api/login",
          { email: `user${i}@example.edu.in`, password: "wrong" },
          undefined,
          "192.0.2.200",
        );
      for (let i = 0; i < 3; i++) expect((await attempt(i)).status).toBe(401);
      const size = app.services.rateLimiterStore.size();
      for (let i = 3; i < 50; i++) expect((await attempt(i)).status).toBe(429);
      // Memory store: the count is exact; PostgreSQL: rows in its table.
      if (size !== undefined) expect(app.services.rateLimiterStore.size()).toBe(size);
      else {
        const { rows } = await app.services.database.pool!.query(
          "select count(*)::int as n from rate_limits",
        );
        expect(rows[0].n).toBeLessThanOrEqual(3 * 2 + 1);
      }
    } finally {
      await app.close();
    }
  });

  it("60,000 distinct failed sign-ins from one blocked address keep the store bounded and health prompt", async () => {
    const app = await createTestApp({ LOGIN_RATE_LIMIT: 10 });
    try {
      const total = app.services.rateLimiterStore.kind === "memory" ? 60_000 : 3_000;
      const address = "192.0.2.201";
      // The first ten reach the password check over HTTP; the flood then goes straight to the service
      // (the same code path the route calls), which keeps this test to seconds.
      for (let i = 0; i < 10; i++) {
        const response = await app.json(
          "POST",
          "/api/login",
          { email: `victim${i}@example.edu.in`, password: "wrong password" },
          undefined,
          address,
        );
        expect(response.status).toBe(401);
      }
      const attempt = (i: number) =>
        app.services.auth
          .login(
            {
              email: `victim${i}@example.edu.in`,
              password: "wrong password",
              remember: false,
              address,
              userAgent: null,
            },
            systemActor,
          )
          .then(
            () => 200,
            (error: { kind?: keyof typeof ERROR_STATUS }) => (error.kind ? ERROR_STATUS[error.kind] : 500),
          );
      let refused = 0;
      let slowestHealthMs = 0;
      const batch = 2_000;
      for (let start = 10; start < total; start += batch) {
        const health = (async () => {
          const started = performance.now();
          expect((await app.request("/api/health")).status).toBe(200);
          slowestHealthMs = Math.max(slowestHealthMs, performance.now() - started);
        })();
        const statuses = await Promise.all(
          Array.from({ length: Math.min(batch, total - start) }, (_, i) => attempt(start + i)),
        );
        await health;
        refused += statuses.filter((status) => status === 429).length;
      }
      expect(refused).toBe(total - 10);
      const blocked = await app.json(
        "POST",
        "/api/login",
        { email: "one-more@example.edu.in", password: "wrong password" },
        undefined,
        address,
      );
      expect(blocked.status).toBe(429);
      const size = app.services.rateLimiterStore.size();
      if (size !== undefined) expect(size).toBeLessThanOrEqual(25);
      else {
        const { rows } = await app.services.database.pool!.query(
          "select count(*)::int as n from rate_limits",
        );
        expect(rows[0].n).toBeLessThanOrEqual(25);
      }
      const started = performance.now();
      const health = await app.request("/api/health");
      expect(health.status).toBe(200);
      expect(performance.now() - started).toBeLessThan(500);
      // Answered while the flood was being refused, too (a generous bound for a loaded CI machine).
      expect(slowestHealthMs).toBeLessThan(2_000);
    } finally {
      await app.close();
    }
  }, 180_000);
});

describe("item 4: bodies are capped while they stream in", () => {
  const streamed = (bytes: number, prefix = '{"email":"a@b.in","password":"') => {
    const encoder = new TextEncoder();
    let sent = 0;
    const chunk = encoder.encode("x".repeat(64 * 1024));
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) {
          sent += prefix.length;
          return controller.enqueue(encoder.encode(prefix));
        }
        if (sent >= bytes) return controller.close();
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    return { stream, sent: () => sent };
  };

  for (const path of ["/api/login", "/api/forgot-password", "/api/reset-password", "/api/change-password"]) {
    it(`refuses a 30 MB chunked body to ${path} with 413 after reading little of it`, async () => {
      const body = streamed(30 * 1024 * 1024);
      const response = await t.request(path, {
        method: "POST",
        headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
        body: body.stream,
        duplex: "half",
      } as RequestInit);
      expect(response.status).toBe(413);
      expect((await response.json()).message).toMatch(/too large/);
      // The limit stopped the parse; draining the rest stops at its own cap, and the answer says the
      // connection will close.
      expect(body.sent()).toBeLessThan(DRAIN_LIMIT + 1024 * 1024);
      expect(response.headers.get("Connection")).toBe("close");
    });
  }

  it("refuses a declared oversized body before reading it, and a public form past its own cap", async () => {
    const declared = await t.request("/api/login", {
      method: "POST",
      headers: { "Content-Type": "application/json", "Content-Length": String(30 * 1024 * 1024) },
      body: "{}",
    });
    expect(declared.status).toBe(413);
    const form = await t.json("POST", "/api/enquiry", enquiry({ message: "x".repeat(40 * 1024) }));
    expect(form.status).toBe(413);
    expect(await form.json()).toEqual({ success: false, message: "The form is too large to send." });
  });

  it("keeps the upload routes' own caps", async () => {
    const form = new FormData();
    form.set("name", "Dr. Asha Rani");
    form.set("photo", new File([new Uint8Array(200 * 1024)], "p.jpg", { type: "image/jpeg" }));
    const response = await t.request("/api/faculty", {
      method: "POST",
      body: form,
      headers: { Authorization: `Bearer ${token}` },
    });
    // 200 KB is over the 64 KB default but within the photo cap: validation answers, not the size limit.
    expect(response.status).toBe(400);
  });
});

describe("item 10: JSON only, and no cross-site calls", () => {
  it("refuses a urlencoded post to /api/contact-us (415)", async () => {
    const response = await t.request("/api/contact-us", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(contact() as Record<string, string>).toString(),
    });
    expect(response.status).toBe(415);
    expect((await response.json()).message).toMatch(/application\/json/);
  });

  it("refuses a text/plain or multipart sign-in (login CSRF)", async () => {
    const plain = await t.request("/api/login", {
      method: "POST",
      headers: { "Content-Type": "text/plain" },
      body: JSON.stringify({ email: "a@b.in", password: TEST_PASSWORD }),
    });
    expect(plain.status).toBe(415);
    const form = new FormData();
    form.set("email", "a@b.in");
    form.set("password", TEST_PASSWORD);
    expect((await t.request("/api/login", { method: "POST", body: form })).status).toBe(415);
  });

  it("refuses a cross-site Origin or Sec-Fetch-Site and accepts the site's own", async () => {
    const post = (headers: Record<string, string>) =>
      t.request("/api/contact-us", {
        method: "POST",
        headers: { "Content-Type": "application/json", ...headers },
        body: JSON.stringify(contact()),
      });
    const refused: Record<string, string>[] = [
      { Origin: "https://evil.example" },
      { Origin: "null" },
      { "Sec-Fetch-Site": "cross-site" },
      { "Sec-Fetch-Site": "same-site" },
    ];
    for (const headers of refused) {
      const response = await post(headers);
      expect(response.status, JSON.stringify(headers)).toBe(403);
      expect((await response.json()).message).toBe("Cross-site requests are not accepted.");
    }
    expect((await post({ Origin: TEST_PUBLIC_URL, "Sec-Fetch-Site": "same-origin" })).status).toBe(201);
    expect((await post({})).status).toBe(201);
  });

  it("keeps multipart uploads working for staff", async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({
      name: "Dr. Asha Rani",
      designation: "Professor",
      qualification: "MBBS, MD",
      regNo: `BMC-${unique()}`,
    }))
      form.set(name, value);
    const response = await t.request("/api/faculty", {
      method: "POST",
      body: form,
      headers: { Authorization: `Bearer ${token}`, Origin: TEST_PUBLIC_URL, "Sec-Fetch-Site": "same-origin" },
    });
    expect(response.status).toBe(201);
  });
});

describe("item 11: API answers are not cached", () => {
  it("marks staff lists and records, and the rest of /api, Cache-Control: no-store", async () => {
    const auth = { headers: { Authorization: `Bearer ${token}` } };
    const created = await t.json("POST", "/api/enquiry", enquiry());
    const id = (await created.json()).data._id;
    for (const path of ["/api/enquiry", `/api/enquiry/${id}`, "/api/contact-us", "/api/faculty", "/api/me"]) {
      const response = await t.request(path, auth);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("Cache-Control"), path).toBe("no-store");
    }
    expect((await t.request("/api/faculty")).headers.get("Cache-Control")).toBe("no-store");
    expect((await t.request("/api/nope")).headers.get("Cache-Control")).toBe("no-store");
  });
});

describe("item 13: an early refusal leaves the keep-alive connection usable", () => {
  let server: ServerType;
  let port: number;
  beforeAll(async () => {
    server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise((resolve) => server.once("listening", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** Reads one HTTP/1.1 response (Content-Length framed) from the socket. */
  function readResponse(socket: Socket): Promise<{ status: number; headers: string; body: string }> {
    return new Promise((resolve, reject) => {
      let buffer = Buffer.alloc(0);
      const onData = (chunk: Buffer) => {
        buffer = Buffer.concat([buffer, chunk]);
        const end = buffer.indexOf("\r\n\r\n");
        if (end < 0) return;
        const headers = buffer.subarray(0, end).toString();
        const length = Number(/content-length: (\d+)/i.exec(headers)?.[1] ?? 0);
        if (buffer.length < end + 4 + length) return;
        socket.off("data", onData);
        socket.off("error", reject);
        socket.off("close", onClose);
        const status = Number(headers.split(" ")[1]);
        resolve({ status, headers, body: buffer.subarray(end + 4, end + 4 + length).toString() });
      };
      const onClose = () => reject(new Error("connection closed before a response"));
      socket.on("data", onData);
      socket.once("error", reject);
      socket.once("close", onClose);
    });
  }

  it("takes a body-less DELETE from a real connection (no Content-Type needed)", async () => {
    const socket = connect(port, "127.0.0.1");
    await new Promise((resolve) => socket.once("connect", resolve));
    try {
      socket.write(
        `DELETE /api/faculty/00000000-0000-0000-0000-000000000000 HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
          `Authorization: Bearer ${token}\r\n\r\n`,
      );
      expect((await readResponse(socket)).status).toBe(404);
    } finally {
      socket.destroy();
    }
  });

  const cases = [
    { name: "413 for a 600 KB JSON enquiry", path: "/api/enquiry", type: "application/json", status: 413 },
    { name: "415 for a 600 KB text/plain sign-in", path: "/api/login", type: "text/plain", status: 415 },
  ];
  for (const testCase of cases) {
    it(`answers the next request after ${testCase.name}`, async () => {
      const socket = connect(port, "127.0.0.1");
      await new Promise((resolve) => socket.once("connect", resolve));
      try {
        const body = `{"name":"${"x".repeat(600 * 1024)}"}`;
        socket.write(
          `POST ${testCase.path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n` +
            `Content-Type: ${testCase.type}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`,
        );
        socket.write(body);
        const refused = await readResponse(socket);
        expect(refused.status).toBe(testCase.status);
        expect(JSON.parse(refused.body).message).toBeTruthy();
        expect(refused.headers).not.toMatch(/connection: close/i);
        socket.write("GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n");
        const next = await readResponse(socket);
        expect(next.status).toBe(200);
      } finally {
        socket.destroy();
      }
    });
  }
});

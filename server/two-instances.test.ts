import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startS3Server } from "./test-support/s3-server";
import { startServerProcess, waitUntilReady, type ServerProcess } from "./test-support/server-process";
import { openTestDatabase } from "./test-support/test-app";

const ADMIN = { email: "two-instances@example.edu.in", password: "correct horse battery staple" };

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))(
  "two app instances on one PostgreSQL and one S3",
  () => {
    const stops: (() => Promise<unknown>)[] = [];
    let a: ServerProcess;
    let b: ServerProcess;
    beforeAll(async () => {
      const s3 = await startS3Server();
      stops.push(s3.close);
      const opened = await openTestDatabase();
      await opened.database.close();
      stops.push(opened.drop);
      const dataDir = await mkdtemp(path.join(tmpdir(), "college-two-"));
      stops.push(() => rm(dataDir, { recursive: true, force: true }));
      const env = {
        ...s3.env,
        DATABASE_URL: opened.url!,
        DATA_DIR: dataDir,
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        PUBLIC_FORM_RATE_LIMIT: "5",
      };
      a = await startServerProcess(env);
      stops.push(() => a.stop());
      b = await startServerProcess(env);
      stops.push(() => b.stop());
      await Promise.all([waitUntilReady(a.url), waitUntilReady(b.url)]);
    }, 120_000);
    afterAll(async () => {
      for (const stop of stops.reverse()) await stop().catch(() => undefined);
    });

    const json = (base: string, method: string, url: string, body?: unknown, token?: string) =>
      fetch(`${base}${url}`, {
        method,
        headers: {
          "Content-Type": "application/json",
          Origin: base,
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });

    it("behave as one app", async () => {
      const login = await json(a.url, "POST", "/api/login", ADMIN);
      expect(login.status).toBe(200);
      const token = ((await login.json()) as { data: { token: string } }).data.token;
      expect((await json(b.url, "GET", "/api/me", undefined, token)).status).toBe(200);

      // A photo uploaded through one is served by the other; the new member is in the other's list at once.
      const before = (await (await json(b.url, "GET", "/api/faculty?limit=1")).json()) as {
        data: { pagination: Record<string, number> };
      };
      const form = new FormData();
      form.set("name", "Dr. Two Instances");
      form.set("designation", "Professor");
      form.set("qualification", "MBBS, MD");
      form.set("regNo", `TWO-${Date.now()}`);
      const jpeg = await sharp({ create: { width: 50, height: 60, channels: 3, background: "#336699" } })
        .jpeg()
        .toBuffer();
      form.set("photo", new File([jpeg], "p.jpg", { type: "image/jpeg" }));
      const created = await fetch(`${a.url}/api/faculty`, {
        method: "POST",
        body: form,
        headers: { Authorization: `Bearer ${token}`, Origin: a.url },
      });
      expect(created.status).toBe(201);
      const member = ((await created.json()) as { data: { photo: string } }).data;
      const photo = await fetch(`${b.url}${member.photo}`);
      expect(photo.status).toBe(200);
      expect(photo.headers.get("content-type")).toBe("image/webp");
      const after = (await (await json(b.url, "GET", "/api/faculty?limit=1")).json()) as {
        data: { pagination: Record<string, number> };
      };
      // B counted before A's write; its count still includes the new member at once.
      expect(after.data.pagination.totalRecords).toBe(before.data.pagination.totalRecords! + 1);

      // A public form's limit of 5 is reached after 5 posts spread over both.
      const enquiry = {
        name: "Asha Verma",
        email: "asha@example.com",
        phone: "9876543210",
        course: "MBBS",
        neetScore: "612",
        message: "",
      };
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1) {
        statuses.push((await json(i % 2 ? b.url : a.url, "POST", "/api/enquiry", enquiry)).status);
      }
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);

      // Signed out on one, refused on the other.
      expect((await json(a.url, "POST", "/api/logout", undefined, token)).status).toBe(200);
      expect((await json(b.url, "GET", "/api/me", undefined, token)).status).toBe(401);
    }, 120_000);
  },
);

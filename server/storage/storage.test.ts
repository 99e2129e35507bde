import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startS3Server } from "../test-support/s3-server";
import { createTestApp, type TestApp } from "../test-support/test-app";
import { createLocalStorage } from "./local-storage";
import { createS3Storage } from "./s3-storage";
import type { Storage } from "./storage";

let s3: Awaited<ReturnType<typeof startS3Server>>;
let localRoot: string;
const adapters: Record<string, () => Storage> = {};

beforeAll(async () => {
  s3 = await startS3Server();
  localRoot = await mkdtemp(path.join(tmpdir(), "college-local-storage-"));
  adapters.local = () => createLocalStorage(localRoot);
  adapters.s3 = () => createS3Storage(s3.options);
});
afterAll(async () => {
  await s3.close();
  await rm(localRoot, { recursive: true, force: true });
});

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

describe.each(["local", "s3"])("%s storage", (kind) => {
  const storage = () => adapters[kind]!();

  it("stores, reads, lists and removes objects", async () => {
    const store = storage();
    expect(store.kind).toBe(kind);
    await store.put("faculty/a1-web.png", PNG);
    await store.put("documents/fees 2026.pdf", Buffer.from("%PDF-1.7 test"));
    const object = await store.open("faculty/a1-web.png");
    expect(object).toEqual(
      expect.objectContaining({
        size: PNG.length,
        contentType: "image/png",
        etag: expect.stringMatching(/^".+"$/),
      }),
    );
    expect(Buffer.from(await new Response(object!.body).arrayBuffer()).equals(PNG)).toBe(true);
    expect((await store.get("faculty/a1-web.png"))?.equals(PNG)).toBe(true);
    const keys: string[] = [];
    for await (const key of store.list()) keys.push(key);
    expect(keys.sort()).toEqual(["documents/fees 2026.pdf", "faculty/a1-web.png"]);
    expect(store.url("faculty/a1-web.png")).toBe("/media/faculty/a1-web.png");

    await store.remove("faculty/a1-web.png");
    await store.remove("faculty/never-there.png");
    expect(await store.get("faculty/a1-web.png")).toBeNull();
    expect(await store.open("faculty/a1-web.png")).toBeNull();
    await store.remove("documents/fees 2026.pdf");
  });

  it("refuses keys that could escape their place", async () => {
    const store = storage();
    for (const key of ["../etc/passwd", "/abs.png", "a/../../b.png", "a//b.png", "a\\b.png"]) {
      await expect(store.put(key, PNG)).rejects.toThrow();
      expect(await store.get(key)).toBeNull();
    }
  });
});

describe.each(["local", "s3"])("GET /media/* from %s storage", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { storage: adapters[kind]!() });
  });
  afterAll(() => t.close());

  it("serves a stored object with its type, ETag and immutable caching, and 304 on a match", async () => {
    await t.services.storage.put("faculty/m1-web.png", PNG);
    const response = await t.request("/media/faculty/m1-web.png");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const etag = response.headers.get("etag");
    expect(etag).toMatch(/^".+"$/);
    expect(Buffer.from(await response.arrayBuffer()).equals(PNG)).toBe(true);

    const again = await t.request("/media/faculty/m1-web.png", { headers: { "If-None-Match": etag! } });
    expect(again.status).toBe(304);
    expect(again.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("serves only keys a domain vouches for: another prefix is 404, a stored document is for staff (issue 19, finding 4)", async () => {
    await t.services.storage.put("imports/m1-web.png", PNG);
    expect((await t.request("/media/imports/m1-web.png")).status).toBe(404);
    await t.services.storage.put("documents/d1/v1-0123456789abcdef.pdf", Buffer.from("%PDF-1.7"));
    expect((await t.request("/media/documents/d1/v1-0123456789abcdef.pdf")).status).toBe(404);
    const editor = await t.signInAs("editor");
    const staff = await t.request("/media/documents/d1/v1-0123456789abcdef.pdf", {
      headers: { Authorization: `Bearer ${editor}` },
    });
    expect(staff.status).toBe(200);
    expect(staff.headers.get("cache-control")).toBe("private, no-store");
    expect(Buffer.from(await staff.arrayBuffer()).toString()).toBe("%PDF-1.7");
  });

  it("answers 404 for a missing object or a key outside the storage", async () => {
    expect((await t.request("/media/faculty/none.png")).status).toBe(404);
    expect((await t.request("/media/..%2F..%2Fetc%2Fpasswd")).status).toBe(404);
    expect((await t.request("/media/faculty/%2e%2e/%2e%2e/x.png")).status).toBe(404);
  });
});

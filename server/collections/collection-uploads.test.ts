import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { UploadedImage } from "../../contract/collections/collection";
import { auditLog } from "../audit/audit.schema";
import { startS3Server } from "../test-support/s3-server";
import { createTestApp, type TestApp } from "../test-support/test-app";
import { createLocalStorage } from "../storage/local-storage";
import { createS3Storage } from "../storage/s3-storage";
import type { Storage } from "../storage/storage";
import { and, eq } from "drizzle-orm";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * Image upload fields of content collections (issue 23, item 3: the ABHA counter's QR image), on the local disk
 * and on S3-compatible storage alike: stored as checked WebPs, refused with 400 naming the field when the file
 * is no image (nothing stored), public only while a published version shows it, removed when nothing holds it.
 */

let s3: Awaited<ReturnType<typeof startS3Server>>;
let localRoot: string;
const adapters: Record<string, () => Storage> = {};
beforeAll(async () => {
  s3 = await startS3Server();
  localRoot = await mkdtemp(path.join(tmpdir(), "college-collection-uploads-"));
  adapters.local = () => createLocalStorage(localRoot);
  adapters.s3 = () => createS3Storage(s3.options);
});
afterAll(async () => {
  await s3.close();
  await rm(localRoot, { recursive: true, force: true });
});

/** A QR-like black and white PNG, `size` pixels square. */
const qrPng = (size: number, seed = 1) => {
  const pixels = Buffer.alloc(size * size);
  for (let i = 0; i < pixels.length; i++)
    pixels[i] = (i * 7 + seed * 13 + Math.floor(i / size) * 3) % 5 < 2 ? 0 : 255;
  return sharp(pixels, { raw: { width: size, height: size, channels: 1 } })
    .png()
    .toBuffer();
};

describe.each(["local", "s3"])("collection image uploads on %s storage", (kind) => {
  let t: TestApp;
  let storage: Storage;
  let desk: string;
  let abhaId: string;

  const keys = async () => {
    const found: string[] = [];
    for await (const key of storage.list()) if (key.startsWith("collections/")) found.push(key);
    return found.sort();
  };

  const send = (
    method: "POST" | "PATCH",
    url: string,
    fields: unknown,
    files: Record<string, Blob>,
    token = desk,
  ) => {
    const form = new FormData();
    form.set("data", JSON.stringify(fields));
    for (const [name, file] of Object.entries(files)) form.set(name, file, `${name}.bin`);
    return t.request(url, { method, headers: { Authorization: `Bearer ${token}` }, body: form });
  };
  const png = async (size = 900, seed = 1) =>
    new Blob([new Uint8Array(await qrPng(size, seed))], { type: "image/png" });

  beforeAll(async () => {
    storage = adapters[kind]!();
    t = await createTestApp({}, { storage });
    await t.services.collections.seed();
    desk = await t.signInAs("hospital-desk");
    const list = await (await t.json("GET", "/api/patient-guides?limit=50", undefined, desk)).json();
    abhaId = list.data.guides.find((guide: { section: string }) => guide.section === "abha-scan-share")._id;
  });
  afterAll(() => t.close());

  it("stores the hospital desk's QR image as WebPs, shows it publicly once published, and audits it", async () => {
    const alt = "QR code of the OPD registration counter for ABHA Scan & Share";
    const draft = await send(
      "PATCH",
      `/api/patient-guides/${abhaId}`,
      { qrImage: { alt }, status: "draft" },
      {
        qrImage: await png(),
      },
    );
    expect(draft.status, await draft.clone().text()).toBe(200);
    const image = (await draft.json()).data.qrImage as UploadedImage;
    expect(image).toMatchObject({ alt, width: 800, height: 800 });
    expect(image.images.map((each) => each.width)).toEqual([400, 800]);
    expect(image.url).toMatch(
      new RegExp(`^/media/collections/patient-guides/${abhaId}/[0-9a-f]+-800\\.webp$`),
    );
    expect(await keys()).toHaveLength(2);

    // A draft's image is the staff's: visitors get 404 and the published version without it.
    expect((await t.request(image.url)).status).toBe(404);
    const staffRead = await t.request(image.url, { headers: { Authorization: `Bearer ${desk}` } });
    expect(staffRead.status).toBe(200);
    expect(staffRead.headers.get("content-type")).toBe("image/webp");
    const before = await (await t.json("GET", `/api/patient-guides/abha-scan-share`)).json();
    expect(before.data.qrImage).toBeNull();

    // Published (JSON: the image stays, only the status changes): public, with revalidating caching.
    const published = await t.json("PATCH", `/api/patient-guides/${abhaId}`, { status: "published" }, desk);
    expect(published.status).toBe(200);
    const visitor = await t.request(image.url);
    expect(visitor.status).toBe(200);
    expect(visitor.headers.get("cache-control")).toBe("public, max-age=300, must-revalidate");
    const metadata = await sharp(Buffer.from(await visitor.arrayBuffer())).metadata();
    expect(metadata).toMatchObject({ format: "webp", width: 800, height: 800 });
    const shown = await (await t.json("GET", `/api/patient-guides/abha-scan-share`)).json();
    expect(shown.data.qrImage).toEqual(image);
    const page = await t.services.collections
      .pages((await import("../../contract/collections/patient-guides")).patientGuidesCollection)
      .record("abha-scan-share");
    expect(page?.qrImage).toEqual(image);

    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "patient-guide"), eq(auditLog.entityId, abhaId)));
    expect(entries.some((entry) => entry.changes && "qrImage" in entry.changes)).toBe(true);
  });

  it("refuses a file that is not an image with 400 naming the field, storing nothing", async () => {
    const stored = await keys();
    const record = (await (await t.json("GET", `/api/patient-guides/${abhaId}`, undefined, desk)).json())
      .data;
    for (const file of [
      new Blob(["%PDF-1.7 not an image"], { type: "image/png" }),
      new Blob(["<svg xmlns='http://www.w3.org/2000/svg'/>"], { type: "image/svg+xml" }),
      new Blob([new Uint8Array((await qrPng(64)).subarray(0, 40))], { type: "image/png" }),
    ]) {
      const refused = await send(
        "PATCH",
        `/api/patient-guides/${abhaId}`,
        { qrImage: { alt: "QR code" }, status: "published" },
        { qrImage: file },
      );
      expect(refused.status).toBe(400);
      const body = await refused.json();
      expect(body.errors).toEqual([
        {
          field: "qrImage",
          message: "Counter's QR image must be an image file (JPEG, PNG, WebP, GIF or AVIF)",
        },
      ]);
    }
    // An image without alt text, an alt text with no image, a file for a field that takes none.
    const noAlt = await send(
      "PATCH",
      `/api/patient-guides/${abhaId}`,
      { qrImage: { alt: " " } },
      { qrImage: await png(100, 2) },
    );
    expect(noAlt.status).toBe(400);
    expect((await noAlt.json()).errors[0].field).toBe("qrImage.alt");
    const otherField = await send(
      "PATCH",
      `/api/patient-guides/${abhaId}`,
      {},
      { heading: await png(100, 3) },
    );
    expect(otherField.status).toBe(400);
    expect((await otherField.json()).errors[0].field).toBe("heading");
    const notJson = await t.request(`/api/patient-guides/${abhaId}`, {
      method: "PATCH",
      headers: { Authorization: `Bearer ${desk}` },
      body: (() => {
        const form = new FormData();
        form.set("data", "{nope");
        return form;
      })(),
    });
    expect(notJson.status).toBe(400);
    expect((await notJson.json()).errors[0].field).toBe("data");
    const otherRecord = (
      await (await t.json("GET", "/api/patient-guides?limit=50", undefined, desk)).json()
    ).data.guides.find((guide: { section: string }) => guide.section === "pm-jay");
    const noFile = await t.json(
      "PATCH",
      `/api/patient-guides/${otherRecord._id}`,
      { qrImage: { alt: "QR" } },
      desk,
    );
    expect(noFile.status).toBe(400);
    expect((await noFile.json()).errors).toEqual([
      { field: "qrImage", message: "Counter's QR image: choose an image file" },
    ]);

    expect(await keys()).toEqual(stored);
    const after = (await (await t.json("GET", `/api/patient-guides/${abhaId}`, undefined, desk)).json()).data;
    expect(after).toEqual(record);
    // Writers only: an editor's upload is refused before anything is read.
    const editor = await t.signInAs("editor");
    const forbidden = await send(
      "PATCH",
      `/api/patient-guides/${abhaId}`,
      { qrImage: { alt: "QR" } },
      { qrImage: await png(100, 4) },
      editor,
    );
    expect(forbidden.status).toBe(403);
    expect(await keys()).toEqual(stored);
  });

  it("keeps files a revision holds, removes a replaced draft's, and removes them all with the record", async () => {
    const published = (await (await t.json("GET", `/api/patient-guides/${abhaId}`, undefined, desk)).json())
      .data.qrImage as UploadedImage;
    const publishedKeys = published.images.map((each) => each.url.replace(/^\/media\//, ""));
    const first = await send(
      "PATCH",
      `/api/patient-guides/${abhaId}`,
      { qrImage: { alt: "Draft one" }, status: "draft" },
      {
        qrImage: await png(300, 5),
      },
    );
    const draftOne = (await first.json()).data.qrImage as UploadedImage;
    expect(draftOne.images.map((each) => each.width)).toEqual([300]); // never enlarged
    const second = await send(
      "PATCH",
      `/api/patient-guides/${abhaId}`,
      { qrImage: { alt: "Draft two" }, status: "draft" },
      {
        qrImage: await png(500, 6),
      },
    );
    expect(second.status).toBe(200);
    const draftTwo = (await second.json()).data.qrImage as UploadedImage;
    const now = await keys();
    // The first draft's file went (nothing held it); the published one stays (its revision and visitors hold it).
    expect(now).not.toContain(draftOne.url.replace(/^\/media\//, ""));
    for (const key of publishedKeys) expect(now).toContain(key);
    expect(now).toContain(draftTwo.url.replace(/^\/media\//, ""));
    expect((await t.request(published.url)).status).toBe(200);

    // Removing the image (null) in the draft: visitors keep the published one until it is published.
    const removed = await t.json("PATCH", `/api/patient-guides/${abhaId}`, { qrImage: null }, desk);
    expect((await removed.json()).data.qrImage).toBeNull();
    expect(await keys()).not.toContain(draftTwo.url.replace(/^\/media\//, ""));
    expect((await t.request(published.url)).status).toBe(200);

    // Restoring the first revision brings its image back (the file a revision holds was kept).
    const revisions = (
      await (await t.json("GET", `/api/patient-guides/${abhaId}/revisions`, undefined, desk)).json()
    ).data.revisions as { _id: string; fields: string[] }[];
    const withImage = revisions.find((revision) => revision.fields.includes("qrImage"))!;
    const restored = await t.json(
      "POST",
      `/api/patient-guides/${abhaId}/revisions/${withImage._id}/restore`,
      undefined,
      desk,
    );
    expect((await restored.json()).data.qrImage).toEqual(published);

    expect((await t.json("DELETE", `/api/patient-guides/${abhaId}`, undefined, desk)).status).toBe(200);
    expect(await keys()).toEqual([]);
    expect((await t.request(published.url)).status).toBe(404);

    // A write refused after its files were stored (a section taken: 409) takes its files away again.
    const clash = await send(
      "POST",
      "/api/patient-guides",
      { section: "pm-jay", heading: "A second PM-JAY section", qrImage: { alt: "QR" }, status: "draft" },
      { qrImage: await png(200, 7) },
    );
    expect(clash.status).toBe(409);
    expect((await clash.json()).errors[0].field).toBe("section");
    expect(await keys()).toEqual([]);
  });
});

import { readdir } from "node:fs/promises";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../audit/audit.schema";
import { NOT_AN_IMAGE_MESSAGE } from "../lib/image";
import { createS3Storage } from "../storage/s3-storage";
import { startS3Server } from "../test-support/s3-server";
import { expectStaffOnly } from "../test-support/staff-only";
import { createTestApp, type TestApp } from "../test-support/test-app";
import { countRows, unique } from "../test-support/test-data";
import { samplePhotos } from "../gallery/gallery.samples";
import { collectionRecords } from "./collections.schema";

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.signIn();
});
afterAll(() => t.close());

interface Photo {
  _id: string;
  alt: string;
  caption: string;
  album: string;
  order: number;
  status: string;
  url: string;
  thumbUrl: string;
  width: number;
  height: number;
  images: { width: number; url: string }[];
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    .png()
    .toBuffer();
const photoFile = async (width = 1600, height = 1200, name = "photo.png") =>
  new File([new Uint8Array(await png(width, height))], name, { type: "image/png" });

function formOf(fields: Record<string, string>, photo?: File) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  if (photo) form.set("photo", photo);
  return form;
}
const send = (method: string, url: string, body: FormData, bearer: string | undefined = token) =>
  t.request(url, { method, body, headers: bearer ? { Authorization: `Bearer ${bearer}` } : {} });

const fields = (overrides: Record<string, string> = {}) => ({
  alt: `Students in the anatomy hall ${unique()}`,
  caption: "Anatomy demonstration",
  album: "gallery",
  status: "published",
  ...overrides,
});

async function add(overrides: Record<string, string> = {}, photo?: File, bearer = token) {
  const response = await send(
    "POST",
    "/api/gallery",
    formOf(fields(overrides), photo ?? (await photoFile())),
    bearer,
  );
  expect(response.status).toBe(201);
  return (await response.json()).data as Photo;
}

const move = (id: string, direction: string, bearer: string | undefined = token) =>
  t.json("POST", `/api/gallery/${id}/move`, { direction }, bearer);

/** The album's photo ids in order, as staff see them. */
async function albumOrder(album: string) {
  const body = await (await t.json("GET", `/api/gallery?album=${album}&limit=200`, undefined, token)).json();
  const photos = body.data.photos as Photo[];
  expect(photos.map((photo) => photo.order)).toEqual(photos.map((_, index) => index + 1));
  return photos.map((photo) => photo._id);
}

// Reaching into the storage (photos are records of the gallery collection since issue 20).
const galleryPhotos = collectionRecords;
const photos = {
  all: eq(collectionRecords.collection, "gallery"),
  where: (field: string, value: string) =>
    and(eq(collectionRecords.collection, "gallery"), sql`${collectionRecords.data} ->> ${field} = ${value}`),
};

const storedFiles = () => readdir(path.join(t.uploads, "gallery")).catch(() => [] as string[]);

describe("gallery API", () => {
  it("lets only staff add, change, move and delete photos (401 without a session)", async () => {
    const photo = await add();
    await expectStaffOnly(t, "POST", "/api/gallery", fields());
    await expectStaffOnly(t, "PATCH", `/api/gallery/${photo._id}`, { alt: "x" });
    await expectStaffOnly(t, "POST", `/api/gallery/${photo._id}/move`, { direction: "down" });
    await expectStaffOnly(t, "DELETE", `/api/gallery/${photo._id}`);
  });

  it("stores a re-encoded photo in three widths with the issue's fields; the files are served", async () => {
    const alt = `The central library reading hall ${unique()}`;
    const photo = await add({ alt, caption: "Reading hall" });
    expect(photo).toMatchObject({
      alt,
      caption: "Reading hall",
      album: "gallery",
      order: 1,
      status: "published",
      width: 1200,
      height: 900,
    });
    expect(photo.images.map((image) => image.width)).toEqual([400, 800, 1200]);
    expect(photo.url).toBe(photo.images[2]!.url);
    expect(photo.thumbUrl).toBe(photo.images[0]!.url);
    for (const image of photo.images) {
      expect(image.url).toMatch(
        new RegExp(`^/media/gallery/${photo._id}-[0-9a-f]{20}-${image.width}\\.webp$`),
      );
      const served = await t.request(image.url);
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe("image/webp");
      const size = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect([size.format, size.width, size.height]).toEqual(["webp", image.width, (image.width * 3) / 4]);
    }
    // A small picture is never enlarged: one width, its own.
    const small = await add({}, await photoFile(300, 200));
    expect(small.images.map((image) => image.width)).toEqual([300]);
    expect([small.width, small.height]).toEqual([300, 200]);
    // The public page's list has the published photo, first.
    const [first] = await t.services.gallery.album("gallery");
    expect(first?._id).toBe(small._id);
  });

  it("refuses a photo without alt text, a file that is not an image (400, nothing stored) and one over 5 MB (413)", async () => {
    const caption = `Refused ${unique()}`;
    const before = await storedFiles();
    const expectRefused = async (form: FormData, status: number, message: string | RegExp) => {
      const response = await send("POST", "/api/gallery", form);
      expect(response.status).toBe(status);
      expect((await response.json()).message).toMatch(message);
    };
    await expectRefused(formOf(fields({ caption, alt: "" }), await photoFile()), 400, "Alt text is required");
    await expectRefused(
      formOf(fields({ caption, alt: "   " }), await photoFile()),
      400,
      "Alt text is required",
    );
    const withoutAlt = formOf({ caption, album: "gallery" }, await photoFile());
    const missing = await send("POST", "/api/gallery", withoutAlt);
    expect(missing.status).toBe(400);
    expect((await missing.json()).errors).toEqual([{ field: "alt", message: "Alt text is required" }]);
    for (const file of [
      new File(["<svg xmlns='http://www.w3.org/2000/svg'><script>alert(1)</script></svg>"], "x.png", {
        type: "image/png",
      }),
      new File(["GIF89a but not really"], "x.gif", { type: "image/gif" }),
      new File([(await png(400, 300)).subarray(0, 200)], "truncated.png", { type: "image/png" }),
    ]) {
      await expectRefused(formOf(fields({ caption }), file), 400, NOT_AN_IMAGE_MESSAGE);
    }
    await expectRefused(formOf(fields({ caption })), 400, "Please choose a photo");
    await expectRefused(formOf(fields({ caption, album: "misc" }), await photoFile()), 400, /album/);
    await expectRefused(formOf(fields({ caption, order: "0" }), await photoFile()), 400, /order/);
    const huge = new File([new Uint8Array(6 * 1024 * 1024)], "huge.png", { type: "image/png" });
    await expectRefused(formOf(fields({ caption }), huge), 413, "File size exceeds the limit.");
    expect(await countRows(t.db, galleryPhotos, photos.where("caption", caption))).toBe(0);
    expect(await storedFiles()).toEqual(before);
  });

  it("changes fields, clears the caption, and replaces the picture (the old files go)", async () => {
    const photo = await add({ status: "draft" });
    const changed = await t.json(
      "PATCH",
      `/api/gallery/${photo._id}`,
      { alt: "Convocation: the first graduating batch", caption: "" },
      token,
    );
    expect(changed.status).toBe(200);
    // Fields left out keep their value: the draft stays a draft.
    expect((await changed.json()).data).toMatchObject({
      alt: "Convocation: the first graduating batch",
      caption: "",
      status: "draft",
      url: photo.url,
    });
    expect((await t.json("PATCH", `/api/gallery/${photo._id}`, { alt: "" }, token)).status).toBe(400);

    const replaced = await send("PATCH", `/api/gallery/${photo._id}`, formOf({}, await photoFile(900, 1200)));
    expect(replaced.status).toBe(200);
    const data = (await replaced.json()).data as Photo;
    expect(data.url).not.toBe(photo.url);
    expect([data.width, data.height]).toEqual([900, 1200]);
    expect(data.images.map((image) => image.width)).toEqual([400, 800, 900]);
    // A draft's files are for staff (issue 19, finding 4); the old ones are gone even for them.
    const asStaff = { headers: { Authorization: `Bearer ${token}` } };
    expect((await t.request(data.url, asStaff)).status).toBe(200);
    for (const image of photo.images) expect((await t.request(image.url, asStaff)).status).toBe(404);
    // A bad replacement changes nothing.
    const bad = await send("PATCH", `/api/gallery/${photo._id}`, formOf({}, new File(["%PDF-1.7"], "x.png")));
    expect(bad.status).toBe(400);
    const after = await (await t.json("GET", `/api/gallery/${photo._id}`, undefined, token)).json();
    expect(after.data.url).toBe(data.url);
  });

  it("shows visitors published photos only; staff see drafts, search them and each album's size", async () => {
    const tag = unique();
    const draft = await add({ status: "draft", alt: `Draft ${tag}` });
    const published = await add({ alt: `Published ${tag}` });
    const visitor = await (await t.json("GET", "/api/gallery?album=gallery&limit=200")).json();
    const visible = visitor.data.photos.map((photo: Photo) => photo._id);
    expect(visible).toContain(published._id);
    expect(visible).not.toContain(draft._id);
    expect(visitor.data.albumSizes).toBeUndefined();
    expect((await t.json("GET", `/api/gallery/${draft._id}`)).status).toBe(404);
    expect((await t.json("GET", `/api/gallery/${published._id}`)).status).toBe(200);
    expect((await t.services.gallery.album("gallery")).map((photo) => photo._id)).not.toContain(draft._id);

    const staff = await (await t.json("GET", `/api/gallery?search=${tag}`, undefined, token)).json();
    expect(staff.data.photos.map((photo: Photo) => photo._id).sort()).toEqual(
      [draft._id, published._id].sort(),
    );
    expect(staff.data.albumSizes.gallery).toBe(
      await countRows(t.db, galleryPhotos, photos.where("album", "gallery")),
    );
    const drafts = await (
      await t.json("GET", "/api/gallery?status=draft&limit=200", undefined, token)
    ).json();
    expect(drafts.data.photos.every((photo: Photo) => photo.status === "draft")).toBe(true);
    // A staff preview (issue 11): the album with the draft in its place, marked; the public read unchanged.
    const preview = await t.services.gallery.album("gallery", { includeDrafts: true });
    const inPreview = preview.map((photo) => photo._id);
    expect(inPreview.indexOf(draft._id)).toBe(inPreview.indexOf(published._id) + 1);
    expect(preview.find((photo) => photo._id === draft._id)).toMatchObject({ draft: true });
    expect(preview.find((photo) => photo._id === published._id)?.draft).toBeUndefined();
    expect((await t.services.gallery.album("gallery")).map((photo) => photo._id)).not.toContain(draft._id);
    // Publishing shows it to visitors at once (the cache is cleared on write).
    await t.json("PATCH", `/api/gallery/${draft._id}`, { status: "published" }, token);
    expect((await t.services.gallery.album("gallery")).map((photo) => photo._id)).toContain(draft._id);
  });

  it("keeps each album in order: new photos first, moved up and down (audited), placed by order, gaps closed", async () => {
    const a = await add({ album: "media" });
    const b = await add({ album: "media" });
    const c = await add({ album: "media" });
    const rest = (await albumOrder("media")).filter((id) => ![a._id, b._id, c._id].includes(id));
    expect(await albumOrder("media")).toEqual([c._id, b._id, a._id, ...rest]);

    const moved = await move(a._id, "up");
    expect(moved.status).toBe(200);
    expect((await moved.json()).data.order).toBe(2);
    expect(await albumOrder("media")).toEqual([c._id, a._id, b._id, ...rest]);
    expect((await move(c._id, "up")).status).toBe(409);
    expect((await move(c._id, "sideways")).status).toBe(400);
    await move(c._id, "down");
    expect(await albumOrder("media")).toEqual([a._id, c._id, b._id, ...rest]);
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "gallery-photo"), eq(auditLog.entityId, a._id)))
      .orderBy(auditLog.at);
    expect(entries.map((entry) => entry.action)).toEqual(["gallery.create", "gallery.move"]);
    expect(entries[1]!.changes).toEqual({ position: { from: 3, to: 2 } });

    // PATCH order: that place; a new photo with an order goes there.
    await t.json("PATCH", `/api/gallery/${b._id}`, { order: 1 }, token);
    expect(await albumOrder("media")).toEqual([b._id, a._id, c._id, ...rest]);
    const d = await add({ album: "media", order: "2" });
    expect(await albumOrder("media")).toEqual([b._id, d._id, a._id, c._id, ...rest]);
    // Another album: it leaves this one's order and goes first in the other.
    await t.json("PATCH", `/api/gallery/${a._id}`, { album: "gallery" }, token);
    expect(await albumOrder("media")).toEqual([b._id, d._id, c._id, ...rest]);
    expect((await albumOrder("gallery"))[0]).toBe(a._id);
    expect((await t.json("DELETE", `/api/gallery/${d._id}`, undefined, token)).status).toBe(200);
    expect(await albumOrder("media")).toEqual([b._id, c._id, ...rest]);
  });

  it("numbers an album correctly when many moves and additions arrive at once", async () => {
    const album = "media";
    const photos = [await add({ album }), await add({ album }), await add({ album })];
    await Promise.all([
      ...photos.map((photo) => move(photo._id, "down")),
      add({ album }),
      ...photos.map((photo) => move(photo._id, "up")),
    ]);
    const ids = await albumOrder(album);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("is documented in the OpenAPI file with the issue's field names", async () => {
    const doc = await (await t.json("GET", "/api/openapi.json")).json();
    expect(Object.keys(doc.paths["/gallery"])).toEqual(["get", "post"]);
    expect(Object.keys(doc.paths["/gallery/{id}"]).sort()).toEqual(["delete", "get", "patch"]);
    expect(Object.keys(doc.paths["/gallery/{id}/move"])).toEqual(["post"]);
    const upload = doc.paths["/gallery"].post.requestBody.content["multipart/form-data"].schema;
    expect(Object.keys(upload.properties).sort()).toEqual([
      "album",
      "alt",
      "caption",
      "order",
      "photo",
      "status",
    ]);
    expect(upload.required).toContain("alt");
    // A restore answers with a photo of this API, not the collection's record.
    const restore = doc.paths["/gallery/{id}/revisions/{revisionId}/restore"].post;
    const restored = JSON.stringify(restore.responses["200"]);
    expect(restored).toContain('"thumbUrl"');
    expect(restored).not.toContain('"position"');
  });

  it("deletes a photo and its files", async () => {
    const photo = await add();
    expect((await t.json("DELETE", `/api/gallery/${photo._id}`, undefined, token)).status).toBe(200);
    expect((await t.json("GET", `/api/gallery/${photo._id}`, undefined, token)).status).toBe(404);
    expect((await storedFiles()).filter((file) => file.startsWith(photo._id))).toEqual([]);
    expect((await t.json("DELETE", `/api/gallery/${photo._id}`, undefined, token)).status).toBe(404);
  });
});

describe("gallery by role", () => {
  it("editors and admins write (audited); other roles get 403 and read published photos only", async () => {
    const editor = await t.signInAs("editor");
    const draft = await add({ status: "draft" }, undefined, editor);
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "gallery-photo"), eq(auditLog.entityId, draft._id)));
    expect(entries.map((entry) => entry.action)).toEqual(["gallery.create"]);
    expect(entries[0]!.actorRole).toBe("editor");
    expect((await move(draft._id, "down", editor)).status).toBe(200);
    const admin = await t.signInAs("admin");
    expect(
      (await t.json("PATCH", `/api/gallery/${draft._id}`, { caption: "By the admin" }, admin)).status,
    ).toBe(200);

    for (const role of ["admissions", "faculty-records"] as const) {
      const other = await t.signInAs(role);
      const refused = await send("POST", "/api/gallery", formOf(fields(), await photoFile()), other);
      expect(refused.status, role).toBe(403);
      expect((await refused.json()).message).toBe("Forbidden: your role does not allow this");
      expect((await send("PATCH", `/api/gallery/${draft._id}`, formOf({ alt: "x" }), other)).status).toBe(
        403,
      );
      expect((await move(draft._id, "up", other)).status).toBe(403);
      expect((await t.json("DELETE", `/api/gallery/${draft._id}`, undefined, other)).status).toBe(403);
      expect((await t.json("GET", `/api/gallery/${draft._id}`, undefined, other)).status).toBe(404);
    }
  });
});

describe("gallery sample photos", () => {
  it("restores a photo's earlier revision as a draft in its place: the album stays numbered 1..n", async () => {
    const first = await add({ album: "media", caption: "Convocation" });
    await add({ album: "media" });
    await add({ album: "media" });
    // Two additions put it third; then recaptioned (published: revision 2).
    expect((await albumOrder("media")).indexOf(first._id)).toBe(2);
    const patched = await send("PATCH", `/api/gallery/${first._id}`, formOf({ caption: "Convocation 2026" }));
    expect(patched.status).toBe(200);
    const history = await t.json("GET", `/api/gallery/${first._id}/revisions`, undefined, token);
    expect(history.status).toBe(200);
    const revisions = (await history.json()).data.revisions as { _id: string; number: number }[];
    expect(revisions.map((revision) => revision.number)).toEqual([2, 1]);

    const restored = await t.json(
      "POST",
      `/api/gallery/${first._id}/revisions/${revisions[1]!._id}/restore`,
      undefined,
      token,
    );
    expect(restored.status).toBe(200);
    const photo = (await (await t.json("GET", `/api/gallery/${first._id}`, undefined, token)).json())
      .data as Photo;
    expect(photo).toMatchObject({ caption: "Convocation", status: "draft", album: "media", order: 3 });
    // The restore answers in /api/gallery's own photo shape, as GET does (not the collection's `position`, `photo`).
    const answer = (await restored.json()) as { message: string; data: Record<string, unknown> };
    expect(answer.message).toBe("Revision restored as a draft");
    expect(answer.data).toEqual(photo);
    expect(answer.data).not.toHaveProperty("position");
    expect(answer.data).not.toHaveProperty("photo");
    expect(answer.data.thumbUrl).toMatch(/^\/media\/gallery\/.+-400\.webp$/);
    // Revision 1 had it first: the restore does not put two photos there.
    expect((await albumOrder("media")).indexOf(first._id)).toBe(2);
  });

  it("a new install (SAMPLE_DATA) gets today's gallery and Media Centre pictures, once", async () => {
    const fresh = await createTestApp();
    try {
      await fresh.services.gallery.seedSamples(samplePhotos);
      const gallery = await fresh.services.gallery.album("gallery");
      const media = await fresh.services.gallery.album("media");
      expect(gallery).toHaveLength(30);
      expect(media).toHaveLength(12);
      expect(gallery[0]).toMatchObject({
        alt: "The main academic block at sunrise",
        caption: "The main academic block at sunrise",
        width: 1200,
        height: 900,
      });
      expect(media[11]?.caption).toBe("Magadh Times: convocation honours the college's first graduates");
      expect((await fresh.request(gallery[0]!.images[0]!.url)).status).toBe(200);
      await fresh.services.gallery.seedSamples(samplePhotos);
      expect(await countRows(fresh.db, galleryPhotos, photos.all)).toBe(42);
    } finally {
      await fresh.close();
    }
  });
});

describe("who may open a photo's files (issue 19, findings 4 and 16)", () => {
  it("a draft's files reach staff only, privately; published ones revalidate, and a photo set to draft leaves", async () => {
    const draft = await add({ status: "draft" });
    const asEditor = { headers: { Authorization: `Bearer ${token}` } };
    for (const image of draft.images) {
      expect((await t.request(image.url)).status).toBe(404);
      const staff = await t.request(image.url, asEditor);
      expect(staff.status).toBe(200);
      expect(staff.headers.get("cache-control")).toBe("private, no-store");
      expect(staff.headers.get("vary")).toMatch(/\bCookie\b/);
    }
    const clerk = await t.signInAs("admissions");
    expect((await t.request(draft.url, { headers: { Authorization: `Bearer ${clerk}` } })).status).toBe(404);

    const published = await add({});
    const served = await t.request(published.url);
    expect(served.status).toBe(200);
    // Not immutable: a photo may be withdrawn, and caches must ask again within five minutes.
    expect(served.headers.get("cache-control")).toBe("public, max-age=300, must-revalidate");
    const etag = served.headers.get("etag")!;
    expect((await t.request(published.url, { headers: { "If-None-Match": etag } })).status).toBe(304);

    expect((await send("PATCH", `/api/gallery/${published._id}`, formOf({ status: "draft" }))).status).toBe(
      200,
    );
    for (const image of published.images) expect((await t.request(image.url)).status).toBe(404);
    expect((await t.request(published.url, { headers: { "If-None-Match": etag } })).status).toBe(404);
    expect((await t.request(published.url, asEditor)).status).toBe(200);
    // A width the photo does not have, under its name, is no file of it.
    expect((await t.request(published.url.replace(/-\d+\.webp$/, "-999.webp"), asEditor)).status).toBe(404);
  });
});

describe("gallery on S3-compatible storage", () => {
  it("stores, serves and removes a photo's files in the bucket", async () => {
    const s3 = await startS3Server();
    const storage = createS3Storage(s3.options);
    const app = await createTestApp({}, { storage });
    try {
      const editor = await app.signInAs("editor");
      const form = formOf(fields(), await photoFile());
      const response = await app.request("/api/gallery", {
        method: "POST",
        body: form,
        headers: { Authorization: `Bearer ${editor}` },
      });
      expect(response.status).toBe(201);
      const photo = (await response.json()).data as Photo;
      const keys = photo.images.map((image) => image.url.replace(/^\/media\//, ""));
      for (const key of keys) expect(await storage.get(key)).not.toBeNull();
      const served = await app.request(photo.url);
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe("image/webp");
      // Set to draft: the bucket's files are no longer public (issue 19, finding 4), staff still see them.
      const drafted = await app.request(`/api/gallery/${photo._id}`, {
        method: "PATCH",
        body: formOf({ status: "draft" }),
        headers: { Authorization: `Bearer ${editor}` },
      });
      expect(drafted.status).toBe(200);
      expect((await app.request(photo.url)).status).toBe(404);
      expect((await app.request(photo.url, { headers: { Authorization: `Bearer ${editor}` } })).status).toBe(
        200,
      );
      expect((await app.json("DELETE", `/api/gallery/${photo._id}`, undefined, editor)).status).toBe(200);
      for (const key of keys) expect(await storage.get(key)).toBeNull();
    } finally {
      await app.close();
      await s3.close();
    }
  });
});

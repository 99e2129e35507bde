import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrationStatements } from "../test-support/migration-statements";
import { createTestApp, type TestApp } from "../test-support/test-app";
import { unique } from "../test-support/test-data";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Photo {
  _id: string;
  order: number;
  url: string;
  images: { width: number; url: string }[];
}

describe("migrations 0040 and 0041 (the gallery_photos table into the gallery collection)", () => {
  it("moves every stored photo over with its id, album, place, fields, files, status and dates, then drops the table", async () => {
    // The table as migration 0013 made it, with photos stored before the port (their files on disk).
    for (const statement of await migrationStatements("0013_gallery_photos.sql"))
      await t.db.execute(sql.raw(statement));
    const tag = unique();
    const webp = await sharp({
      create: { width: 400, height: 300, channels: 3, background: { r: 10, g: 90, b: 160 } },
    })
      .webp()
      .toBuffer();
    await mkdir(path.join(t.uploads, "gallery"), { recursive: true });
    const rows = [
      { album: "gallery", position: 1, alt: `First ${tag}`, caption: "Opening day", status: "published" },
      { album: "gallery", position: 2, alt: `Second ${tag}`, caption: "", status: "published" },
      { album: "media", position: 1, alt: `Clipping ${tag}`, caption: "A clipping", status: "draft" },
    ];
    const ids: string[] = [];
    for (const [index, row] of rows.entries()) {
      const id = crypto.randomUUID();
      const imageKey = `gallery/${id}-${String(index).padStart(20, "0")}`;
      await writeFile(path.join(t.uploads, `${imageKey}-400.webp`), webp);
      await t.db.execute(sql`
        INSERT INTO gallery_photos (id, album, position, alt, caption, status, image_key, widths, width, height, created_at, updated_at)
        VALUES (${id}, ${row.album}, ${row.position}, ${row.alt}, ${row.caption}, ${row.status}, ${imageKey}, ARRAY[400],
                400, 300, '2026-01-05T10:00:00Z', '2026-01-06T10:00:00Z')`);
      ids.push(id);
    }
    for (const statement of await migrationStatements("0040_gallery_to_collection.sql"))
      await t.db.execute(sql.raw(statement));
    for (const statement of await migrationStatements("0041_drop_gallery_photos.sql"))
      await t.db.execute(sql.raw(statement));
    const [first, second, clipping] = ids as [string, string, string];

    const editor = await t.signInAs("editor");
    const staff = await (await t.json("GET", `/api/gallery/${first}`, undefined, editor)).json();
    expect(staff.data).toEqual({
      _id: first,
      alt: `First ${tag}`,
      caption: "Opening day",
      album: "gallery",
      order: 1,
      status: "published",
      url: `/media/gallery/${first}-${"0".repeat(20)}-400.webp`,
      thumbUrl: `/media/gallery/${first}-${"0".repeat(20)}-400.webp`,
      width: 400,
      height: 300,
      images: [{ width: 400, url: `/media/gallery/${first}-${"0".repeat(20)}-400.webp` }],
      createdAt: "2026-01-05T10:00:00.000Z",
      updatedAt: "2026-01-06T10:00:00.000Z",
    });
    expect(
      (await (await t.json("GET", `/api/gallery/${second}`, undefined, editor)).json()).data,
    ).toMatchObject({ caption: "", order: 2 });
    // Visitors: the published photos in their album's order, with their files; the draft and its file for staff only.
    expect((await t.services.gallery.album("gallery")).map((photo) => photo._id)).toEqual([first, second]);
    expect(await t.services.gallery.album("media")).toEqual([]);
    expect((await t.json("GET", `/api/gallery/${clipping}`)).status).toBe(404);
    const published = await t.request(staff.data.url);
    expect(published.status).toBe(200);
    expect(published.headers.get("content-type")).toBe("image/webp");
    const draft = (await (await t.json("GET", `/api/gallery/${clipping}`, undefined, editor)).json())
      .data as Photo;
    expect((await t.request(draft.url)).status).toBe(404);
    expect((await t.request(draft.url, { headers: { Authorization: `Bearer ${editor}` } })).status).toBe(200);
    // Staff: each album's size; a published photo has its first revision.
    const list = await (await t.json("GET", "/api/gallery?limit=200", undefined, editor)).json();
    expect(list.data.albumSizes).toEqual({ gallery: 2, media: 1 });
    const [revisions] = (
      await t.db.execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM collection_revisions WHERE record_id IN (${first}, ${second}, ${clipping})`,
      )
    ).rows;
    expect(revisions!.n).toBe(2);
    // A migrated photo takes moves and edits like any other: the album stays numbered, the files stay served.
    expect((await t.json("POST", `/api/gallery/${second}/move`, { direction: "up" }, editor)).status).toBe(
      200,
    );
    expect((await t.services.gallery.album("gallery")).map((photo) => photo._id)).toEqual([second, first]);
    const patched = await t.json("PATCH", `/api/gallery/${clipping}`, { status: "published" }, editor);
    expect((await patched.json()).data).toMatchObject({ status: "published", order: 1, album: "media" });
    expect((await t.request(draft.url)).status).toBe(200);
    // The old table is gone.
    await expect(t.db.execute(sql`SELECT 1 FROM gallery_photos`)).rejects.toThrow();
  });
});

import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrationStatements } from "../test-support/migration-statements";
import { createTestApp, type TestApp } from "../test-support/test-app";
import { unique } from "../test-support/test-data";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR = 3600_000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString();

describe("migrations 0038 and 0039 (the notices table into the notices collection)", () => {
  it("moves every stored notice over with its id, address, fields, status and dates, then drops the table", async () => {
    // The table as migrations 0001 and 0033 made it, with notices stored before the port.
    for (const statement of [
      ...(await migrationStatements("0001_notices.sql")),
      ...(await migrationStatements("0033_notice-health-camps.sql")),
    ])
      await t.db.execute(sql.raw(statement));
    const tag = unique();
    const rows = [
      {
        slug: `migrated-current-${tag}`,
        status: "published",
        publishAt: ago(2),
        expireAt: null,
        pinned: true,
      },
      { slug: `migrated-draft-${tag}`, status: "draft", publishAt: ago(3), expireAt: null, pinned: false },
      {
        slug: `migrated-expired-${tag}`,
        status: "published",
        publishAt: ago(48),
        expireAt: ago(1),
        pinned: false,
      },
    ];
    const ids: string[] = [];
    for (const row of rows) {
      const result = await t.db.execute<{ id: string }>(sql`
        INSERT INTO notices (slug, title, body, category, status, pinned, publish_at, expire_at, link, event_date, place, created_at, updated_at)
        VALUES (${row.slug}, ${`Title of ${row.slug}`}, ${"Report **on time**."}, 'health-camp', ${row.status}, ${row.pinned},
                ${row.publishAt}, ${row.expireAt}, '/admission', '2031-03-04', 'Punpun', '2026-01-05T10:00:00Z', '2026-01-06T10:00:00Z')
        RETURNING id`);
      ids.push(result.rows[0]!.id);
    }
    for (const statement of await migrationStatements("0038_notices_to_collection.sql"))
      await t.db.execute(sql.raw(statement));
    for (const statement of await migrationStatements("0039_drop_notices.sql"))
      await t.db.execute(sql.raw(statement));
    const [current, draft, expired] = ids as [string, string, string];

    const editor = await t.signInAs("editor");
    const staff = await (await t.json("GET", `/api/notices/${current}`, undefined, editor)).json();
    expect(staff.data).toMatchObject({
      _id: current,
      slug: rows[0]!.slug,
      title: `Title of ${rows[0]!.slug}`,
      body: "Report **on time**.",
      category: "health-camp",
      status: "published",
      pinned: true,
      publishAt: rows[0]!.publishAt,
      expireAt: null,
      link: "/admission",
      documentId: null,
      eventDate: "2031-03-04",
      place: "Punpun",
      createdAt: "2026-01-05T10:00:00.000Z",
      updatedAt: "2026-01-06T10:00:00.000Z",
    });
    // Visitors: the current one in the list, the expired one at its address only, the draft nowhere.
    const listed = await (await t.json("GET", "/api/notices?limit=100")).json();
    const listedIds = listed.data.notices.map((notice: { _id: string }) => notice._id);
    expect(listedIds).toContain(current);
    expect(listedIds).not.toContain(draft);
    expect(listedIds).not.toContain(expired);
    expect((await t.json("GET", `/api/notices/${rows[2]!.slug}`)).status).toBe(200);
    expect((await t.json("GET", `/api/notices/${draft}`)).status).toBe(404);
    expect(await t.services.notices.view(rows[0]!.slug)).toMatchObject({ archived: false, preview: false });
    expect(await t.services.notices.view(rows[2]!.slug)).toMatchObject({ archived: true });
    expect((await t.services.notices.board()).map((notice) => notice._id)).toContain(current);
    // A published notice has its first revision; a migrated record takes edits like any other, keeping its address.
    const revisions = await (
      await t.json("GET", `/api/notices/${current}/revisions`, undefined, editor)
    ).json();
    expect(revisions.data.revisions).toHaveLength(1);
    const patched = await t.json(
      "PATCH",
      `/api/notices/${draft}`,
      { title: "Now out", status: "published" },
      editor,
    );
    expect((await patched.json()).data).toMatchObject({
      title: "Now out",
      slug: rows[1]!.slug,
      status: "published",
    });
    // The old table is gone.
    await expect(t.db.execute(sql`SELECT 1 FROM notices`)).rejects.toThrow();
  });
});

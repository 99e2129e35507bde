import { sql } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrationStatements } from "../test-support/migration-statements";
import { createTestApp, type TestApp } from "../test-support/test-app";
import { unique } from "../test-support/test-data";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function pdf(text: string) {
  const document = await PDFDocument.create();
  document.addPage().drawText(text);
  return Buffer.from(await document.save());
}

describe("migration 0042 (the documents table into the documents collection)", () => {
  it("moves every stored document over with its id, fields, status, dates and files, keeps its versions and the results naming it, then drops the table", async () => {
    // The tables as migrations 0009 and 0018 left them, with documents stored before the port.
    const [, createDocuments] = await migrationStatements("0009_documents.sql");
    await t.db.execute(sql.raw(createDocuments!));
    await t.db.execute(sql`
      ALTER TABLE document_versions DROP CONSTRAINT document_versions_document_id_collection_records_id_fk`);
    await t.db.execute(sql`
      ALTER TABLE exam_results DROP CONSTRAINT exam_results_document_id_collection_records_id_fk`);
    await t.db.execute(sql`
      ALTER TABLE document_versions ADD CONSTRAINT document_versions_document_id_documents_id_fk
      FOREIGN KEY (document_id) REFERENCES documents(id) ON DELETE cascade`);
    await t.db.execute(sql`
      ALTER TABLE exam_results ADD CONSTRAINT exam_results_document_id_documents_id_fk
      FOREIGN KEY (document_id) REFERENCES documents(id) ON DELETE set null`);

    const tag = unique();
    const insert = async (title: string, status: string, versions: number) => {
      const result = await t.db.execute<{ id: string }>(sql`
        INSERT INTO documents (title, category, date, status, file_key, file_name, file_size, version, created_at, updated_at)
        VALUES (${title}, 'results', '2024-07-01', ${status}, 'pending', ${`v${versions}.pdf`}, 1, ${versions},
                '2026-01-05T10:00:00Z', '2026-01-06T10:00:00Z')
        RETURNING id`);
      const id = result.rows[0]!.id;
      for (let version = 1; version <= versions; version++) {
        const bytes = await pdf(`${title} edition ${version}`);
        const key = `documents/${id}/v${version}-${String(version).padStart(16, "0")}.pdf`;
        await t.services.storage.put(key, bytes, "application/pdf");
        await t.db.execute(sql`
          INSERT INTO document_versions (document_id, version, file_key, file_name, file_size)
          VALUES (${id}, ${version}, ${key}, ${`v${version}.pdf`}, ${bytes.byteLength})`);
        await t.db.execute(sql`
          UPDATE documents SET file_key = ${key}, file_size = ${bytes.byteLength} WHERE id = ${id}`);
      }
      return id;
    };
    const published = await insert(`University results ${tag}`, "published", 2);
    const draft = await insert(`Draft results ${tag}`, "draft", 1);
    await t.db.execute(sql`
      INSERT INTO exam_results (exam, held, appeared, passed, document_id)
      VALUES ('MBBS Phase I', '2024-07', 150, 140, ${published})`);

    for (const statement of await migrationStatements("0042_documents_to_collection.sql"))
      await t.db.execute(sql.raw(statement));

    const editor = await t.signInAs("editor");
    const staff = await (await t.json("GET", `/api/documents/${published}`, undefined, editor)).json();
    expect(staff.data).toMatchObject({
      _id: published,
      title: `University results ${tag}`,
      category: "results",
      date: "2024-07-01",
      status: "published",
      url: `/documents/file/${published}.pdf`,
      fileName: "v2.pdf",
      version: 2,
      createdAt: "2026-01-05T10:00:00.000Z",
      updatedAt: "2026-01-06T10:00:00.000Z",
    });
    expect(staff.data.versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    // Visitors: the published one listed, on its page and at its address (the newest file); the draft nowhere.
    const listed = await (await t.json("GET", "/api/documents?category=results&limit=200")).json();
    const ids = listed.data.documents.map((document: { _id: string }) => document._id);
    expect(ids).toContain(published);
    expect(ids).not.toContain(draft);
    expect((await t.services.documents.byCategory("results")).map((d) => d._id)).toContain(published);
    const file = await t.request(`/documents/file/${published}.pdf`);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).toString("latin1")).toContain("%PDF-");
    expect(file.headers.get("etag")).toMatch(/^"v2-/);
    expect((await t.request(`/documents/file/${draft}.pdf`)).status).toBe(404);
    expect((await t.json("GET", `/api/documents/${draft}`)).status).toBe(404);
    // A published document has its first revision; a migrated one takes a new file as its next version.
    const revisions = await (
      await t.json("GET", `/api/documents/${published}/revisions`, undefined, editor)
    ).json();
    expect(revisions.data.revisions).toHaveLength(1);
    const form = new FormData();
    form.set("title", `Corrected results ${tag}`);
    form.set("file", new File([await pdf("Third edition")], "v3.pdf", { type: "application/pdf" }));
    const replaced = await t.request(`/api/documents/${published}`, {
      method: "PATCH",
      body: form,
      headers: { Authorization: `Bearer ${editor}` },
    });
    expect((await replaced.json()).data).toMatchObject({ version: 3, fileName: "v3.pdf" });
    // The examination result still names the document; deleting it clears the reference and its versions.
    const named = await t.db.execute<{ document_id: string | null }>(
      sql`SELECT document_id FROM exam_results WHERE document_id = ${published}`,
    );
    expect(named.rows).toHaveLength(1);
    expect((await t.json("DELETE", `/api/documents/${published}`, undefined, editor)).status).toBe(200);
    const cleared = await t.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM exam_results WHERE document_id = ${published}`,
    );
    expect(cleared.rows[0]!.n).toBe(0);
    const versions = await t.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM document_versions WHERE document_id = ${published}`,
    );
    expect(versions.rows[0]!.n).toBe(0);
    // The old table is gone.
    await expect(t.db.execute(sql`SELECT 1 FROM documents`)).rejects.toThrow();
  });
});

import { createDeflate } from "node:zlib";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PDF_TOO_COMPLEX_MESSAGE } from "../../contract/collections/documents";
import { createTestApp, type TestApp } from "../test-support/test-app";
import { countRows, unique } from "../test-support/test-data";
import { collectionRecords } from "../collections/collections.schema";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Deflates `megabytes` MB of spaces without holding them: about 1 KB of output per MB. */
async function deflatedSpaces(megabytes: number): Promise<Buffer> {
  const deflate = createDeflate({ level: 9 });
  const chunks: Buffer[] = [];
  deflate.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise((resolve) => deflate.on("end", resolve));
  const megabyte = Buffer.alloc(1024 * 1024, 0x20);
  for (let i = 0; i < megabytes; i++)
    if (!deflate.write(megabyte)) await new Promise((resolve) => deflate.once("drain", resolve));
  deflate.end();
  await done;
  return Buffer.concat(chunks);
}

/** A one-page PDF with one object stream whose Flate data unpacks to 512 MB of spaces (about 0.5 MB on disk). */
async function pdfBomb(): Promise<Buffer> {
  const stream = await deflatedSpaces(512);
  const parts = [
    Buffer.from(
      "%PDF-1.7\n" +
        "1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n" +
        "2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n" +
        "3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>\nendobj\n" +
        `4 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${stream.length} >>\nstream\n`,
      "latin1",
    ),
    stream,
    Buffer.from("\nendstream\nendobj\ntrailer\n<< /Root 1 0 R /Size 5 >>\n%%EOF\n", "latin1"),
  ];
  return Buffer.concat(parts);
}

describe("a PDF that unpacks to 512 MB (issue 19, finding 2)", () => {
  it("is refused with 400 while the server keeps answering (readiness in under 1 s during the upload)", async () => {
    const bomb = await pdfBomb();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const editor = await t.signInAs("editor");
    const title = `Bomb ${unique()}`;
    const form = new FormData();
    for (const [name, value] of Object.entries({ title, category: "nmc", date: "2025-08-01" }))
      form.set(name, value);
    form.set("file", new File([new Uint8Array(bomb)], "bomb.pdf", { type: "application/pdf" }));

    let settled = false;
    const upload = Promise.resolve(
      t.request("/api/documents", {
        method: "POST",
        body: form,
        headers: { Authorization: `Bearer ${editor}` },
      }),
    ).finally(() => (settled = true));
    // Readiness, asked every 20 ms while the upload is being checked, each answered within a second of being
    // due (this process is the server: a blocked event loop delays the timer and the answer alike).
    const latencies: number[] = [];
    while (!settled && latencies.length < 500) {
      const due = performance.now() + 20;
      await new Promise((resolve) => setTimeout(resolve, 20));
      const ready = await t.request("/api/health/ready");
      latencies.push(performance.now() - due);
      expect(ready.status).toBe(200);
    }
    const response = await upload;
    expect(latencies.length).toBeGreaterThan(0);
    expect(Math.max(...latencies)).toBeLessThan(1000);
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body).toMatchObject({ success: false, message: PDF_TOO_COMPLEX_MESSAGE });
    expect(body.errors).toEqual([{ field: "file", message: PDF_TOO_COMPLEX_MESSAGE }]);
    // Documents are records of the documents collection since issue 20.
    expect(
      await countRows(
        t.db,
        collectionRecords,
        and(
          eq(collectionRecords.collection, "documents"),
          sql`${collectionRecords.data} ->> 'title' = ${title}`,
        ),
      ),
    ).toBe(0);
  }, 60_000);
});

import { readdir } from "node:fs/promises";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../audit/audit.schema";
import { expectStaffOnly } from "../test-support/staff-only";
import { createTestApp, type TestApp } from "../test-support/test-app";
import { countRows, unique } from "../test-support/test-data";
import { DOCUMENT_CATEGORIES } from "../../contract/collections/documents";
import { collectionRecords } from "../collections/collections.schema";
import { SAMPLE_DOCUMENTS, sampleDocuments } from "./documents.samples";

// Reaching into the storage (documents are records of the documents collection since issue 20).
const documents = {
  all: eq(collectionRecords.collection, "documents"),
  where: (field: "title" | "category", value: string) =>
    and(
      eq(collectionRecords.collection, "documents"),
      sql`${collectionRecords.data} ->> ${field} = ${value}`,
    ),
};

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.signIn();
});
afterAll(() => t.close());

async function pdfBytes(text: string) {
  const pdf = await PDFDocument.create();
  pdf.addPage().drawText(text);
  return pdf.save();
}
const pdfFile = async (text = "Sample", name = "letter.pdf") =>
  new File([Buffer.from(await pdfBytes(text))], name, { type: "application/pdf" });

function formOf(fields: Record<string, string>, file?: File) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  if (file) form.set("file", file);
  return form;
}
const send = (method: string, url: string, body: FormData, bearer: string | undefined = token) =>
  t.request(url, { method, body, headers: bearer ? { Authorization: `Bearer ${bearer}` } : {} });

const fields = (overrides: Record<string, string> = {}) => ({
  title: `Institution Information ${unique()}`,
  category: "nmc",
  date: "2025-08-01",
  status: "published",
  ...overrides,
});

async function upload(overrides: Record<string, string> = {}, file?: File) {
  const response = await send("POST", "/api/documents", formOf(fields(overrides), file ?? (await pdfFile())));
  expect(response.status).toBe(201);
  return (await response.json()).data as { _id: string; url: string; title: string; version: number };
}

/** Reads a document's public address (which answers with the file itself) and returns its text. */
async function publicFile(url: string, bearer?: string) {
  const response = await t.request(url, bearer ? { headers: { Authorization: `Bearer ${bearer}` } } : {});
  return { status: response.status, body: Buffer.from(await response.arrayBuffer()).toString("latin1") };
}

describe("documents API", () => {
  it("lets only staff upload, change and delete", async () => {
    const document = await upload();
    await expectStaffOnly(t, "POST", "/api/documents", fields());
    await expectStaffOnly(t, "PATCH", `/api/documents/${document._id}`, { title: "x" });
    await expectStaffOnly(t, "DELETE", `/api/documents/${document._id}`);
  });

  it("stores a PDF with the issue's fields and a public address that serves it", async () => {
    const title = `Letter of Permission ${unique()}`;
    const document = await upload({ title, category: "permission", date: "2019-07-01" });
    expect(document).toMatchObject({
      title,
      category: "permission",
      date: "2019-07-01",
      status: "published",
      version: 1,
    });
    expect(document.url).toBe(`/documents/file/${document._id}.pdf`);
    const served = await publicFile(document.url);
    expect(served.status).toBe(200);
    expect(served.body.startsWith("%PDF-")).toBe(true);
    expect((await t.services.documents.byCategory("permission")).map((d) => d.title)).toContain(title);
  });

  it("refuses a file that is not a PDF by its content (400, nothing stored) and a file over 20 MB (413)", async () => {
    const title = `Refused ${unique()}`;
    const before = await readdir(path.join(t.uploads, "documents")).catch(() => [] as string[]);
    const fakes = [
      new File(["<html><script>alert(1)</script></html>"], "notice.pdf", { type: "application/pdf" }),
      new File(["%PDF-1.7 this is not really a pdf"], "broken.pdf", { type: "application/pdf" }),
    ];
    for (const file of fakes) {
      const response = await send("POST", "/api/documents", formOf(fields({ title }), file));
      expect(response.status).toBe(400);
      expect((await response.json()).message).toBe("The file must be a PDF document");
    }
    const missing = await send("POST", "/api/documents", formOf(fields({ title })));
    expect(missing.status).toBe(400);
    const badCategory = await send(
      "POST",
      "/api/documents",
      formOf(fields({ title, category: "misc" }), await pdfFile()),
    );
    expect(badCategory.status).toBe(400);
    const badDate = await send(
      "POST",
      "/api/documents",
      formOf(fields({ title, date: "31-12-2025" }), await pdfFile()),
    );
    expect(badDate.status).toBe(400);
    const huge = new File([new Uint8Array(21 * 1024 * 1024)], "huge.pdf", { type: "application/pdf" });
    expect((await send("POST", "/api/documents", formOf(fields({ title }), huge))).status).toBe(413);
    expect(await countRows(t.db, collectionRecords, documents.where("title", title))).toBe(0);
    expect(await readdir(path.join(t.uploads, "documents")).catch(() => [] as string[])).toEqual(before);
  });

  it("replacing the file keeps the public address and lists the earlier versions for staff", async () => {
    const document = await upload({}, await pdfFile("First edition", "first.pdf"));
    const replaced = await send(
      "PATCH",
      `/api/documents/${document._id}`,
      formOf({ title: "Corrected letter" }, await pdfFile("Second edition", "second.pdf")),
    );
    expect(replaced.status).toBe(200);
    const data = (await replaced.json()).data;
    expect(data).toMatchObject({
      url: document.url,
      version: 2,
      title: "Corrected letter",
      fileName: "second.pdf",
    });
    const staff = await (await t.json("GET", `/api/documents/${document._id}`, undefined, token)).json();
    expect(
      staff.data.versions.map((v: { version: number; fileName: string }) => [v.version, v.fileName]),
    ).toEqual([
      [2, "second.pdf"],
      [1, "first.pdf"],
    ]);
    // The address now serves the new file; the old file is still stored for the back-office (staff only).
    const served = await publicFile(document.url);
    expect(served.status).toBe(200);
    const [newest, oldest] = staff.data.versions as { fileUrl: string }[];
    expect(served.body).toBe((await publicFile(newest!.fileUrl, token)).body);
    expect((await publicFile(oldest!.fileUrl, token)).status).toBe(200);
    expect((await publicFile(oldest!.fileUrl)).status).toBe(404);
    // A bad replacement changes nothing.
    const bad = await send(
      "PATCH",
      `/api/documents/${document._id}`,
      formOf({}, new File(["GIF89a"], "x.pdf")),
    );
    expect(bad.status).toBe(400);
    expect(
      (await (await t.json("GET", `/api/documents/${document._id}`, undefined, token)).json()).data.version,
    ).toBe(2);
  });

  it("restores an earlier revision as a draft and answers as GET /api/documents/{id} does (url, fileName, versions)", async () => {
    const document = await upload({ title: "Fee notice as first published" });
    const renamed = await t.json("PATCH", `/api/documents/${document._id}`, { title: "Fee notice" }, token);
    expect(renamed.status).toBe(200);
    const history = await (
      await t.json("GET", `/api/documents/${document._id}/revisions`, undefined, token)
    ).json();
    const first = (history.data.revisions as { _id: string; number: number }[]).find(
      (revision) => revision.number === 1,
    )!;
    const restored = await t.json(
      "POST",
      `/api/documents/${document._id}/revisions/${first._id}/restore`,
      undefined,
      token,
    );
    expect(restored.status).toBe(200);
    const answer = (await restored.json()).data;
    const staff = (await (await t.json("GET", `/api/documents/${document._id}`, undefined, token)).json())
      .data;
    expect(answer).toMatchObject({
      title: "Fee notice as first published",
      status: "draft",
      url: document.url,
      fileName: "letter.pdf",
      version: 1,
    });
    expect(answer).toEqual(staff);
  });

  it("a PATCH changes only the fields it sends (a draft stays a draft)", async () => {
    const draft = await upload({ status: "draft", category: "results" });
    const response = await t.json("PATCH", `/api/documents/${draft._id}`, { title: "Renamed result" }, token);
    expect((await response.json()).data).toMatchObject({
      title: "Renamed result",
      status: "draft",
      category: "results",
    });
  });

  it("shows visitors published documents only; a draft's address is 404 for them", async () => {
    const draft = await upload({ status: "draft" });
    const published = await upload();
    const list = await (await t.json("GET", "/api/documents?category=nmc&limit=200")).json();
    const ids = list.data.documents.map((d: { _id: string }) => d._id);
    expect(ids).toContain(published._id);
    expect(ids).not.toContain(draft._id);
    expect((await t.json("GET", `/api/documents/${draft._id}`)).status).toBe(404);
    expect((await publicFile(draft.url)).status).toBe(404);
    expect((await publicFile(draft.url, token)).status).toBe(200);
    const staffList = await (
      await t.json("GET", "/api/documents?category=nmc&limit=200", undefined, token)
    ).json();
    expect(staffList.data.documents.map((d: { _id: string }) => d._id)).toContain(draft._id);
    // Staff without content:write are visitors here.
    const admissions = await t.signInAs("admissions");
    expect((await publicFile(draft.url, admissions)).status).toBe(404);
    // A staff preview of the category's page (issue 11): the draft in its place, marked; the public list unchanged.
    const preview = await t.services.documents.byCategory("nmc", { includeDrafts: true });
    expect(preview.find((d) => d._id === draft._id)).toMatchObject({ draft: true });
    expect(preview.find((d) => d._id === published._id)?.draft).toBeUndefined();
    expect((await t.services.documents.byCategory("nmc")).map((d) => d._id)).not.toContain(draft._id);
  });

  it("deletes a document and its files", async () => {
    const document = await upload();
    expect((await t.json("DELETE", `/api/documents/${document._id}`, undefined, token)).status).toBe(200);
    expect((await publicFile(document.url)).status).toBe(404);
    expect(await readdir(path.join(t.uploads, "documents", document._id)).catch(() => [])).toEqual([]);
  });
});

describe("documents' Hindi titles (issue 24)", () => {
  it("keeps a Hindi title beside the English (staff only); visitors asking ?language=hi get it, else the English listed in fallbacks", async () => {
    const title = `PG Fee Notice ${unique()}`;
    const document = await upload({ title, titleHi: "PG शुल्क सूचना", category: "fees" });
    expect(document).toMatchObject({ title, titleHi: "PG शुल्क सूचना" });
    const untranslated = await upload({ category: "fees" });

    const visitor = (await (await t.request(`/api/documents/${document._id}`)).json()).data;
    expect(visitor.title).toBe(title);
    expect(visitor).not.toHaveProperty("titleHi");
    expect(visitor).not.toHaveProperty("fallbacks");
    const hindi = (await (await t.request(`/api/documents/${document._id}?language=hi`)).json()).data;
    expect(hindi).toMatchObject({ title: "PG शुल्क सूचना", fallbacks: [] });
    const list = (await (await t.request("/api/documents?category=fees&language=hi&limit=200")).json()).data
      .documents as { _id: string; title: string; fallbacks: string[] }[];
    expect(list.find((row) => row._id === document._id)).toMatchObject({ title: "PG शुल्क सूचना" });
    expect(list.find((row) => row._id === untranslated._id)).toMatchObject({
      title: untranslated.title,
      fallbacks: ["title"],
    });
    expect((await t.request("/api/documents?language=fr")).status).toBe(400);
    expect((await t.request(`/api/documents/${document._id}?language=fr`)).status).toBe(400);

    // The pages: the Hindi title with the English one beside it for the rules that place a document by it.
    const links = await t.services.documents.byCategory("fees", { language: "hi" });
    expect(links.find((link) => link._id === document._id)).toMatchObject({
      title: "PG शुल्क सूचना",
      englishTitle: title,
      fallbacks: [],
    });
    expect(links.find((link) => link._id === untranslated._id)).toMatchObject({
      title: untranslated.title,
      fallbacks: ["title"],
    });
    expect(links.find((link) => link._id === untranslated._id)).not.toHaveProperty("englishTitle");
    const english = await t.services.documents.byCategory("fees");
    expect(english.find((link) => link._id === document._id)).toEqual({
      _id: document._id,
      title,
      date: "2025-08-01",
      url: document.url,
    });
  });

  it("refuses a Hindi title over 200 characters (400 naming titleHi, nothing stored); an empty one clears it", async () => {
    const title = `Too long ${unique()}`;
    const response = await send(
      "POST",
      "/api/documents",
      formOf(fields({ title, titleHi: "अ".repeat(201) }), await pdfFile()),
    );
    expect(response.status).toBe(400);
    const failure = await response.json();
    expect(failure.errors.map((error: { field: string }) => error.field)).toEqual(["titleHi"]);
    expect(await countRows(t.db, collectionRecords, documents.where("title", title))).toBe(0);

    const document = await upload({ titleHi: "अनुमति पत्र" });
    const cleared = await send("PATCH", `/api/documents/${document._id}`, formOf({ titleHi: "" }));
    expect((await cleared.json()).data.titleHi).toBeNull();
  });
});

describe("what public pages read", () => {
  it("lists a category's published documents only, and a change at once", async () => {
    const title = `AEBAS Faculty Attendance ${unique()}`;
    const draft = await upload({ title, category: "aebas", status: "draft" });
    expect((await t.services.documents.byCategory("aebas")).map((d) => d.title)).not.toContain(title);
    await send("PATCH", `/api/documents/${draft._id}`, formOf({ status: "published" }));
    const listed = await t.services.documents.byCategory("aebas");
    expect(listed.find((d) => d.title === title)).toMatchObject({ url: draft.url, date: "2025-08-01" });
  });

  it("the UG and PG admission pages' documents are the admission category: six for each course, in page order", async () => {
    const admission = SAMPLE_DOCUMENTS.filter((sample) => sample.category === "admission");
    const titles = ["Fee Structure 2025", "NRI Admission Proforma", "NRI Admission Criteria"];
    expect(admission.map((sample) => sample.title).slice(0, 3)).toEqual(titles.map((title) => `UG ${title}`));
    expect(admission.filter((sample) => sample.title.startsWith("PG "))).toHaveLength(6);
    expect(admission).toHaveLength(12);
    // In Hindi too (issue 24), the fee notices as well, starting with the same course word the pages place them by.
    for (const sample of SAMPLE_DOCUMENTS.filter((sample) =>
      ["admission", "fees"].includes(sample.category),
    )) {
      expect(sample.titleHi, sample.title).toMatch(/[\u0900-\u097F]/);
      expect(sample.titleHi!.split(" ")[0], sample.title).toBe(sample.title.split(" ")[0]);
    }

    const title = `PG Seat Matrix ${unique()}`;
    const uploaded = await upload({ title, category: "admission" });
    const listed = await t.services.documents.byCategory("admission");
    expect(listed.find((d) => d.title === title)).toMatchObject({ url: uploaded.url });
    const refused = await send(
      "POST",
      "/api/documents",
      formOf(fields({ category: "admissions" }), await pdfFile()),
    );
    expect(refused.status).toBe(400);
    expect(await countRows(t.db, collectionRecords, documents.where("category", "admissions"))).toBe(0);
  });

  it("a new install's sample documents are today's placeholder PDFs, at least one for every category", async () => {
    const samples = await sampleDocuments();
    // Every listed placeholder exists (`npm run documents` writes them).
    expect(samples).toHaveLength(SAMPLE_DOCUMENTS.length);
    expect(new Set(samples.map((sample) => sample.category))).toEqual(new Set(DOCUMENT_CATEGORIES));
    for (const sample of samples)
      expect(Buffer.from(sample.file.bytes.subarray(0, 5)).toString()).toBe("%PDF-");

    const fresh = await createTestApp();
    try {
      await fresh.services.documents.seedSamples(samples);
      for (const category of DOCUMENT_CATEGORIES)
        expect((await fresh.services.documents.byCategory(category)).length, category).toBeGreaterThan(0);
      // The fee notices' Hindi titles reach the Hindi pages, the English one beside them for placing.
      expect(await fresh.services.documents.byCategory("fees", { language: "hi" })).toEqual([
        expect.objectContaining({ title: "MBBS शुल्क संरचना 2025", englishTitle: "MBBS Fee Structure 2025" }),
        expect.objectContaining({
          title: "PG (MD/MS) शुल्क संरचना 2025",
          englishTitle: "PG (MD/MS) Fee Structure 2025",
        }),
      ]);
      // Seeding again (the next start) adds nothing.
      await fresh.services.documents.seedSamples(samples);
      expect(await countRows(fresh.db, collectionRecords, documents.all)).toBe(samples.length);
    } finally {
      await fresh.close();
    }
  });
});

describe("documents by role", () => {
  it("editors and admins write (audited); other roles may not, and read published documents only", async () => {
    const editor = await t.signInAs("editor");
    const response = await send(
      "POST",
      "/api/documents",
      formOf(fields({ status: "draft" }), await pdfFile()),
      editor,
    );
    expect(response.status).toBe(201);
    const draft = (await response.json()).data as { _id: string };
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "document"), eq(auditLog.entityId, draft._id)));
    expect(entries.map((entry) => entry.action)).toEqual(["document.create"]);

    for (const role of ["admissions", "faculty-records"] as const) {
      const other = await t.signInAs(role);
      const refused = await send("POST", "/api/documents", formOf(fields(), await pdfFile()), other);
      expect(refused.status, role).toBe(403);
      expect((await refused.json()).message).toBe("Forbidden: your role does not allow this");
      expect((await send("PATCH", `/api/documents/${draft._id}`, formOf({ title: "x" }), other)).status).toBe(
        403,
      );
      expect((await t.json("DELETE", `/api/documents/${draft._id}`, undefined, other)).status).toBe(403);
      expect((await t.json("GET", `/api/documents/${draft._id}`, undefined, other)).status).toBe(404);
    }
  });
});

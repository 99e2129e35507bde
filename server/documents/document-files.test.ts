import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test-support/test-app";
import { enrolTwoFactor } from "../test-support/two-factor";
import { unique } from "../test-support/test-data";

// Issue 19: a document's address serves its file itself with revalidating caching, so a withdrawn or replaced
// file stops being public (finding 4); drafts reach only staff who may act now (finding 12), privately
// (finding 16); PDFs are shown in a CSP sandbox (informational finding).

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.signInAs("editor");
});
afterAll(() => t.close());

async function pdfFile(text: string) {
  const pdf = await PDFDocument.create();
  pdf.addPage().drawText(text);
  return new File([Buffer.from(await pdf.save())], "scan0001.pdf", { type: "application/pdf" });
}

async function send(
  app: TestApp,
  method: string,
  url: string,
  fields: Record<string, string>,
  file?: File,
  bearer = token,
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  if (file) form.set("file", file);
  return app.request(url, { method, body: form, headers: { Authorization: `Bearer ${bearer}` } });
}

async function upload(app: TestApp, fields: Record<string, string>, bearer = token) {
  const response = await send(
    app,
    "POST",
    "/api/documents",
    { title: `Fee Notice ${unique()}`, category: "nmc", date: "2026-08-01", status: "published", ...fields },
    await pdfFile(`First edition ${unique()}`),
    bearer,
  );
  expect(response.status).toBe(201);
  return (await response.json()).data as { _id: string; url: string; title: string };
}

/** The stored files' addresses the versions API gives staff, newest first. */
async function versionUrls(app: TestApp, id: string, bearer = token) {
  const response = await app.json("GET", `/api/documents/${id}`, undefined, bearer);
  return ((await response.json()).data.versions as { fileUrl: string }[]).map((v) => v.fileUrl);
}

const get = (app: TestApp, url: string, headers: Record<string, string> = {}) =>
  app.request(url, { headers });
const text = async (response: Response) => Buffer.from(await response.arrayBuffer()).toString("latin1");

describe("a document's public address (issue 19, finding 4)", () => {
  it("serves the current file itself with revalidating caching, never a permanent address", async () => {
    const document = await upload(t, {});
    const response = await get(t, document.url);
    expect(response.status).toBe(200);
    expect(response.headers.get("location")).toBeNull();
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("cache-control")).toBe("public, no-cache");
    const etag = response.headers.get("etag")!;
    const lastModified = response.headers.get("last-modified")!;
    expect(etag).toMatch(/^"v1-[0-9a-f]{16}"$/);
    expect(Number.isNaN(Date.parse(lastModified))).toBe(false);
    expect((await text(response)).startsWith("%PDF-")).toBe(true);

    const unchanged = await get(t, document.url, { "If-None-Match": etag });
    expect(unchanged.status).toBe(304);
    expect(unchanged.headers.get("cache-control")).toBe("public, no-cache");
    expect((await get(t, document.url, { "If-Modified-Since": lastModified })).status).toBe(304);
  });

  it("a replaced file's old version and a withdrawn document's files are not public; staff still read them", async () => {
    const document = await upload(t, {});
    const [v1] = await versionUrls(t, document._id);
    expect(v1).toMatch(/^\/media\/documents\//);
    // The stored file's own address is for staff only, from the start.
    expect((await get(t, v1!)).status).toBe(404);
    const first = await text(await get(t, document.url));

    const replaced = await send(
      t,
      "PATCH",
      `/api/documents/${document._id}`,
      {},
      await pdfFile("Second edition"),
    );
    expect(replaced.status).toBe(200);
    const [v2] = await versionUrls(t, document._id);
    const current = await get(t, document.url);
    expect(current.headers.get("etag")).toMatch(/^"v2-/);
    const second = await text(current);
    expect(second).not.toBe(first);
    // A browser revalidating its copy of the first file gets the second.
    expect(
      (await get(t, document.url, { "If-None-Match": `"${v1!.split("/").pop()!.slice(0, -4)}"` })).status,
    ).toBe(200);
    expect((await get(t, v1!)).status).toBe(404);
    expect((await get(t, v2!)).status).toBe(404);
    const staffCopy = await get(t, v1!, { Authorization: `Bearer ${token}` });
    expect(staffCopy.status).toBe(200);
    expect(await text(staffCopy)).toBe(first);

    const withdrawn = await t.json("PATCH", `/api/documents/${document._id}`, { status: "draft" }, token);
    expect(withdrawn.status).toBe(200);
    expect((await get(t, document.url)).status).toBe(404);
    expect((await get(t, document.url, { "If-None-Match": current.headers.get("etag")! })).status).toBe(404);
    for (const url of [v1!, v2!]) expect((await get(t, url)).status).toBe(404);
    // Staff without content:write are visitors here.
    const clerk = await t.signInAs("admissions");
    expect((await get(t, v2!, { Authorization: `Bearer ${clerk}` })).status).toBe(404);
    expect((await get(t, document.url, { Authorization: `Bearer ${clerk}` })).status).toBe(404);
  });
});

describe("document files in the browser (issue 19, informational finding)", () => {
  it("are shown inline in a CSP sandbox, named after their title", async () => {
    const document = await upload(t, { title: "MBBS Fee Notice 2026-27" });
    const response = await get(t, document.url);
    expect(response.headers.get("content-security-policy")).toBe("sandbox");
    expect(response.headers.get("content-disposition")).toBe(
      'inline; filename="MBBS Fee Notice 2026-27.pdf"',
    );
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    // A staff copy of a stored version too.
    const [v1] = await versionUrls(t, document._id);
    const stored = await get(t, v1!, { Authorization: `Bearer ${token}` });
    expect(stored.headers.get("content-type")).toBe("application/pdf");
    expect(stored.headers.get("x-content-type-options")).toBe("nosniff");
  });
});

describe("drafts for staff (issue 19, findings 12 and 16)", () => {
  it("reach staff who edit content, privately (no-store, Vary: Cookie)", async () => {
    const draft = await upload(t, { status: "draft" });
    expect((await get(t, draft.url)).status).toBe(404);
    const staff = await get(t, draft.url, { Authorization: `Bearer ${token}` });
    expect(staff.status).toBe(200);
    expect(staff.headers.get("cache-control")).toBe("private, no-store");
    expect(staff.headers.get("vary")).toMatch(/\bCookie\b/);
    const [v1] = await versionUrls(t, draft._id);
    const stored = await get(t, v1!, { Authorization: `Bearer ${token}` });
    expect(stored.status).toBe(200);
    expect(stored.headers.get("cache-control")).toBe("private, no-store");
    expect(stored.headers.get("vary")).toMatch(/\bCookie\b/);
  });

  it("with two-factor sign-in required for all staff, not to an editor who has not enrolled", async () => {
    const own = await createTestApp();
    try {
      const admin = await own.signInAs("admin");
      const editor = await own.signInAs("editor");
      const draft = await upload(own, { status: "draft" }, editor);
      const [v1] = await versionUrls(own, draft._id, editor);
      const asEditor = { Authorization: `Bearer ${editor}` };
      expect((await get(own, draft.url, asEditor)).status).toBe(200);
      expect((await get(own, v1!, asEditor)).status).toBe(200);

      // The administrator who requires it has it on (the server refuses otherwise).
      await enrolTwoFactor(own, admin);
      const required = await own.json("PUT", "/api/security-settings", { requireTwoFactor: true }, admin);
      expect(required.status).toBe(200);
      expect((await own.json("GET", `/api/documents/${draft._id}`, undefined, editor)).status).toBe(403);
      expect((await get(own, draft.url, asEditor)).status).toBe(404);
      expect((await get(own, v1!, asEditor)).status).toBe(404);
    } finally {
      await own.close();
    }
  });
});

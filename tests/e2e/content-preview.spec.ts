import { addDays } from "../../contract/college-time";
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { jobToday } from "../../contract/jobs";
import { signInAsColleague } from "./accounts-support";
import { withoutPopup } from "./content-support";
import { uniqueTag, xsrfHeader } from "./staff-helpers";
import { expectNoAxeViolations } from "./support/fixtures";

// Issue 11: staff preview a draft exactly where it will appear on its public page; visitors never see it.

/** Creates a draft through the API (JSON, or multipart with one file) and returns the record. */
async function createDraft(
  page: Page,
  address: string,
  fields: Record<string, string | number>,
  file?: { field: string; name: string; mimeType: string; path: string },
) {
  const body = file
    ? {
        multipart: {
          ...fields,
          status: "draft",
          [file.field]: {
            name: file.name,
            mimeType: file.mimeType,
            buffer: readFileSync(path.resolve(file.path)),
          },
        },
      }
    : { data: { ...fields, status: "draft" } };
  const response = await page.request.post(address, { ...body, headers: await xsrfHeader(page) });
  expect(response.status()).toBe(201);
  return (await response.json()).data as { _id: string; url?: string };
}

/** Follows a row's Preview link (it opens a new tab) and returns that tab. */
async function openPreview(page: Page, link: ReturnType<Page["getByRole"]>) {
  const [tab] = await Promise.all([page.context().waitForEvent("page"), link.click()]);
  await tab.waitForLoadState();
  return tab;
}

test("an editor previews a draft gallery photo and a draft job opening in place; visitors do not see them", async ({
  page,
  browser,
  baseURL,
}) => {
  const tag = uniqueTag();
  const caption = `Physiology laboratory ${tag}`;
  const position = `Tutor, Physiology ${tag}`;
  await signInAsColleague(page, "editor", tag);
  await withoutPopup(page.context(), baseURL!);

  const { _id: photoId } = await createDraft(
    page,
    "/api/gallery",
    { alt: `Students in the physiology laboratory ${tag}`, caption, album: "gallery" },
    {
      field: "photo",
      name: "lab.webp",
      mimeType: "image/webp",
      path: "public/images/gallery/photo-05-1200.webp",
    },
  );
  const { _id: jobId } = await createDraft(page, "/api/jobs", {
    position,
    department: "Academic",
    type: "Full-time",
    qualification: "MD Physiology",
    experience: "Fresh MD welcome",
    posts: 1,
    lastDate: addDays(jobToday(), 20),
    description: "Teach physiology to first-year students.",
  });

  try {
    // The gallery: the draft first in its album, marked Draft, under the Preview note.
    await page.goto("/dashboard/gallery");
    await page.getByLabel("Search alt text and captions").fill(tag);
    const photoRow = page.getByRole("row").filter({ hasText: caption });
    const gallery = await openPreview(page, photoRow.getByRole("link", { name: /^Preview/ }));
    await expect(gallery).toHaveURL(/\/gallery\?preview/);
    await expect(gallery.getByRole("status").filter({ hasText: "Preview" })).toBeVisible();
    const tile = gallery.getByTestId("photo-grid").getByRole("listitem").first();
    await expect(tile).toContainText(caption);
    await expect(tile.getByText("Draft", { exact: true })).toBeVisible();
    await expect(gallery.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expectNoAxeViolations(gallery);
    await gallery.close();

    // The careers page: the draft opening among the open ones, marked Draft.
    await page.goto("/dashboard/jobs");
    await page.getByLabel("Search positions").fill(tag);
    const jobRow = page.getByRole("row").filter({ hasText: position });
    const careers = await openPreview(page, jobRow.getByRole("link", { name: /^Preview/ }));
    await expect(careers).toHaveURL(/\/career\?preview/);
    await expect(careers.getByRole("status").filter({ hasText: "Preview" })).toBeVisible();
    const card = careers.getByRole("article", { name: position });
    await expect(card).toBeVisible();
    await expect(card.getByText("Draft", { exact: true })).toBeVisible();
    await expectNoAxeViolations(careers);
    // Filtering in place keeps the preview.
    await expect(careers.locator("html")).toHaveAttribute("data-js", "");
    await careers.getByLabel("Search jobs").fill(tag);
    await expect(careers.getByText(/^1 of \d+ openings match/)).toBeVisible();
    await expect(careers).toHaveURL(/\?preview&q=/);
    await expect(card.getByText("Draft", { exact: true })).toBeVisible();
    await careers.close();

    // A new visitor asking for a preview gets the public pages.
    const visitor = await browser.newContext({ baseURL });
    await withoutPopup(visitor, baseURL!);
    const reader = await visitor.newPage();
    await reader.goto("/gallery?preview");
    await expect(reader.getByTestId("photo-grid")).toBeVisible();
    await expect(reader.getByText(caption)).toHaveCount(0);
    await expect(reader.getByRole("status").filter({ hasText: "Preview" })).toHaveCount(0);
    await reader.goto("/career?preview");
    await expect(reader.getByRole("heading", { name: "Current openings" })).toBeVisible();
    await expect(reader.getByText(position)).toHaveCount(0);
    await visitor.close();
  } finally {
    await page.request.delete(`/api/gallery/${photoId}`, { headers: await xsrfHeader(page) });
    await page.request.delete(`/api/jobs/${jobId}`, { headers: await xsrfHeader(page) });
  }
});

test("an editor previews a draft document on its category's page and opens its file; visitors get neither", async ({
  page,
  browser,
  baseURL,
}) => {
  const tag = uniqueTag();
  const title = `Letter of permission ${tag}`;
  await signInAsColleague(page, "editor", tag);
  await withoutPopup(page.context(), baseURL!);
  const { _id: id, url } = await createDraft(
    page,
    "/api/documents",
    { title, category: "permission", date: "2026-01-15" },
    {
      field: "file",
      name: "permission.pdf",
      mimeType: "application/pdf",
      path: "public/documents/nmc/institution-information.pdf",
    },
  );

  try {
    await page.goto("/dashboard/documents");
    await page.getByLabel("Search titles").fill(tag);
    const row = page.getByRole("row").filter({ hasText: title });
    const preview = await openPreview(page, row.getByRole("link", { name: /^Preview/ }));
    await expect(preview).toHaveURL(/\/about\/permission\?preview$/);
    await expect(preview.getByRole("status").filter({ hasText: "Preview" })).toBeVisible();
    const link = preview.getByRole("link", { name: new RegExp(title) });
    await expect(link.getByText("Draft", { exact: true })).toBeVisible();
    await expect(preview.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expectNoAxeViolations(preview);
    // The editor's preview and draft file are theirs alone: never kept by a cache (issue 19, finding 16).
    const previewed = await page.request.get("/about/permission?preview");
    expect(await previewed.text()).toContain(title);
    expect(previewed.headers()["cache-control"]).toBe("private, no-store");
    expect(previewed.headers()["vary"]).toMatch(/\bCookie\b/);
    const file = await page.request.get(url!, { maxRedirects: 0 });
    expect(file.status()).toBe(200);
    expect(file.headers()["cache-control"]).toBe("private, no-store");
    await preview.close();

    const visitor = await browser.newContext({ baseURL });
    await withoutPopup(visitor, baseURL!);
    const reader = await visitor.newPage();
    await reader.goto("/about/permission?preview");
    await expect(reader.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(reader.getByText(title)).toHaveCount(0);
    const publicPage = await reader.request.get("/about/permission?preview");
    expect(publicPage.headers()["cache-control"] ?? "").not.toMatch(/private/);
    expect((await reader.request.get(url!, { maxRedirects: 0 })).status()).toBe(404);
    await visitor.close();
  } finally {
    await page.request.delete(`/api/documents/${id}`, { headers: await xsrfHeader(page) });
  }
});

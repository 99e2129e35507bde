import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { addDays, jobToday } from "../../contract/jobs";
import { signInAsColleague } from "./accounts-support";
import { withoutPopup } from "./content-support";
import { uniqueTag } from "./staff-helpers";
import { expectNoAxeViolations } from "./support/fixtures";

// Issue 11: staff preview a draft exactly where it will appear on its public page; visitors never see it.

const xsrf = async (page: Page) => ({
  "X-XSRF-TOKEN": (await page.context().cookies()).find((c) => c.name === "XSRF-TOKEN")!.value,
});

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

  const photo = await page.request.post("/api/gallery", {
    multipart: {
      alt: `Students in the physiology laboratory ${tag}`,
      caption,
      album: "gallery",
      status: "draft",
      photo: {
        name: "lab.webp",
        mimeType: "image/webp",
        buffer: readFileSync(path.resolve("public/images/gallery/photo-05-1200.webp")),
      },
    },
    headers: await xsrf(page),
  });
  expect(photo.status()).toBe(201);
  const photoId = ((await photo.json()).data as { _id: string })._id;
  const job = await page.request.post("/api/jobs", {
    data: {
      position,
      department: "Academic",
      type: "Full-time",
      qualification: "MD Physiology",
      experience: "Fresh MD welcome",
      posts: 1,
      lastDate: addDays(jobToday(), 20),
      description: "Teach physiology to first-year students.",
      status: "draft",
    },
    headers: await xsrf(page),
  });
  expect(job.status()).toBe(201);
  const jobId = ((await job.json()).data as { _id: string })._id;

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
    await page.request.delete(`/api/gallery/${photoId}`, { headers: await xsrf(page) });
    await page.request.delete(`/api/jobs/${jobId}`, { headers: await xsrf(page) });
  }
});

import { expect, test, type Page } from "@playwright/test";
import { closeAdmissionPopupForSession } from "./site-shell-support";
import { directoryServerUrl, expectNoAxeViolations } from "./support/fixtures";

// Read-only journeys (no test changes data): they run side by side on the workers.
test.describe.configure({ mode: "parallel" });

// The photos are staff-edited (issue 11): these tests count the sample albums on a server whose content no
// back-office test changes (content-gallery.spec.ts adds photos on the main one).
test.use({ baseURL: directoryServerUrl() });

test.beforeEach(async ({ page, baseURL }) => {
  await closeAdmissionPopupForSession(page, baseURL);
});

const photos = (page: Page) => page.getByTestId("photo-grid").getByRole("button");

async function expectLoadMoreSteps(page: Page, total: number, noun: string) {
  const loadMore = page.getByRole("link", { name: "Load More" });
  for (let shown = 6; shown < total; shown += 6) {
    await expect(photos(page)).toHaveCount(shown);
    await expect(page.getByRole("status")).toHaveText(`Showing ${shown} of ${total} ${noun}`);
    await loadMore.click();
  }
  await expect(photos(page)).toHaveCount(total);
  await expect(page.getByRole("status")).toHaveText(`Showing ${total} of ${total} ${noun}`);
  await expect(loadMore).toHaveCount(0);
}

async function expectOverlay(page: Page) {
  const overlay = page.getByRole("dialog", { name: /^Photo 2 of/ });
  // Opens from the photo, by pointer; closes by a click on the overlay.
  await photos(page).nth(1).click();
  await expect(overlay).toBeVisible();
  await expect(overlay.getByRole("img")).toBeVisible();
  await overlay.click({ position: { x: 20, y: 300 } });
  await expect(overlay).toBeHidden();
  // By keyboard; Escape closes and focus returns to the photo.
  await photos(page).nth(1).focus();
  await page.keyboard.press("Enter");
  await expect(overlay).toBeVisible();
  await expect(overlay.getByRole("button", { name: "Close" })).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("dialog", { name: /^Photo 3 of/ })).toBeVisible();
  await page.keyboard.press("ArrowLeft");
  await expect(overlay).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");
  await expect(overlay).toBeHidden();
  await expect(photos(page).nth(1)).toBeFocused();
  // The close button; previous/next buttons do not close it.
  await photos(page).nth(1).click();
  await overlay.getByRole("button", { name: "Next photo" }).click();
  await expect(page.getByRole("dialog", { name: /^Photo 3 of/ })).toBeVisible();
  await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();
  await expect(page.getByRole("dialog")).toBeHidden();
}

test("gallery: 30 photos, 6 at first, 6 more per Load More, then the button goes", async ({ page }) => {
  const response = await page.goto("/gallery", { waitUntil: "networkidle" });
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Gallery" })).toBeVisible();
  // Server-rendered with the first six, their size set: the first row loads at once (it may be the page's
  // largest paint), the rest lazily and at low priority, after the page's text.
  const html = await response!.text();
  expect(html).toContain("A lecture in the 200-seat lecture theatre");
  expect(html).not.toContain("Bedside teaching in the general medicine ward");
  expect(html.match(/<li id="photo-\d+"/g)).toHaveLength(6);
  const images = photos(page).locator("img");
  for (const index of [0, 1]) {
    await expect(images.nth(index)).not.toHaveAttribute("loading", "lazy");
    await expect(images.nth(index)).not.toHaveAttribute("fetchpriority", "low");
  }
  await expect(images.nth(2)).toHaveAttribute("loading", "lazy");
  await expect(images.nth(2)).toHaveAttribute("fetchpriority", "low");
  for (const index of [0, 5]) {
    await expect(images.nth(index)).toHaveAttribute("width", "400");
    await expect(images.nth(index)).toHaveAttribute("height", "300");
  }
  await expectNoAxeViolations(page);
  await expectLoadMoreSteps(page, 30, "photos");
  await expectOverlay(page);
});

test("media centre: 12 news images, 6 then 12, then the button goes", async ({ page }) => {
  await page.goto("/about/media-center", { waitUntil: "networkidle" });
  await expect(page.getByRole("heading", { level: 1, name: "Media Centre" })).toBeVisible();
  await expectNoAxeViolations(page);
  await expectLoadMoreSteps(page, 12, "news items");
  await expectOverlay(page);
});

test("Load More works before JavaScript has loaded (plain link to the next count)", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await closeAdmissionPopupForSession(page, baseURL);
  await page.goto("/gallery", { waitUntil: "networkidle" });
  await expect(photos(page)).toHaveCount(6);
  await page.getByRole("link", { name: "Load More" }).click();
  await expect(photos(page)).toHaveCount(12);
  await page.goto("/gallery?show=999", { waitUntil: "networkidle" });
  await expect(photos(page)).toHaveCount(30);
  await expect(page.getByRole("link", { name: "Load More" })).toHaveCount(0);
  await context.close();
});

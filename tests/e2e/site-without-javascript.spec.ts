import { expect, test, type Browser } from "@playwright/test";
import { directoryServerUrl } from "./support/fixtures";
import { ADMISSION_POPUP_COOKIE } from "./site-shell-support";

// Read-only journeys (no test changes data): they run side by side on the workers.
test.describe.configure({ mode: "parallel" });

// Issue 13 / ADR 013: the public pages' main interactions work with JavaScript switched off. (The contact and
// enquiry forms without JavaScript: public-forms.spec.ts; the pop-up's close button: site-shell-navigation.)

async function noScriptPage(browser: Browser, baseURL: string, width: number, popupClosed = true) {
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    viewport: { width, height: 900 },
  });
  if (popupClosed) {
    await context.addCookies([{ name: ADMISSION_POPUP_COOKIE, value: "closed", url: baseURL }]);
  }
  return { context, page: await context.newPage() };
}

test("desktop menus open on hover, on a click or tap of the chevron, and for the keyboard", async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await noScriptPage(browser, baseURL!, 1280);
  await page.goto("/about/whoweare");
  const nav = page.getByRole("navigation", { name: "Main" });
  const fees = nav.getByRole("link", { name: "PG Fee Structure" });
  await expect(fees).toBeHidden();
  await nav.getByRole("link", { name: "Academics", exact: true }).hover();
  await expect(fees).toBeVisible();
  await page.mouse.move(640, 850);
  await expect(fees).toBeHidden();

  await nav.getByRole("button", { name: "Hospitals menu" }).click();
  const opd = nav.getByRole("link", { name: "OPD" });
  await page.mouse.move(640, 850);
  await expect(opd).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(nav.getByRole("link", { name: "About Hospital" })).toBeFocused();
  await opd.click();
  await expect(page).toHaveURL(/\/hospitals\/opd$/);
  await context.close();
});

test("the phone drawer opens, lists the links and closes", async ({ browser, baseURL }) => {
  const { context, page } = await noScriptPage(browser, baseURL!, 375);
  await page.goto("/academics/pg-fee-structure");
  const drawer = page.getByRole("dialog", { name: "Menu" });
  await expect(drawer).toBeHidden();
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(drawer).toBeVisible();
  await drawer.getByRole("button", { name: "Close menu" }).click();
  await expect(drawer).toBeHidden();
  await page.getByRole("button", { name: "Open menu" }).click();
  await drawer.getByRole("link", { name: "Blood Bank" }).click();
  await expect(page).toHaveURL(/\/hospitals\/blood-bank$/);
  await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
  await context.close();
});

test("the admission pop-up closes", async ({ browser, baseURL }) => {
  const { context, page } = await noScriptPage(browser, baseURL!, 375, false);
  await page.goto("/about/whoweare");
  const popup = page.getByRole("dialog", { name: "Admissions open for 2025-26" });
  await expect(popup).toBeVisible();
  await popup.getByRole("button", { name: "Close" }).click();
  await expect(popup).toBeHidden();
  await context.close();
});

test("the gallery loads more photos", async ({ browser }) => {
  // The sample albums, unchanged by back-office tests.
  const { context, page } = await noScriptPage(browser, directoryServerUrl(), 1280);
  await page.goto("/gallery");
  const photos = page.getByTestId("photo-grid").getByRole("button");
  await expect(photos).toHaveCount(6);
  await page.getByRole("link", { name: "Load More" }).click();
  await expect(page).toHaveURL(/\?show=12#photo-7$/);
  await expect(photos).toHaveCount(12);
  await expect(page.getByRole("status")).toHaveText("Showing 12 of 30 photos");
  await context.close();
});

test("the faculty directory pages through the address", async ({ browser }) => {
  const { context, page } = await noScriptPage(browser, directoryServerUrl(), 1280);
  await page.goto("/faculty/faculty-doctors?limit=10");
  const range = page.getByText(/^Showing \d+ to \d+ of \d+ faculty members$/);
  await expect(range).toHaveText(/^Showing 1 to 10 of/);
  const pager = page.getByRole("navigation", { name: "Faculty list pages" });
  await pager.getByRole("link", { name: "Page 2" }).click();
  await expect(page).toHaveURL(/page=2&limit=10/);
  await expect(range).toHaveText(/^Showing 11 to 20 of/);
  await context.close();
});

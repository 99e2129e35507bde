import { expect, test } from "@playwright/test";
import { ADMISSION_POPUP_COOKIE, closeAdmissionPopupForSession } from "./site-shell-support";
import { expectNoAxeViolations } from "./support/fixtures";

// Read-only journeys (no test changes data): they run side by side on the workers.
test.describe.configure({ mode: "parallel" });

test.describe("menus", () => {
  test.beforeEach(async ({ page, baseURL }) => {
    await closeAdmissionPopupForSession(page, baseURL);
  });

  test("desktop: a group opens on hover and closes when the pointer leaves", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/", { waitUntil: "networkidle" });
    const nav = page.getByRole("navigation", { name: "Main" });
    const academics = nav.getByRole("button", { name: "Academics menu" });
    await expect(academics).toHaveAttribute("aria-expanded", "false");
    await nav.getByRole("link", { name: "Academics", exact: true }).hover();
    await expect(academics).toHaveAttribute("aria-expanded", "true");
    const fees = nav.getByRole("link", { name: "PG Fee Structure" });
    await expect(fees).toBeVisible();
    await fees.click();
    await expect(page).toHaveURL(/\/academics\/pg-fee-structure$/);
    await expect(fees).toBeHidden();
    await page.mouse.move(640, 800);
    await expect(academics).toHaveAttribute("aria-expanded", "false");
  });

  test("desktop: About shows the nested Affiliation & Permission group", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/", { waitUntil: "networkidle" });
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "About", exact: true }).hover();
    const nested = nav.getByRole("list", { name: "Affiliation & Permission" });
    await expect(nested.getByRole("link", { name: "Affiliation" })).toBeVisible();
    await nested.getByRole("link", { name: "Permission & Recognition" }).click();
    await expect(page).toHaveURL(/\/about\/permission$/);
  });

  test("desktop: keyboard opens a group, arrows move, Escape closes and returns focus", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/", { waitUntil: "networkidle" });
    const nav = page.getByRole("navigation", { name: "Main" });
    const button = nav.getByRole("button", { name: "Hospitals menu" });
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(nav.getByRole("link", { name: "About Hospital" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(nav.getByRole("link", { name: "OPD" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(button).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(nav.getByRole("link", { name: "About Hospital" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(button).toBeFocused();
    await page.keyboard.press(" ");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    // Opening moves focus to the group's first link: wait for it before tabbing on.
    await expect(nav.getByRole("link", { name: "About Hospital" })).toBeFocused();
    // Tabbing out of the group (link, chevron, then the previous group's chevron) closes it.
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Shift+Tab");
    await expect(nav.getByRole("button", { name: "Academics menu" })).toBeFocused();
    await expect(button).toHaveAttribute("aria-expanded", "false");
  });

  test("desktop: a tap or click on the chevron toggles the group; a click outside closes it", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/", { waitUntil: "networkidle" });
    const nav = page.getByRole("navigation", { name: "Main" });
    const button = nav.getByRole("button", { name: "Student menu" });
    await button.dispatchEvent("click");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(nav.getByRole("link", { name: "Student List" })).toBeVisible();
    await page.mouse.click(640, 800);
    await expect(button).toHaveAttribute("aria-expanded", "false");
  });

  test("desktop: the open menu has no accessibility violations", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/", { waitUntil: "networkidle" });
    const button = page.getByRole("button", { name: "About menu" });
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expectNoAxeViolations(page);
  });

  test("phone: the drawer opens, groups expand independently, choosing a link closes it", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/", { waitUntil: "networkidle" });
    await expect(page.getByRole("button", { name: "Academics menu" })).toBeHidden();
    // The script gives the opener aria-expanded (the server's markup may not: it carries popovertarget).
    const opener = page.getByRole("button", { name: "Open menu" });
    await expect(opener).toHaveAttribute("aria-expanded", "false");
    await opener.click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer).toBeVisible();
    await expect(opener).toHaveAttribute("aria-expanded", "true");
    const about = drawer.getByRole("button", { name: "About", exact: true });
    const hospitals = drawer.getByRole("button", { name: "Hospitals", exact: true });
    await about.click();
    await hospitals.click();
    await expect(about).toHaveAttribute("aria-expanded", "true");
    await expect(hospitals).toHaveAttribute("aria-expanded", "true");
    await about.click();
    await expect(about).toHaveAttribute("aria-expanded", "false");
    await expect(hospitals).toHaveAttribute("aria-expanded", "true");
    await expect(drawer.getByRole("link", { name: "Who We Are" })).toBeHidden();
    await about.click();
    const nested = drawer.getByRole("button", { name: "Affiliation & Permission" });
    await nested.click();
    await expect(drawer.getByRole("link", { name: "Affiliation", exact: true })).toBeVisible();
    await expect(drawer.getByRole("link", { name: /MMC \/ AEBAS/ })).toBeHidden();
    await drawer.getByRole("button", { name: "Faculty", exact: true }).click();
    await expect(drawer.getByRole("link", { name: /MMC \/ AEBAS/ })).toHaveAttribute("target", "_blank");

    await drawer.getByRole("link", { name: "Blood Bank" }).click();
    await expect(page).toHaveURL(/\/hospitals\/blood-bank$/);
    await expect(drawer).toBeHidden();
  });

  test("phone: Escape closes the drawer, focus stays inside it while open, no axe violations", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/gallery", { waitUntil: "networkidle" });
    const opener = page.getByRole("button", { name: "Open menu" });
    await opener.click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await drawer.getByRole("button", { name: "Admission", exact: true }).click();
    await expectNoAxeViolations(page);
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press("Tab");
      const inside = await page.evaluate(() => !!document.activeElement?.closest("dialog"));
      const onPage = await page.evaluate(
        () => document.activeElement !== document.body && !!document.activeElement,
      );
      if (onPage) expect(inside).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(opener).toBeFocused();
  });
});

test.describe("admission pop-up", () => {
  const title = "Admissions open for 2025-26";

  test("opens on the first page load, in the server's HTML, and stays closed for the session once closed", async ({
    page,
  }) => {
    const response = await page.goto("/gallery", { waitUntil: "networkidle" });
    expect(await response!.text()).toContain(title);
    const popup = page.getByRole("dialog", { name: title });
    await expect(popup).toBeVisible();
    // Modal once hydrated: focus inside, the page behind inert.
    await expect(popup.getByRole("button", { name: "Close" })).toBeFocused();
    await expect(popup).toHaveAttribute("aria-modal", "true");
    expect(await page.getByRole("banner").evaluate((header) => header.closest("[inert]") !== null)).toBe(
      true,
    );
    await expect(popup).toContainText("Official Registration takes you to the state entrance board");
    const registration = popup.getByRole("link", { name: /Official Registration/ });
    await expect(registration).toHaveAttribute("target", "_blank");
    await expect(registration).toHaveAttribute("href", /^https:\/\//);
    await expectNoAxeViolations(page);
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });
    await popup.getByRole("button", { name: "Close" }).click();
    await expect(popup).toBeHidden();
    // With the script it closes in place: no post, no new page.
    await expect(page).toHaveURL(/\/gallery$/);
    expect(posts).toEqual([]);

    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Career" }).click();
    await expect(page).toHaveURL(/\/career$/);
    const reload = await page.reload({ waitUntil: "networkidle" });
    expect(await reload!.text()).not.toContain(title);
    await expect(page.locator("h1").first()).toBeVisible();
    await expect(page.getByRole("dialog", { name: title })).toHaveCount(0);
  });

  test("Escape closes it too", async ({ page }) => {
    await page.goto("/", { waitUntil: "networkidle" });
    const popup = page.getByRole("dialog", { name: title });
    await expect(popup.getByRole("button", { name: "Close" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(popup).toBeHidden();
    await page.goto("/contact", { waitUntil: "networkidle" });
    await expect(page.locator("h1").first()).toBeVisible();
    await expect(popup).toHaveCount(0);
  });

  test("General Enquiry closes it and goes to the enquiry page", async ({ page }) => {
    await page.goto("/", { waitUntil: "networkidle" });
    const popup = page.getByRole("dialog", { name: title });
    await popup.getByRole("link", { name: "General Enquiry" }).click();
    await expect(page).toHaveURL(/\/admission\/admission-enquiry$/);
    await expect(popup).toHaveCount(0);
    await page.goto("/", { waitUntil: "networkidle" });
    await expect(page.locator("h1").first()).toBeVisible();
    await expect(popup).toHaveCount(0);
  });

  test("a new session sees it again; the enquiry page itself never shows it", async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    const response = await page.goto("/admission/admission-enquiry", { waitUntil: "networkidle" });
    expect(await response!.text()).not.toContain(title);
    await expect(page.getByRole("dialog", { name: title })).toHaveCount(0);
    await page.goto("/about", { waitUntil: "networkidle" });
    await expect(page.getByRole("dialog", { name: title })).toBeVisible();
    await context.close();
  });

  // Issue 26, item 5: without JavaScript, Close is a form post that sets the same cookie and comes back.
  test("without JavaScript, Close brings the visitor back to the page and it stays closed for the visit", async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/academics/pg-fee-structure?from=test", { waitUntil: "networkidle" });
    const popup = page.getByRole("dialog", { name: title });
    await expect(popup).toBeVisible();
    await expect(popup.getByRole("link", { name: "General Enquiry" })).toHaveAttribute(
      "href",
      "/admission/admission-enquiry",
    );
    await popup.getByRole("button", { name: "Close" }).click();
    await expect(page).toHaveURL(/\/academics\/pg-fee-structure\?from=test$/);
    await expect(page.locator("h1").first()).toBeVisible();
    await expect(popup).toHaveCount(0);
    const cookie = (await context.cookies()).find((c) => c.name === ADMISSION_POPUP_COOKIE);
    expect(cookie).toMatchObject({ value: "closed", path: "/", expires: -1, sameSite: "Lax" });
    const next = await page.goto("/about", { waitUntil: "networkidle" });
    expect(await next!.text()).not.toContain(title);
    await expect(popup).toHaveCount(0);
    await context.close();
  });
});

test.describe("not-found page", () => {
  test.beforeEach(async ({ page, baseURL }) => {
    await closeAdmissionPopupForSession(page, baseURL);
  });

  test("unknown addresses answer 404 with the page's texts", async ({ page }) => {
    for (const path of ["/no-such-page", "/about/nothing-here", "/staff-area-typo"]) {
      const response = await page.goto(path, { waitUntil: "networkidle" });
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "Oops! Page Not Found" })).toBeVisible();
    }
    await expect(page.getByText("404", { exact: true })).toBeVisible();
    await expect(
      page.getByText(
        "The page you're looking for seems to have wandered off into the digital wilderness. Don't worry, even the best explorers sometimes take a wrong turn!",
      ),
    ).toBeVisible();
    await expect(page.getByText("Lost? Try checking the URL or contact our support team.")).toBeVisible();
    await expect(page.getByText("Quick suggestions")).toBeVisible();
    const chips = page.getByRole("main").getByRole("listitem");
    await expect(chips).toHaveText(["Home", "About", "Contact", "Services"]);
    // The chips are inert: no links, no buttons, not focusable.
    for (const chip of await chips.all()) {
      expect(await chip.evaluate((element) => element.querySelector("a, button, [tabindex]") === null)).toBe(
        true,
      );
    }
    await expect(page.getByRole("main").getByRole("link", { name: "Home", exact: true })).toHaveCount(0);
  });

  test("Go Home loads the home page in full; Go Back returns to the previous page", async ({ page }) => {
    await page.goto("/gallery", { waitUntil: "networkidle" });
    await page.goto("/not-a-real-page", { waitUntil: "networkidle" });
    await page.getByRole("button", { name: "Go Back" }).click();
    await expect(page).toHaveURL(/\/gallery$/);

    await page.goto("/not-a-real-page", { waitUntil: "networkidle" });
    await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
    const home = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === "/" && response.request().resourceType() === "document",
    );
    await page.getByRole("link", { name: "Go Home" }).click();
    expect((await home).status()).toBe(200);
    await expect(page).toHaveURL(/\/$/);
    // A full page load replaced the window.
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBeUndefined();
  });
});

import { expect, test, type Page } from "@playwright/test";
import { STAFF_BENCH_PAGES } from "../../scripts/bench/web-pages";
import { signIn } from "./staff-helpers";

// Issue 27 / ADR 028: the staff screens `npm run bench:web` measures paint their server-rendered HTML before
// any JavaScript is requested (no modulepreload, no script file in the HTML; every script starts after the
// first contentful paint), then hydrate; the compressed JavaScript each loads stays within its budget.

const KB = 1024;
/**
 * Compressed (Brotli) JavaScript per screen, everything it loads until the network is idle. React, React DOM
 * and React Router alone are ≈ 94 KB of it (ADR 028); the rest is the screen's own code.
 */
const BUDGET: Record<string, number> = {
  // 98 KB measured (ADR 028): issue 27's 100 KB.
  "/login": 100 * KB,
  // 116.4, 114.9 and 118.3 KB measured once zod, the collections and the dialogs left the first load (were
  // 159, 163.5 and 162.6 KB): the budget holds them there (the 100 KB target is below React's floor).
  "/dashboard": 118 * KB,
  "/dashboard/faculty": 117 * KB,
  "/dashboard/admission-enquiry": 120 * KB,
};
/** Something only the hydrated screen does: the sign-in form checks its fields itself; the others' phone menu opens. */
async function expectHydrated(page: Page, path: string) {
  if (path === "/login") {
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByText("Please fill in all fields")).toBeVisible();
  } else {
    await page.getByRole("button", { name: "Open navigation" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
  }
}

test.describe("staff screens: script budget", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const path of STAFF_BENCH_PAGES) {
    test(`${path} paints before its scripts and loads at most its budget`, async ({ page }) => {
      if (path !== "/login") await signIn(page);
      const response = await page.goto(path, { waitUntil: "networkidle" });
      expect(response?.status()).toBe(200);
      const html = await response!.text();
      expect(html, "no modulepreload link").not.toMatch(/<link\b[^>]*\brel="?modulepreload/i);
      for (const tag of html.match(/<script\b[^>]*>/gi) ?? []) expect(tag).not.toMatch(/\bsrc=/i);
      // The screen's heading is in the HTML itself, not drawn by a script.
      expect(html).toMatch(/<h1\b/);

      await expectHydrated(page, path);
      await expect(page.locator("body")).not.toHaveAttribute("inert");
      const timing = await page.evaluate(() => {
        const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
        const scripts = resources.filter((entry) => /\.m?js(\?|$)/.test(new URL(entry.name).pathname));
        return {
          fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
          starts: scripts.map((entry) => ({ name: entry.name, start: entry.startTime })),
          bytes: scripts.reduce((sum, entry) => sum + entry.encodedBodySize, 0),
        };
      });
      expect(timing.fcp, path).not.toBeNull();
      expect(timing.starts.length, `${path}: the screen's scripts load`).toBeGreaterThan(0);
      for (const script of timing.starts)
        expect(script.start, `${path}: ${script.name} after the first paint`).toBeGreaterThan(timing.fcp!);
      test.info().annotations.push({
        type: "compressed JavaScript",
        description: `${path}: ${(timing.bytes / KB).toFixed(1)} KB`,
      });
      expect(timing.bytes, `${path}: compressed JavaScript`).toBeLessThanOrEqual(BUDGET[path]!);
    });
  }
});

test("until its scripts run, the sign-in page in the HTML is inert: its form cannot be sent without them", async ({
  page,
}) => {
  // The scripts never arrive: the page stays as the server rendered it.
  await page.route("**/assets/**/*.js", (route) => route.abort());
  await page.goto("/login");
  await expect(page.getByRole("heading", { name: "Staff sign-in" })).toBeVisible();
  await expect(page.locator("body")).toHaveAttribute("inert", "");
  // Typing and Enter reach no field: no GET with the fields in the address.
  await page.keyboard.type("a secret password");
  await page.keyboard.press("Enter");
  await page.waitForTimeout(300);
  expect(new URL(page.url()).pathname).toBe("/login");
  expect(new URL(page.url()).search).toBe("");
});

test("the faculty screen's form and CSV import load when first opened, and open", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  const onDemand = () =>
    scripts.filter((path) => /\/(faculty-form-dialog|faculty-import-dialog)-/.test(path));
  await signIn(page);
  await page.goto("/dashboard/faculty", { waitUntil: "networkidle" });
  await expect(page.locator("body")).not.toHaveAttribute("inert");
  expect(onDemand(), "no dialog's code with the list").toEqual([]);

  await page.getByRole("button", { name: "Import CSV" }).click();
  await expect(page.getByRole("dialog", { name: "Import Faculty CSV" })).toBeVisible();
  expect(onDemand().some((path) => path.includes("/faculty-import-dialog-"))).toBe(true);
  await page
    .getByRole("dialog", { name: "Import Faculty CSV" })
    .getByRole("button", { name: "Close" })
    .click();
  await expect(page.getByRole("dialog")).toHaveCount(0);

  await page.getByRole("button", { name: "Add Faculty" }).click();
  await expect(page.getByRole("dialog", { name: "Add New Faculty Member" })).toBeVisible();
  expect(onDemand().some((path) => path.includes("/faculty-form-dialog-"))).toBe(true);
});

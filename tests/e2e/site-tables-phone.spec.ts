import { expect, test } from "@playwright/test";
import { closeAdmissionPopupForSession } from "./site-shell-support";

// Issue 26, item 7: on a 390 px phone every public table keeps its cells on screen, without a sideways scroll of
// the page or of the table's own box (the PG fee page used to show S. No. and course, the amounts off-screen).
const WIDTH = 390;
const PAGES_WITH_TABLES = [
  "/academics/pg-fee-structure",
  "/academics/ug-fee-structure",
  "/academics/pg-courses-offered",
  "/admission/mbbs",
  "/hospitals/about-hospitals",
  "/hospitals/opd",
  "/faculty/faculty-doctors",
];

test.use({ viewport: { width: WIDTH, height: 844 } });

test.beforeEach(async ({ page, baseURL }) => {
  await closeAdmissionPopupForSession(page, baseURL);
});

test("every cell of every public table is within a 390 px screen, nothing scrolls sideways", async ({
  page,
}) => {
  test.setTimeout(240_000);
  for (const path of PAGES_WITH_TABLES) {
    await page.goto(path);
    const tables = page.locator("main table");
    expect(await tables.count(), path).toBeGreaterThan(0);
    const report = await page.evaluate((width) => {
      const problems: string[] = [];
      const root = document.documentElement;
      if (root.scrollWidth > root.clientWidth) problems.push(`page scrolls sideways (${root.scrollWidth}px)`);
      for (const table of document.querySelectorAll("main table")) {
        for (let box = table.parentElement; box && box !== document.body; box = box.parentElement) {
          if (box.scrollWidth > box.clientWidth + 1 && getComputedStyle(box).overflowX !== "visible") {
            problems.push(`a table's box scrolls sideways (${box.scrollWidth}px in ${box.clientWidth}px)`);
          }
        }
        for (const cell of table.querySelectorAll("tbody th, tbody td, tfoot th, tfoot td")) {
          const rect = cell.getBoundingClientRect();
          const text = (cell.textContent ?? "").trim().slice(0, 40);
          if (rect.width === 0 && text === "") continue;
          if (rect.left < 0 || rect.right > width + 0.5) {
            problems.push(`cell "${text}" spans ${Math.round(rect.left)}-${Math.round(rect.right)}px`);
          }
        }
      }
      return problems;
    }, WIDTH);
    expect(report, path).toEqual([]);
  }
});

test("the PG fee page shows each course with its General and NRI amounts, labelled, on a phone", async ({
  page,
}) => {
  await page.goto("/academics/pg-fee-structure");
  const firstRow = page.locator("main table tbody tr").first();
  const general = firstRow.locator('td[data-label="Annual tuition, General & Minority (INR)"]');
  const nri = firstRow.locator('td[data-label="Annual tuition, NRI (USD)"]');
  await expect(firstRow.locator("th")).toBeInViewport({ ratio: 1 });
  await expect(general).toBeInViewport({ ratio: 1 });
  await expect(nri).toBeInViewport({ ratio: 1 });
  await expect(general).toHaveText(/^\d[\d,]*$/);
  // The label is shown beside the amount (the column headers are hidden on a phone).
  const label = await general.evaluate((cell) => getComputedStyle(cell, "::before").content);
  expect(label).toBe('"Annual tuition, General & Minority (INR)"');
});

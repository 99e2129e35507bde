import { collegeDate } from "../../contract/college-time";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { CLINICAL_FIGURES } from "../../contract/clinical-material";
import { MSR_HUB_LINK_TEXT, MSR_ITEM_LETTERS, MSR_ITEMS } from "../../contract/disclosures";
import { addMonths, formatMonth } from "../../contract/nmc";
import { currentAcademicYear } from "../../contract/students";
import { closeAdmissionPopupForSession } from "./site-shell-support";
import { bearer, uniqueTag } from "./staff-helpers";
import { emptyServerUrl, expectNoAxeViolations } from "./support/fixtures";

// Issue 21: a visitor on a phone reaches the twelve MSR B.1.11 items from the home page and reads them.
test.use({ viewport: { width: 390, height: 844 } });

test.beforeEach(async ({ page, baseURL }) => {
  await closeAdmissionPopupForSession(page, baseURL);
});

const batch = currentAcademicYear();
// Clinical material two months back (the month before is the one other specs' clerks may be entering).
const month = addMonths(collegeDate(new Date()).slice(0, 7), -2);

async function admit(request: APIRequestContext, fields: Record<string, unknown>) {
  const response = await request.post("/api/students", {
    headers: await bearer(request),
    data: {
      batch,
      course: "MBBS",
      quota: "state",
      category: "general",
      pwd: false,
      neetScore: 600,
      admittedOn: `${batch.slice(0, 4)}-09-20`,
      status: "studying",
      ...fields,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** The month's figures, entered or corrected (one record per month). */
async function enterClinicalMonth(request: APIRequestContext, figures: Record<string, number>) {
  const headers = await bearer(request);
  const created = await request.post("/api/clinical-material", { headers, data: { month, ...figures } });
  if (created.status() === 409)
    expect(
      (await request.patch(`/api/clinical-material/${month}`, { headers, data: figures })).status(),
    ).toBe(200);
  else expect(created.status(), await created.text()).toBe(201);
}

/** The rows of the table whose caption is `caption`, as their texts (phone cards or table rows alike). */
const tableRows = (page: Page, caption: string) =>
  page
    .locator("table", { has: page.locator("caption", { hasText: caption }) })
    .locator("tbody tr")
    .allInnerTexts();

test("a visitor follows the home page's link to the twelve items and reaches every one", async ({ page }) => {
  test.setTimeout(240_000);
  await page.goto("/", { waitUntil: "networkidle" });
  await page.getByRole("link", { name: MSR_HUB_LINK_TEXT, exact: true }).click();
  await expect(page).toHaveURL(/\/msr-clause-b-1-11$/);
  await expect(page.getByRole("heading", { level: 1, name: MSR_HUB_LINK_TEXT })).toBeVisible();
  const items = page.getByRole("navigation", { name: "The twelve items" }).getByRole("link");
  await expect(items).toHaveCount(12);
  await expectNoAxeViolations(page);

  for (const letter of MSR_ITEM_LETTERS) {
    await page
      .getByRole("navigation", { name: "The twelve items" })
      .getByRole("link", { name: new RegExp(`^\\(${letter}\\) `) })
      .click();
    await expect(page).toHaveURL(new RegExp(`/msr-clause-b-1-11/${letter}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`(${letter}) ${MSR_ITEMS[letter]}`);
    await page.getByRole("link", { name: "MSR Clause B.1.11" }).click();
  }

  // The pro-forma is one link further.
  await page.getByRole("link", { name: "College information", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "College information" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the Student menu carries the link with the regulation's exact text", async ({ page }) => {
  await page.goto("/student", { waitUntil: "networkidle" });
  await expect(page.locator("html")).toHaveAttribute("data-enhanced", "");
  await page.getByRole("button", { name: "Open menu" }).click();
  const drawer = page.getByRole("dialog", { name: "Menu" });
  await drawer.getByRole("button", { name: "Student", exact: true }).click();
  await drawer.getByRole("link", { name: MSR_HUB_LINK_TEXT, exact: true }).click();
  await expect(page).toHaveURL(/\/msr-clause-b-1-11$/);
});

test("item (d) lists this year's admissions by category, each in NEET-rank order, with the counts", async ({
  page,
  request,
}) => {
  const tag = uniqueTag();
  // Ranks far above the other specs' (unique per batch and course).
  const base = 4_000_000 + Math.floor(Math.random() * 900_000);
  await admit(request, { name: `Later ${tag}`, neetRank: base + 30 });
  await admit(request, { name: `Earlier ${tag}`, neetRank: base + 10 });
  await admit(request, { name: `Reserved ${tag}`, neetRank: base + 20, category: "sc", quota: "management" });

  await page.goto("/msr-clause-b-1-11/d", { waitUntil: "networkidle" });
  await expect(page.getByText(`in the academic years ${batch} (current)`)).toBeVisible();
  const general = (await tableRows(page, `UG ${batch}, General category, in order of merit`)).filter((row) =>
    row.includes(tag),
  );
  expect(general.map((row) => /(Earlier|Later) /.exec(row)?.[1])).toEqual(["Earlier", "Later"]);
  const sc = await tableRows(page, `UG ${batch}, SC category, in order of merit`);
  expect(sc.some((row) => row.includes(`Reserved ${tag}`) && row.includes("Management quota"))).toBe(true);
  const byCategory = await tableRows(page, `UG ${batch}: admitted by category`);
  expect(byCategory.map((row) => row.split(/\s/)[0])).toEqual(["General", "EWS", "OBC", "SC", "ST"]);
  // A card per row on the phone: nothing scrolls sideways.
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);
});

test("item (k) shows the monthly OPD and IPD as a chart drawn without script, and its table", async ({
  page,
  request,
}) => {
  const figures = Object.fromEntries(CLINICAL_FIGURES.map((name) => [name, 7]));
  await enterClinicalMonth(request, {
    ...figures,
    opdNew: 12_345,
    opdOld: 1_000,
    ipdAdmissions: 2_468,
    bedOccupancyPercent: 81,
  });
  await page.goto("/msr-clause-b-1-11/k", { waitUntil: "networkidle" });
  const chart = page.getByRole("img", { name: /Bar charts of the OPD patients and IPD admissions/ });
  await expect(chart).toBeVisible();
  expect(await chart.locator("rect").count()).toBeGreaterThanOrEqual(2);
  const row = (await tableRows(page, "OPD and IPD by month")).find((text) =>
    text.startsWith(formatMonth(month)),
  );
  expect(row).toContain("12,345");
  expect(row).toContain("13,345");
  expect(row).toContain("2,468");
  expect(row).toContain("81%");
  await expectNoAxeViolations(page);
});

test("on a new install each item says what is missing", async ({ page }) => {
  await closeAdmissionPopupForSession(page, emptyServerUrl());
  await page.goto(`${emptyServerUrl()}/msr-clause-b-1-11/k`, { waitUntil: "networkidle" });
  await expect(page.getByText("Not yet in the college's records")).toBeVisible();
  await expect(page.getByText(/No clinical material is recorded for the twelve months/)).toBeVisible();
  await page.goto(`${emptyServerUrl()}/msr-clause-b-1-11/d`, { waitUntil: "networkidle" });
  await expect(page.getByText(`No UG admissions are recorded for ${batch}.`)).toBeVisible();
  await expectNoAxeViolations(page);
});

import { expect, test, type Locator } from "@playwright/test";
import { expectNoAxeViolations } from "./support/fixtures";
import { closeAdmissionPopupForSession } from "./site-shell-support";
import { openPage } from "./site-pages-support";

// Read-only journeys (no test changes data): they run side by side on the workers.
test.describe.configure({ mode: "parallel" });

test.beforeEach(async ({ page, baseURL }) => closeAdmissionPopupForSession(page, baseURL));

/** The text of each body row of a table, cell by cell. */
async function tableRows(table: Locator) {
  return table
    .locator("tbody tr")
    .evaluateAll((rows) =>
      rows.map((row) => Array.from(row.querySelectorAll("th, td"), (cell) => cell.textContent?.trim() ?? "")),
    );
}

test("the Academics landing page links its six pages", async ({ page }) => {
  await openPage(page, "/academics");
  await expect(page.getByRole("heading", { level: 1, name: "Academics" })).toBeVisible();
  const pages = page.getByRole("navigation", { name: "Academics: pages" });
  for (const slug of [
    "departments",
    "ug-courses-offered",
    "pg-courses-offered",
    "college-rules-regulations",
    "ug-fee-structure",
    "pg-fee-structure",
  ])
    await expect(pages.locator(`a[href="/academics/${slug}"]`)).toHaveCount(1);
});

test("Departments shows an introduction and 33 department cards with title, image and description in four groups", async ({
  page,
}) => {
  await openPage(page, "/academics/departments");
  await expect(page.getByRole("heading", { level: 1, name: "Departments" })).toBeVisible();
  for (const group of [
    "Preclinical departments",
    "Paraclinical departments",
    "Clinical departments",
    "Super-specialty departments",
  ])
    await expect(page.getByRole("heading", { level: 2, name: group, exact: true })).toBeVisible();
  const cards = page.getByRole("main").locator("section li");
  await expect(cards).toHaveCount(33);
  for (const card of await cards.all()) {
    await expect(card.getByRole("heading", { level: 3 })).toHaveText(/\w/);
    await expect(card.locator("img")).toHaveCount(1);
    // The description first; clinical departments add their OPD days (issue 23).
    await expect(card.locator("p").first()).toHaveText(/.{30,}/);
  }
  for (const name of ["Anatomy", "Pathology", "General Medicine", "Neurosurgery"])
    await expect(page.getByRole("heading", { level: 3, name, exact: true })).toBeVisible();
});

test("UG courses offers MBBS with 150 seats", async ({ page }) => {
  await openPage(page, "/academics/ug-courses-offered");
  await expect(page.getByRole("heading", { level: 1, name: "UG Courses Offered" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: /^MBBS/ })).toBeVisible();
  await expect(page.getByText("150 a year, recognised by the National Medical Commission")).toBeVisible();
});

test("PG courses shows MD and MS of 3 years each and the ten courses in order", async ({ page }) => {
  await openPage(page, "/academics/pg-courses-offered");
  await expect(page.getByRole("heading", { level: 1, name: "PG Courses Offered" })).toBeVisible();
  expect(
    await tableRows(page.getByRole("table", { name: "Postgraduate degrees and their duration" })),
  ).toEqual([
    ["MD", "Doctor of Medicine", "3 years"],
    ["MS", "Master of Surgery", "3 years"],
  ]);
  await expect(page.getByRole("list", { name: "MD and MS courses" }).getByRole("listitem")).toHaveText([
    /MD General Medicine/,
    /MS General Surgery/,
    /MS Obstetrics & Gynaecology/,
    /MS Orthopaedics/,
    /MS Ophthalmology/,
    /MD Paediatrics/,
    /MD Dermatology Venereology & Leprosy/,
    /MD Anaesthesiology/,
    /MD Pathology/,
    /MS Otorhinolaryngology/,
  ]);
});

test("College Rules & Regulations lists the rules", async ({ page }) => {
  await openPage(page, "/academics/college-rules-regulations");
  await expect(page.getByRole("heading", { level: 1, name: "College Rules & Regulations" })).toBeVisible();
  expect(
    await page.getByRole("region", { name: "College rules" }).getByRole("listitem").count(),
  ).toBeGreaterThanOrEqual(10);
  await expect(page.getByText(/Ragging in any form is a criminal offence/)).toBeVisible();
});

test("the UG fee page states every MBBS fee fact of §9, the two bank cards and the confirmation note", async ({
  page,
}) => {
  await openPage(page, "/academics/ug-fee-structure");
  await expect(page.getByRole("heading", { level: 1, name: "UG Fee Structure" })).toBeVisible();
  const fees = await tableRows(page.getByRole("table", { name: "MBBS fee structure, session 2025-26" }));
  expect(fees).toEqual([
    [
      "Tuition fee, resident Indian students (session 2025-26)",
      "14,00,000 INR per year",
      "Payable every year for 4½ years",
    ],
    ["Tuition fee, NRI / foreign students", "30,000 USD per year", "Payable every year for 4½ years"],
    ["Hostel fee", "3,15,000 INR per year", "Charged for 5½ years or the length of stay"],
    ["Refundable security deposit", "1,00,000 INR", "Payable once at admission"],
  ]);
  const main = page.getByRole("main");
  await expect(
    main.getByText(
      /due every year before the end of June\. A late fine of 500 INR per day is charged from 1 July/,
    ),
  ).toBeVisible();
  await expect(
    main.getByText(
      /refunded after completion of the internship training, after deducting any dues or the cost of any damage/,
    ),
  ).toBeVisible();
  await expect(
    main.getByText(/Hostel and other charges are paid by demand draft in favour of the trust/),
  ).toBeVisible();
  await expect(
    main.getByText(
      /leaves the MBBS course at any stage must pay the full tuition fee for the remaining period/,
    ),
  ).toBeVisible();
  await expectBankCardsAndNote(main);
  await expectNoAxeViolations(page);
});

test("the PG fee page shows every row of the §9 table, the notes, the bank cards and the confirmation note", async ({
  page,
}) => {
  await openPage(page, "/academics/pg-fee-structure");
  await expect(page.getByRole("heading", { level: 1, name: "PG Fee Structure" })).toBeVisible();
  const table = page.getByRole("table", { name: /Annual tuition fee for MD\/MS courses/ });
  await expect(table.locator("thead th")).toHaveText([
    "S. No.",
    "Course",
    "Annual tuition, General & Minority (INR)",
    "Annual tuition, NRI (USD)",
  ]);
  expect(await tableRows(table)).toEqual([
    ["1", "MD General Medicine", "23,00,000", "45000"],
    ["2", "MD Paediatrics", "34,00,000", "55000"],
    ["3", "MD Anaesthesia", "15,00,000", "25000"],
    ["4", "MD Dermatology", "38,00,000", "62000"],
    ["5", "MD Pathology", "7,00,000", "15000"],
    ["6", "MS General Surgery", "23,00,000", "45000"],
    ["7", "MS Obs & Gynaecology", "37,00,000", "60000"],
    ["8", "MS Orthopedics", "25,00,000", "52000"],
    ["9", "MS Ophthalmology", "15,00,000", "25000"],
    ["10", "MS ENT", "12,00,000", "22000"],
  ]);
  const main = page.getByRole("main");
  await expect(
    main.getByText("Unfilled NRI seats go to the general category at the NRI fee.", { exact: false }),
  ).toBeVisible();
  expect(await tableRows(page.getByRole("table", { name: "Other charges for MD/MS students" }))).toEqual([
    ["Hostel fee", "3,50,000 INR per year", "For 3 years or the length of stay"],
    ["Transport fee", "50,000 INR per year", "For 3 years"],
    [
      "Refundable security deposit",
      "2,00,000 INR",
      "Payable at admission; refunded at the end of the course after deducting any dues",
    ],
  ]);
  await expect(
    main.getByText(/Payments are by demand draft: the tuition fee in favour of the college/),
  ).toBeVisible();
  await expectBankCardsAndNote(main);
});

// Issue 26, item 7: no sideways scroll at all; each course is a card with its amounts labelled (site-tables-phone).
test("the PG fee table reads as one card per course on a phone: neither its box nor the page scrolls sideways", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openPage(page, "/academics/pg-fee-structure");
  const box = page.getByRole("region", { name: /Annual tuition fee for MD\/MS courses/ });
  expect(await box.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

async function expectBankCardsAndNote(main: Locator) {
  for (const purpose of ["Tuition fee account", /^Other fees account/]) {
    const card = main.getByRole("region", { name: purpose });
    for (const label of ["Account name", "Account number", "Bank", "Branch", "IFSC code"])
      await expect(card.getByText(label, { exact: true })).toBeVisible();
    await expect(card.getByText(/^[A-Z]{4}0[A-Z0-9]{6}$/)).toBeVisible();
  }
  await expect(
    main.getByText("Admission is confirmed only if the full first-year fee is paid."),
  ).toBeVisible();
}

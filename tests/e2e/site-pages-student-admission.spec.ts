import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/fixtures";
import { closeAdmissionPopupForSession } from "./site-shell-support";
import { expectPdfLinks, openPage } from "./site-pages-support";

// Read-only journeys (no test changes data): they run side by side on the workers.
test.describe.configure({ mode: "parallel" });

test.beforeEach(async ({ page, baseURL }) => closeAdmissionPopupForSession(page, baseURL));

const years = ["2019-20", "2020-21", "2021-22", "2022-23", "2023-24", "2024-25"];

test("the Student landing page links its four pages", async ({ page }) => {
  await openPage(page, "/student");
  await expect(page.getByRole("heading", { level: 1, name: "Student Corner" })).toBeVisible();
  const pages = page.getByRole("navigation", { name: "Student Corner: pages" });
  for (const slug of ["information-as-per-nmc", "downloads", "student-list", "examination-results"])
    await expect(pages.locator(`a[href="/student/${slug}"]`)).toHaveCount(1);
});

test("Information as per NMC has the four disclosure PDFs", async ({ page, request }) => {
  await openPage(page, "/student/information-as-per-nmc");
  await expect(page.getByRole("heading", { level: 1, name: "Information as per NMC" })).toBeVisible();
  const links = page
    .getByRole("list", { name: "Disclosures as per the National Medical Commission" })
    .getByRole("link");
  await expectPdfLinks(request, links, 4);
  await expect(links).toHaveText([
    /Institution Information/,
    /Faculty Member Details/,
    /Research & Publication/,
    /Institution Self Declaration/,
  ]);
  await expectNoAxeViolations(page);
});

test("Download Our Apps links to Google Play and the App Store in a new tab", async ({ page }) => {
  await openPage(page, "/student/downloads");
  await expect(page.getByRole("heading", { level: 1, name: "Download Our Apps" })).toBeVisible();
  const play = page.getByRole("link", { name: /Google Play/ });
  await expect(play).toHaveAttribute("href", /^https:\/\/play\.google\.com\//);
  await expect(play).toHaveAttribute("target", "_blank");
  const apple = page.getByRole("link", { name: /App Store/ });
  await expect(apple).toHaveAttribute("href", /^https:\/\/apps\.apple\.com\//);
  await expect(apple).toHaveAttribute("target", "_blank");
});

for (const [path, title, subject] of [
  ["/student/student-list", "Student List", "student list"],
  ["/student/examination-results", "Examination Results", "examination results"],
] as const) {
  test(`${title}: one document per year 2019-20 to 2024-25 for MBBS and for PG, each at its own address`, async ({
    page,
    request,
  }) => {
    await openPage(page, path);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    const hrefs: string[] = [];
    for (const course of ["MBBS", "PG"]) {
      const links = page
        .getByRole("list", { name: `${course} ${subject} by academic year` })
        .getByRole("link");
      hrefs.push(...(await expectPdfLinks(request, links, 6)));
      for (const [index, year] of years.entries()) await expect(links.nth(index)).toContainText(year);
    }
    // Each year is its own document (issue 11: staff replace one year's file without touching the others).
    expect(new Set(hrefs).size).toBe(12);
  });
}

test("the Admission landing page links the admission pages", async ({ page }) => {
  await openPage(page, "/admission");
  await expect(page.getByRole("heading", { level: 1, name: "Admissions" })).toBeVisible();
  const pages = page.getByRole("navigation", { name: "Admissions: pages" });
  for (const slug of ["mbbs", "ug-admission-2025", "pg-admission-2025", "admission-enquiry"])
    await expect(pages.locator(`a[href="/admission/${slug}"]`)).toHaveCount(1);
});

test("MBBS admission gives the §9 eligibility, course, seat and fee facts and links to the enquiry page", async ({
  page,
}) => {
  await openPage(page, "/admission/mbbs");
  await expect(page.getByRole("heading", { level: 1, name: "MBBS Admission" })).toBeVisible();
  const main = page.getByRole("main");
  for (const heading of [
    "Basis of admission",
    "NEET eligibility",
    "Course details",
    "Seat categories",
    "Eligibility criteria",
    "Reservation",
    "Fees",
  ])
    await expect(main.getByRole("heading", { level: 2, name: heading })).toBeVisible();
  const rows = (name: string | RegExp) =>
    page
      .getByRole("table", { name })
      .locator("tbody tr")
      .evaluateAll((trs) =>
        trs.map((tr) => Array.from(tr.querySelectorAll("th, td"), (c) => c.textContent?.trim())),
      );
  expect(await rows("NEET minimum percentile and qualifying examination marks, 2024-25")).toEqual([
    ["General", "50", "50%"],
    ["SC/ST/OBC", "40", "40%"],
    ["Persons with benchmark (lower-limb) disability", "45", "45%"],
  ]);
  expect(await rows("Distribution of the 150 MBBS seats")).toEqual([
    ["NRI/OCI/PIO", "15%"],
    ["General", "35%"],
    ["Muslim Minority", "50%"],
  ]);
  await expect(main.getByText("4½ years + 1 year internship")).toBeVisible();
  await expect(main.getByText("English", { exact: true })).toBeVisible();
  await expect(
    main.getByText(/Completed 17 years of age on or before 31 December of the year of admission/),
  ).toBeVisible();
  // The UG fee table's current session (the same rows as the UG fee page, one source).
  const fees = await rows("MBBS fees, session 2025-26");
  expect(fees[0]).toEqual([
    "Tuition fee, resident Indian students (session 2025-26)",
    "14,00,000 INR per year",
    "Payable every year for 4½ years",
  ]);
  expect(fees[1]?.[1]).toBe("30,000 USD per year");
  await main.getByRole("link", { name: "Admission Enquiry" }).click();
  await expect(page).toHaveURL(/\/admission\/admission-enquiry$/);
});

for (const [path, title] of [
  ["/admission/ug-admission-2025", "UG Admission 2025"],
  ["/admission/pg-admission-2025", "PG Admission 2025"],
] as const) {
  test(`${title} shows its welcome text, the six document tiles and the enquiry button`, async ({
    page,
    request,
  }) => {
    await openPage(page, path);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByText(/^Welcome to the/)).toBeVisible();
    const tiles = page.getByRole("list", { name: `${title} documents` }).getByRole("link");
    await expectPdfLinks(request, tiles, 6);
    await expect(tiles).toHaveText([
      /^Fee Structure 2025/,
      /^NRI Admission Proforma/,
      /^NRI Admission Criteria/,
      /^Document Check List 2025/,
      /^Medical Certificate/,
      /^Undertaking 2025/,
    ]);
    await expectNoAxeViolations(page);
    await page.getByRole("main").getByRole("link", { name: "Admission Enquiry" }).click();
    await expect(page).toHaveURL(/\/admission\/admission-enquiry$/);
  });
}

test("the Faculty landing page links the directory, the non-teaching staff and the external attendance site", async ({
  page,
}) => {
  await openPage(page, "/faculty");
  await expect(page.getByRole("heading", { level: 1, name: "Faculty" })).toBeVisible();
  await expect(page.getByText("300+", { exact: true })).toBeVisible();
  const pages = page.getByRole("navigation", { name: "Faculty: pages" });
  await expect(pages.locator('a[href="/faculty/faculty-doctors"]')).toHaveCount(1);
  await expect(pages.locator('a[href="/faculty/non-teaching-staff"]')).toHaveCount(1);
  const attendance = pages.getByRole("link", { name: /MMC \/ AEBAS Attendance/ });
  await expect(attendance).toHaveAttribute("target", "_blank");
  await expect(attendance).toHaveAttribute("href", /^https:\/\//);
  await expectNoAxeViolations(page);
});

test("Non-Teaching Staff has its hero, introduction and the staff list with its section filter", async ({
  page,
}) => {
  await openPage(page, "/faculty/non-teaching-staff");
  await expect(page.getByRole("heading", { level: 1, name: "Non-Teaching Staff" })).toBeVisible();
  await expect(page.getByText(/Behind every lecture and every ward round/)).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Staff list" })).toBeVisible();
  await expect(page.getByLabel("Section")).toBeVisible();
});

test("each informational page has its own title and description", async ({ page }) => {
  const seen = new Map<string, string>();
  for (const path of [
    "/about",
    "/about/director-message",
    "/about/principal",
    "/about/about-university-buhs",
    "/about/about-university-aktu",
    "/academics/ug-fee-structure",
    "/hospitals/opd",
    "/hospitals/emergency",
    "/admission/ug-admission-2025",
    "/admission/pg-admission-2025",
    "/student/student-list",
  ]) {
    await openPage(page, path);
    const title = await page.title();
    const description = await page.locator('meta[name="description"]').getAttribute("content");
    expect(description?.length, path).toBeGreaterThan(50);
    expect(seen.has(title), `${path} repeats the title "${title}"`).toBe(false);
    seen.set(title, path);
  }
});

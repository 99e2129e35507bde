import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/fixtures";
import { closeAdmissionPopupForSession } from "./site-shell-support";
import { openPage } from "./site-pages-support";

// Read-only journeys (no test changes data): they run side by side on the workers.
test.describe.configure({ mode: "parallel" });

test.beforeEach(async ({ page, baseURL }) => closeAdmissionPopupForSession(page, baseURL));

test("the hospital landing page links every hospital page", async ({ page }) => {
  await openPage(page, "/hospitals");
  await expect(page.getByRole("heading", { level: 1, name: "Our Hospital" })).toBeVisible();
  const pages = page.getByRole("navigation", { name: "Our Hospital: pages" });
  for (const slug of [
    "about-hospitals",
    "opd",
    "emergency",
    "hospital-central-laboratories",
    "clinical-material",
    "radio-diagnosis",
    "nicu-picu",
    "icu-iccu-sicu",
    "pharmacy",
    "blood-bank",
    "medical-facilities-for-student-staff",
  ])
    await expect(pages.locator(`a[href="/hospitals/${slug}"]`)).toHaveCount(1);
});

test("About Hospital shows the department-wise bed table of §9 with its total of 720 beds in 21 units", async ({
  page,
}) => {
  await openPage(page, "/hospitals/about-hospitals");
  await expect(page.getByRole("heading", { level: 1, name: "About the Hospital" })).toBeVisible();
  await expect(page.getByText(/720 teaching beds in 21 units/).first()).toBeVisible();
  const table = page.getByRole("table", { name: "Department-wise distribution of beds and units" });
  await expect(table.locator("thead th")).toHaveText(["Department", "Beds", "Units"]);
  const rows = await table
    .locator("tbody tr")
    .evaluateAll((trs) =>
      trs.map((tr) => Array.from(tr.querySelectorAll("th, td"), (c) => c.textContent?.trim())),
    );
  expect(rows).toEqual([
    ["General Medicine", "150", "4"],
    ["Pediatrics", "80", "2"],
    ["Respiratory", "15", "1"],
    ["Dermatology", "40", "1"],
    ["Psychiatry", "15", "1"],
    ["General Surgery", "150", "4"],
    ["Orthopedics", "80", "2"],
    ["Ophthalmology", "40", "1"],
    ["Obstetrics & Gynecology", "120", "3"],
    ["Otorhinolaryngology", "30", "2"],
    ["Emergency", "30", "1"],
  ]);
  await expect(table.locator("tfoot tr > *")).toHaveText([/^Total/, "720", "21"]);
  await expectNoAxeViolations(page);
});

test("each hospital service page has its heading and the facts of §9", async ({ page }) => {
  const services: [string, string, (string | RegExp)[]][] = [
    [
      "/hospitals/opd",
      "Outpatient Department (OPD)",
      ["Mon – Sat", "09:00 am – 05:00 pm", /closed on Sunday/],
    ],
    ["/hospitals/emergency", "Emergency & Casualty", [/24x7, every day of the year, with 30 casualty beds/]],
    [
      "/hospitals/hospital-central-laboratories",
      "Hospital Central Laboratories",
      [/offer 500\+ investigations/],
    ],
    ["/hospitals/clinical-material", "Clinical Material", [/720 teaching beds in 21 units/]],
    ["/hospitals/radio-diagnosis", "Radio-Diagnosis", [/CT scan and MRI/]],
    ["/hospitals/nicu-picu", "NICU / PICU", [/The NICU\/PICU has 10 beds/]],
    ["/hospitals/icu-iccu-sicu", "ICU / ICCU / SICU", [/ICU: 30 beds/, /ICCU: 10 beds/, /SICU: 10 beds/]],
    ["/hospitals/pharmacy", "Pharmacy", [/24x7 pharmacy/]],
    ["/hospitals/blood-bank", "Blood Bank", [/The blood bank occupies 200 sq m/]],
    [
      "/hospitals/medical-facilities-for-student-staff",
      "Medical Facilities for Students & Staff",
      [/Hepatitis B vaccination/],
    ],
  ];
  for (const [path, title, facts] of services) {
    await openPage(page, path);
    await expect(page.getByRole("heading", { level: 1, name: title, exact: true })).toBeVisible();
    expect(await page.title()).toContain(title);
    for (const fact of facts) await expect(page.getByRole("main").getByText(fact).first()).toBeVisible();
  }
});

import { test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/fixtures";
import { closeAdmissionPopupForSession } from "./site-shell-support";
import { openPage } from "./site-pages-support";

test.beforeEach(async ({ page, baseURL }) => closeAdmissionPopupForSession(page, baseURL));

/** Every informational page: about, academics, hospitals, student, admission and faculty landing pages. */
const pages = [
  "/about",
  "/about/whoweare",
  "/about/mission-vision",
  "/about/director-message",
  "/about/managing-director",
  "/about/principal",
  "/about/medical-superintendent",
  "/about/about-university-buhs",
  "/about/about-university-aktu",
  "/about/affiliation",
  "/about/permission",
  "/about/academic-facilities",
  "/about/college-committees",
  "/about/citizen-character",
  "/academics",
  "/academics/departments",
  "/academics/ug-courses-offered",
  "/academics/pg-courses-offered",
  "/academics/college-rules-regulations",
  "/academics/ug-fee-structure",
  "/academics/pg-fee-structure",
  "/hospitals",
  "/hospitals/about-hospitals",
  "/hospitals/opd",
  "/hospitals/emergency",
  "/hospitals/hospital-central-laboratories",
  "/hospitals/clinical-material",
  "/hospitals/radio-diagnosis",
  "/hospitals/nicu-picu",
  "/hospitals/icu-iccu-sicu",
  "/hospitals/pharmacy",
  "/hospitals/blood-bank",
  "/hospitals/medical-facilities-for-student-staff",
  "/faculty",
  "/faculty/non-teaching-staff",
  "/student",
  "/student/information-as-per-nmc",
  "/student/downloads",
  "/student/student-list",
  "/student/examination-results",
  "/admission",
  "/admission/mbbs",
  "/admission/ug-admission-2025",
  "/admission/pg-admission-2025",
];

// One test per section, so the two workers share the load.
for (const section of ["/about", "/academics", "/hospitals", "/faculty", "/student", "/admission"]) {
  test(`axe finds no violation on any page under ${section} at desktop width`, async ({ page }) => {
    test.setTimeout(180_000);
    for (const path of pages.filter((p) => p === section || p.startsWith(`${section}/`))) {
      await openPage(page, path);
      await test.step(path, () => expectNoAxeViolations(page));
    }
  });
}

test("axe finds no violation on the table pages at phone width", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  for (const path of ["/academics/pg-fee-structure", "/hospitals/about-hospitals", "/admission/mbbs"]) {
    await openPage(page, path);
    await test.step(path, () => expectNoAxeViolations(page));
  }
});

import { expect, test, type Page } from "@playwright/test";
import { hi } from "../../app/site/i18n/messages.hi";
import { closeAdmissionPopupForSession } from "./site-shell-support";
import { expectNoAxeViolations } from "./support/fixtures";

// Issue 24: the records pages (faculty, student, NMC faculty list) in Hindi at /hi/…, read on a phone.
test.use({ viewport: { width: 390, height: 844 } });

// Read-only journeys (no test changes data): they run side by side on the workers.
test.describe.configure({ mode: "parallel" });

test.beforeEach(async ({ page, baseURL }) => closeAdmissionPopupForSession(page, baseURL));

const DIRECTORY = "/hi/faculty/faculty-doctors";
const DOCUMENT_DATE = new RegExp(
  `^${hi["applicants.documents.dated"].replace("{date}", "\\d{1,2} [\\u0900-\\u097F]+ \\d{4}")}$`,
);
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A translated Hindi page: `<html lang="hi">`, its body not marked English, no "not yet translated" note, and
 * its Hindi main heading (pages whose title staff edit in site-pages are checked by their other headings).
 */
async function expectHindiPage(page: Page, heading?: string) {
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(page.locator("#main-content")).not.toHaveAttribute("lang", "en");
  await expect(page.getByText(hi["shell.notTranslated"])).toHaveCount(0);
  if (heading) await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
}

/** The table headers a page shows (visually hidden on a phone, still read by assistive technology). */
const columnHeaders = (page: Page) => page.locator("main thead th").allTextContents();

test("the faculty, student and NMC list pages are Hindi, with Hindi headings and table headers", async ({
  page,
}) => {
  await page.goto("/hi/faculty/non-teaching-staff");
  await expectHindiPage(page);
  await expect(page.getByRole("heading", { name: "कर्मचारियों की सूची" })).toBeVisible();
  await expect(page.getByLabel("अनुभाग")).toBeVisible();
  // The sample data has no non-teaching staff: the empty state, in Hindi.
  await expect(page.getByText("अभी कोई गैर-शिक्षण कर्मचारी सूचीबद्ध नहीं है।")).toBeVisible();

  await page.goto("/hi/faculty/mmc-aebas-attendance");
  await expectHindiPage(page);
  await expect(page.getByRole("heading", { name: "मासिक उपस्थिति रिपोर्ट" })).toBeVisible();

  await page.goto("/hi/faculty/department-wise");
  await expectHindiPage(page, "विभागवार शिक्षक सूची (NMC)");
  await expect(page.getByRole("link", { name: "हर महीने की प्रकाशित सूचियाँ (संग्रह)" })).toHaveAttribute(
    "href",
    "/hi/faculty/department-wise/archive",
  );

  await page.goto("/hi/faculty/department-wise/archive");
  await expectHindiPage(page, "विभागवार शिक्षक सूची: संग्रह");

  await page.goto("/hi/student/downloads");
  await expectHindiPage(page);
  await expect(page.getByRole("heading", { name: "ऐप डाउनलोड करें" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "फ़ॉर्म और दस्तावेज़" })).toBeVisible();
  // Each document's date in Hindi ("दिनांक 15 जुलाई 2025").
  await expect(page.getByText(DOCUMENT_DATE).first()).toBeVisible();

  await page.goto("/hi/student/student-list");
  await expectHindiPage(page);
  await expect(page.getByRole("list", { name: "शैक्षणिक वर्ष के अनुसार MBBS छात्रों की सूची" })).toHaveCount(1);

  await page.goto("/hi/student/examination-results");
  await expectHindiPage(page);
  await expect(page.getByRole("list", { name: "शैक्षणिक वर्ष के अनुसार PG परीक्षा परिणाम" })).toHaveCount(1);

  await page.goto("/hi/student/information-as-per-nmc");
  await expectHindiPage(page);
  await expect(page.getByRole("link", { name: "विभागवार शिक्षक सूची (NMC)" })).toHaveAttribute(
    "href",
    "/hi/faculty/department-wise",
  );
  await expectNoAxeViolations(page);
});

test("the Hindi faculty directory pages and filters in place with a script, staying under /hi", async ({
  page,
}) => {
  await page.goto(`${DIRECTORY}?limit=10`);
  await expectHindiPage(page, "शिक्षक और डॉक्टर");
  expect(await columnHeaders(page)).toEqual([
    "नाम",
    "विभाग",
    "पद",
    "योग्यता",
    "पंजीकरण संख्या",
    "AEBAS आईडी",
    "अनुभव",
    "ओपीडी के दिन",
  ]);
  await expect(page.getByText(/^कुल \d+ शिक्षकों में से 1 से 10 तक दिखाए जा रहे हैं$/)).toBeVisible();
  await expectNoAxeViolations(page);

  const pager = page.getByRole("navigation", { name: "शिक्षक सूची के पृष्ठ" });
  await pager.getByRole("link", { name: "अगला" }).click();
  await expect(page).toHaveURL(`${DIRECTORY}?page=2&limit=10`);
  await expect(page.getByText(/^कुल \d+ शिक्षकों में से 11 से \d+ तक दिखाए जा रहे हैं$/)).toBeVisible();
  await expect(pager.getByText("पृष्ठ 2")).toHaveAttribute("aria-current", "page");

  const department = (await page.locator("main tbody td").first().textContent())!;
  await page.getByLabel("विभाग").selectOption(department);
  await expect(page).toHaveURL(new RegExp(`^[^?]*${DIRECTORY}\\?department=`));
  await expect(page.getByRole("table")).toHaveAccessibleName(
    new RegExp(`^${escaped(department)}: शिक्षक और डॉक्टर`),
  );
});

test.describe("without a script", () => {
  test.use({ javaScriptEnabled: false });

  test("the Hindi faculty directory's pager links and department form stay under /hi", async ({ page }) => {
    await page.goto(`${DIRECTORY}?limit=10`);
    await expectHindiPage(page, "शिक्षक और डॉक्टर");
    await page
      .getByRole("navigation", { name: "शिक्षक सूची के पृष्ठ" })
      .getByRole("link", { name: "अगला" })
      .click();
    await expect(page).toHaveURL(`${DIRECTORY}?page=2&limit=10`);
    await expect(page.getByText(/^कुल \d+ शिक्षकों में से 11 से \d+ तक दिखाए जा रहे हैं$/)).toBeVisible();

    const department = (await page.locator("main tbody td").first().textContent())!;
    await page.getByLabel("विभाग").selectOption(department);
    await page.getByRole("button", { name: "डॉक्टर दिखाएँ" }).click();
    await expect(page).toHaveURL(new RegExp(`${DIRECTORY}\\?department=[^&]+&limit=10$`));
    await expect(page.getByRole("table")).toHaveAccessibleName(
      new RegExp(`^${escaped(department)}: शिक्षक और डॉक्टर`),
    );
  });
});

import { expect, test } from "@playwright/test";
import { withoutPopup } from "./content-support";
import { expectPdfLinks, openPage } from "./site-pages-support";
import { emptyServerUrl, expectNoAxeViolations } from "./support/fixtures";

// Each document category's page lists the published documents of that category from the documents service:
// a new install with SAMPLE_DATA has the placeholder PDFs there; an empty install says "No documents yet".
const pages = [
  ["/student/downloads", "Forms and documents to download", 3, "Academic Calendar 2025-26"],
  ["/about/citizen-character", "Citizen's charter documents", 1, "Citizen's Charter"],
  ["/faculty/mmc-aebas-attendance", "AEBAS attendance reports", 3, "AEBAS Faculty Attendance, October 2025"],
  ["/academics/ug-fee-structure", "Fee notices", 1, "MBBS Fee Structure 2025"],
  ["/academics/pg-fee-structure", "Fee notices", 1, "PG (MD/MS) Fee Structure 2025"],
] as const;

test("the sample install lists each category's sample documents on its page", async ({ page, request }) => {
  for (const [path, list, count, title] of pages) {
    await openPage(page, path);
    const links = page.getByRole("list", { name: list }).getByRole("link");
    const hrefs = await expectPdfLinks(request, links, count);
    for (const href of hrefs) expect(href, path).toMatch(/^\/documents\/file\/[0-9a-f-]{36}\.pdf$/);
    await expect(links.filter({ hasText: title }), path).toHaveCount(1);
    await expectNoAxeViolations(page);
  }
});

test("an empty install says so on every document page instead of an empty list", async ({ browser }) => {
  // Thirteen pages, each loaded and scanned by axe: more than the default minute on a busy machine.
  test.setTimeout(300_000);
  const base = emptyServerUrl();
  const context = await browser.newContext({ baseURL: base });
  await withoutPopup(context, base);
  const page = await context.newPage();
  // Not the NMC page: the documents test uploads one there on this server.
  for (const path of [
    ...pages.map(([path]) => path),
    "/student/examination-results",
    "/student/student-list",
    "/about/permission",
    "/about/affiliation",
  ]) {
    await openPage(page, path);
    await expect(page.getByText("No documents yet.").first(), path).toBeVisible();
    await expect(page.locator('main a[href^="/documents/"]'), path).toHaveCount(0);
    await expectNoAxeViolations(page);
  }
  await openPage(page, "/about/college-committees");
  await expect(page.getByText("Document not yet published")).toHaveCount(16);
  await expectNoAxeViolations(page);
  await context.close();
});

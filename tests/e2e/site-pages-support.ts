import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";

/**
 * Opens a public page as a visitor who already closed the admission pop-up, and waits for its script: the
 * site's enhancement script, which arrives after the first paint (ADR 013).
 */
export async function openPage(page: Page, path: string) {
  const response = await page.goto(path, { waitUntil: "networkidle" });
  expect(response?.status(), path).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("data-enhanced", "");
  return response!;
}

/** Every link in `links` opens in a new tab, says so to screen readers, and points at a PDF the server serves. */
export async function expectPdfLinks(request: APIRequestContext, links: Locator, expectedCount: number) {
  await expect(links).toHaveCount(expectedCount);
  const hrefs: string[] = [];
  for (const link of await links.all()) {
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", /noopener/);
    await expect(link).toContainText(/new tab/i);
    hrefs.push((await link.getAttribute("href"))!);
  }
  for (const href of new Set(hrefs)) {
    expect(href, "a PDF under /documents/").toMatch(/^\/documents\/.+\.pdf$/);
    const response = await request.get(href);
    expect(response.status(), href).toBe(200);
    expect(response.headers()["content-type"], href).toBe("application/pdf");
    expect((await response.body()).subarray(0, 5).toString(), href).toBe("%PDF-");
  }
  return hrefs;
}

import AxeBuilder from "@axe-core/playwright";
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { E2E_ADMIN } from "../../../playwright.config";

export { E2E_ADMIN };

/** The empty-database server (no sample content), for empty states. */
export const emptyServerUrl = () => process.env.E2E_EMPTY_URL!;

/** A sample-content server only the public faculty directory's tests use (they count the whole list). */
export const directoryServerUrl = () => process.env.E2E_DIRECTORY_URL!;

/** Signs in through the API and returns a bearer token for setting up data. */
export async function staffToken(request: APIRequestContext, baseURL?: string): Promise<string> {
  const response = await request.post(`${baseURL ?? ""}/api/login`, { data: E2E_ADMIN });
  expect(response.status()).toBe(200);
  return (await response.json()).data.token;
}

/** Fails the test with a readable list if axe finds any violation on the page. */
export async function expectNoAxeViolations(page: Page) {
  // A staff screen is inert until React has hydrated it (ADR 028), and axe skips inert content: scan it once it
  // can be used.
  await expect(page.locator("body")).not.toHaveAttribute("inert");
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
  );
  expect(summary).toEqual([]);
}

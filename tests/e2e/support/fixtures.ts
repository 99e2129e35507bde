import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type Axe from "axe-core";
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { E2E_ADMIN } from "../../../playwright.config";

export { E2E_ADMIN };

/** The empty-database server (no sample content), for empty states. */
export const emptyServerUrl = () => process.env.E2E_EMPTY_URL!;

/**
 * A sample-content server only the public faculty directory's and photo grids' tests use (they count the whole
 * list); hindi-content.spec.ts adds and deletes one College Committees tile there, as no test counts them on it.
 */
export const directoryServerUrl = () => process.env.E2E_DIRECTORY_URL!;

/** Signs in through the API and returns a bearer token for setting up data. */
export async function staffToken(request: APIRequestContext, baseURL?: string): Promise<string> {
  const response = await request.post(`${baseURL ?? ""}/api/login`, { data: E2E_ADMIN });
  expect(response.status()).toBe(200);
  return (await response.json()).data.token;
}

/** axe-core's browser build, read once per worker. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * Fails the test with a readable list if axe finds any violation on the page. axe runs in the page itself, with
 * its default rules, asked only for violations: `@axe-core/playwright` opened a second page per scan to merge
 * frame results and collected every passing node, which made each scan two to three times slower. Our pages
 * have no frames of their own (the contact page's map is Google's), so frames are not entered.
 */
export async function expectNoAxeViolations(page: Page) {
  // A staff screen is inert until React has hydrated it (ADR 028), and axe skips inert content: scan it once it
  // can be used.
  await expect(page.locator("body")).not.toHaveAttribute("inert");
  // Injected through the DevTools protocol, which the pages' content security policy does not govern.
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  const summary = await page.evaluate(async () => {
    const { axe } = window as unknown as { axe: typeof Axe };
    const results = await axe.run(document, { resultTypes: ["violations"], iframes: false });
    return results.violations.map(
      (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
    );
  });
  expect(summary).toEqual([]);
}

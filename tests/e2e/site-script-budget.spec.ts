import { expect, test } from "@playwright/test";
import { WEB_BENCH_PAGES } from "../../scripts/bench/web-pages";

// Issue 13's JavaScript budgets: the home page at most 60 KB of compressed JavaScript in all, informational
// pages at most 20 KB; and no script trips the Content-Security-Policy (zod's eval probe once did, from an
// import that pulled it into the enhancement script).
const KB = 1024;
const INTERACTIVE = new Set([
  "/faculty/faculty-doctors",
  "/contact",
  "/admission/admission-enquiry",
  "/career",
]);
// The home page, forms, directory and careers: 60 KB; everything else: 20 KB.
const budgetOf = (path: string) => (path === "/" || INTERACTIVE.has(path) ? 60 * KB : 20 * KB);

test("each benchmark page keeps its JavaScript within budget and breaks no security policy", async ({
  page,
}) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  for (const path of WEB_BENCH_PAGES) {
    await page.goto(path, { waitUntil: "networkidle" });
    await expect(page.locator("html")).toHaveAttribute("data-enhanced", "");
    const { bytes, violations } = await page.evaluate(() => ({
      bytes: performance
        .getEntriesByType("resource")
        .filter((entry) => /\.m?js(\?|$)/.test(entry.name))
        .reduce((sum, entry) => sum + (entry as PerformanceResourceTiming).encodedBodySize, 0),
      violations: (window as unknown as { __cspViolations: string[] }).__cspViolations,
    }));
    expect(bytes, `${path}: compressed JavaScript`).toBeGreaterThan(0);
    expect(bytes, `${path}: compressed JavaScript`).toBeLessThanOrEqual(budgetOf(path));
    expect(violations, `${path}: security policy violations`).toEqual([]);
  }
});

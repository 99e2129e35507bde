import { createHash } from "node:crypto";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type APIRequestContext, type BrowserContext } from "@playwright/test";
import { menuPaths } from "../../app/content/navigation";
import { WEB_BENCH_PAGES } from "../../scripts/bench/web-pages";
import { ADMISSION_POPUP_COOKIE } from "./site-shell-support";
import { expectNoAxeViolations } from "./support/fixtures";

// The one crawl of the public site: each sitemap page (and the not-found page) is loaded once in the browser,
// and every per-page check is done on that load: the route answers with its heading inside the shell, the
// HTML requests no JavaScript before the first paint and nothing hydrates (issue 13 / ADR 013), scripts start
// after the first contentful paint, stay within their budget and trip no security policy, axe finds no
// violation (desktop; the table pages also at phone width). Every in-site link target met on the way is
// checked once per run, with `request`, in parallel. The pages are dealt to SHARDS tests that run side by
// side on the workers; a link target is checked by the first shard that claims it.

test.describe.configure({ mode: "parallel" });

const SHARDS = 3;

const NOT_FOUND = "/no-such-page";
const NOT_FOUND_HEADING = "Oops! Page Not Found";
/** Tabs the crawl keeps open at once. */
const TABS = 2;
/** Pages axe also checks at phone width: their tables must stay accessible there. */
const PHONE_WIDTH_PAGES = new Set([
  "/academics/pg-fee-structure",
  "/hospitals/about-hospitals",
  "/admission/mbbs",
]);
/** Link targets that are not pages: the API, the back office, files. */
const NOT_A_PAGE =
  /^\/(api|dashboard|login|forgot-password|reset-password|media|images|documents|assets)(\/|$)|\.[a-z0-9]+$/i;

// Issue 13's JavaScript budgets: the home page, forms, directory and careers at most 60 KB of compressed
// JavaScript in all; every other page at most 20 KB.
const KB = 1024;
const INTERACTIVE = new Set([
  "/",
  "/faculty/faculty-doctors",
  "/contact",
  "/admission/admission-enquiry",
  "/career",
]);
const budgetOf = (path: string) => (INTERACTIVE.has(path) ? 60 * KB : 20 * KB);

/** Every public page, from the sitemap. */
async function publicPaths(request: APIRequestContext) {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  expect(paths.length).toBeGreaterThan(20);
  // The pages with forms, the directory, careers and every menu page must be among them.
  expect(paths).toEqual(expect.arrayContaining([...WEB_BENCH_PAGES, ...menuPaths()]));
  return paths;
}

/** What in the HTML would make the browser fetch or run JavaScript before the first paint, or hydrate. */
function criticalPathProblems(path: string, html: string) {
  const problems: string[] = [];
  const head = html.slice(0, html.indexOf("</head>"));
  if (/<link\b[^>]*\brel="?modulepreload/i.test(html)) problems.push(`${path}: modulepreload link`);
  if (/<link\b[^>]*\bas="?script/i.test(html)) problems.push(`${path}: script preload`);
  // Scripts the parser would fetch: any <script src>.
  for (const tag of html.match(/<script\b[^>]*>/gi) ?? []) {
    if (/\bsrc=/i.test(tag)) problems.push(`${path}: script file in the HTML ${tag}`);
  }
  for (const tag of head.match(/<script\b[^>]*>/gi) ?? []) {
    const data = /type="application\/ld\+json"/i.test(tag);
    if (!data && !/\basync\b/i.test(tag)) problems.push(`${path}: blocking script in the head ${tag}`);
  }
  // No public page hydrates (ADR 013): no React Router module script and no hydration data.
  if (/<script\b[^>]*type="module"/i.test(html)) problems.push(`${path}: module script`);
  if (html.includes("__reactRouterContext")) problems.push(`${path}: React Router's hydration data`);
  return problems;
}

/** In-site link targets (paths) in a page's HTML. */
const linkTargets = (html: string, base: string) =>
  [...html.matchAll(/<a\b[^>]*?\shref="(\/[^"]*)"/gi)].map(
    (match) => new URL(match[1]!.replaceAll("&amp;", "&"), base).pathname,
  );

/** True for the first shard of this run to claim `target` (E2E_RUN_DIR: one folder per run, from the config). */
function claim(target: string) {
  const file = path.join(process.env.E2E_RUN_DIR!, `link-${createHash("sha1").update(target).digest("hex")}`);
  try {
    writeFileSync(file, target, { flag: "wx" });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  }
}

/** Loads one page in a tab of `context` and checks it; returns the in-site link targets on it. */
async function crawlPage(context: BrowserContext, path: string) {
  const page = await context.newPage();
  try {
    const response = await page.goto(path, { waitUntil: "networkidle" });
    expect(response?.status(), `${path} status`).toBe(path === NOT_FOUND ? 404 : 200);
    const html = await response!.text();
    expect(criticalPathProblems(path, html)).toEqual([]);

    if (path !== NOT_FOUND) {
      // The route's own page inside the shell.
      await expect(page.locator("h1").first(), `${path} heading`).toBeVisible();
      await expect(
        page.getByRole("heading", { name: NOT_FOUND_HEADING }),
        `${path} is not the 404 page`,
      ).toHaveCount(0);
      await expect(page.getByRole("navigation", { name: "Main" }).first(), path).toBeAttached();
      await expect(page.getByText(/© 2025 /), path).toBeVisible();
    }

    // Scripts come after the first contentful paint, within budget, without security policy violations.
    await expect(page.locator("html"), path).toHaveAttribute("data-enhanced", "");
    const timing = await page.evaluate(() => {
      const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
      return {
        fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
        scripts: resources
          .filter((entry) => entry.initiatorType === "script" || /\.js$/.test(entry.name))
          .map((entry) => ({ name: entry.name, start: entry.startTime })),
        bytes: resources
          .filter((entry) => /\.m?js(\?|$)/.test(entry.name))
          .reduce((sum, entry) => sum + entry.encodedBodySize, 0),
        violations: (window as unknown as { __cspViolations: string[] }).__cspViolations,
      };
    });
    expect(timing.fcp, path).not.toBeNull();
    expect(timing.scripts.length, `${path}: the enhancement script loads`).toBeGreaterThan(0);
    for (const script of timing.scripts) {
      expect(script.start, `${path}: ${script.name}`).toBeGreaterThan(timing.fcp!);
    }
    expect(timing.bytes, `${path}: compressed JavaScript`).toBeGreaterThan(0);
    expect(timing.bytes, `${path}: compressed JavaScript`).toBeLessThanOrEqual(budgetOf(path));
    expect(timing.violations, `${path}: security policy violations`).toEqual([]);

    await test.step(`axe ${path}`, () => expectNoAxeViolations(page));
    if (PHONE_WIDTH_PAGES.has(path)) {
      await page.setViewportSize({ width: 375, height: 800 });
      await test.step(`axe ${path} at phone width`, () => expectNoAxeViolations(page));
    }
    return linkTargets(html, page.url());
  } finally {
    await page.close();
  }
}

/** A link target is a page: 200 (after redirects) with a heading, not the 404 page. Returns its HTML. */
async function expectLinkTarget(request: APIRequestContext, path: string) {
  const response = await request.get(path, { headers: { Cookie: `${ADMISSION_POPUP_COOKIE}=closed` } });
  expect(response.status(), `link target ${path} status`).toBe(200);
  const html = await response.text();
  expect(html, `link target ${path} heading`).toMatch(/<h1\b/);
  expect(html, `link target ${path} is not the 404 page`).not.toContain(NOT_FOUND_HEADING);
  return html;
}

for (let shard = 0; shard < SHARDS; shard++) {
  test(`crawl ${shard + 1}/${SHARDS}: each public page, loaded once: route, heading, shell, critical path, scripts, axe; every in-site link leads to a page`, async ({
    context,
    request,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    // About pages, not the admission pop-up: the visitor has closed it this session.
    await context.addCookies([{ name: ADMISSION_POPUP_COOKIE, value: "closed", url: baseURL! }]);
    await context.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
      document.addEventListener("securitypolicyviolation", (event) =>
        seen.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    const pages = [...(await publicPaths(request)), NOT_FOUND];

    const queue = pages.filter((_, index) => index % SHARDS === shard);
    const targets = new Set<string>();
    await Promise.all(
      Array.from({ length: TABS }, async () => {
        for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
          for (const target of await crawlPage(context, path))
            if (!NOT_A_PAGE.test(target)) targets.add(target);
        }
      }),
    );
    // The links reach the whole menu (the header's links are on every page).
    for (const path of menuPaths()) expect(targets, path).toContain(path);

    // Each distinct link target once per run, in parallel; a target outside the sitemap is followed for its
    // links too.
    const inSitemap = new Set(pages);
    const seen = new Set<string>();
    let round = [...targets];
    while (round.length) {
      for (const target of round) seen.add(target);
      round = round.filter(claim);
      const htmls = await Promise.all(round.map((target) => expectLinkTarget(request, target)));
      round = [
        ...new Set(
          htmls
            .filter((_, index) => !inSitemap.has(round[index]!))
            .flatMap((html) => linkTargets(html, baseURL!))
            .filter((target) => !NOT_A_PAGE.test(target) && !seen.has(target)),
        ),
      ];
    }
  });
}

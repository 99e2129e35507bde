import { createHash } from "node:crypto";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type APIRequestContext, type BrowserContext } from "@playwright/test";
import {
  englishChoiceHref,
  HTML_LANG,
  languageOfPath,
  pathInLanguage,
  sitePathOf,
  type Language,
} from "../../contract/language";
import { menuPaths } from "../../app/content/navigation";
import { messagesOf } from "../../app/site/i18n/messages";
import { WEB_BENCH_PAGES } from "../../scripts/bench/web-pages";
import { ADMISSION_POPUP_COOKIE } from "./site-shell-support";
import { expectNoAxeViolations } from "./support/fixtures";

// The one crawl of the public site, in both languages (issue 24: the sitemap lists each page in English and
// at its /hi address): each sitemap page (and the not-found page) is loaded once in the browser,
// and every per-page check is done on that load: the route answers with its heading inside the shell, the
// HTML requests no JavaScript before the first paint and nothing hydrates (issue 13 / ADR 013), scripts start
// after the first contentful paint, stay within their budget and trip no security policy, axe finds no
// violation (desktop; the table pages also at phone width), the page says its language, canonical address and
// both languages' addresses, and its language switch leads to the same page. Every in-site link target met on the way is
// checked once per run, with `request`, in parallel. The pages are dealt to SHARDS tests that run side by
// side on the workers; a link target is checked by the first shard that claims it.

test.describe.configure({ mode: "parallel" });

const SHARDS = 8;

const NOT_FOUNDS = ["/no-such-page", "/hi/no-such-page"];
const NOT_FOUND_HEADINGS = [messagesOf("en").t("notFound.title"), messagesOf("hi").t("notFound.title")];
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
const budgetOf = (path: string) => (INTERACTIVE.has(sitePathOf(path)) ? 60 * KB : 20 * KB);

/** Every public page, from the sitemap. */
async function publicPaths(request: APIRequestContext) {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  expect(paths.length).toBeGreaterThan(20);
  // The pages with forms, the directory, careers and every menu page must be among them, in both languages.
  const expected = [...WEB_BENCH_PAGES, ...menuPaths()];
  expect(paths).toEqual(
    expect.arrayContaining([...expected, ...expected.map((p) => pathInLanguage(p, "hi"))]),
  );
  // Each page in both languages, and nothing else.
  const english = paths.filter((p) => languageOfPath(p) === "en");
  expect(paths.filter((p) => languageOfPath(p) === "hi").sort()).toEqual(
    english.map((p) => pathInLanguage(p, "hi")).sort(),
  );
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

/** The page's language, canonical address, both languages' addresses and its switch (issue 24). */
function expectLanguageLinks(html: string, path: string, origin: string) {
  const language = languageOfPath(path);
  const sitePath = sitePathOf(path);
  const href = (selector: string) => {
    const tag = html.match(new RegExp(`<link[^>]*${selector}[^>]*>`, "i"))?.[0] ?? "";
    return /href="([^"]*)"/.exec(tag)?.[1]?.replaceAll("&amp;", "&");
  };
  expect(/<html lang="([^"]+)"/.exec(html)?.[1], `${path} lang`).toBe(HTML_LANG[language]);
  expect(href('rel="canonical"'), `${path} canonical`).toBe(`${origin}${path}`);
  for (const other of ["en", "hi"] as Language[]) {
    expect(href(`hrefLang="${HTML_LANG[other]}"`), `${path} hreflang ${other}`).toBe(
      `${origin}${pathInLanguage(sitePath, other)}`,
    );
  }
  expect(href('hrefLang="x-default"'), `${path} x-default`).toBe(`${origin}${sitePath}`);
  // The header's switch: one link per language, `lang` on each.
  const switchHref = (lang: Language) =>
    [...html.matchAll(/<a href="([^"]*)" lang="(\w+)" hrefLang="\w+"/g)]
      .find((match) => match[2] === lang)?.[1]
      ?.replaceAll("&amp;", "&");
  expect(switchHref("hi"), `${path} switch to Hindi`).toBe(pathInLanguage(sitePath, "hi"));
  expect(switchHref("en"), `${path} switch to English`).toBe(englishChoiceHref(sitePath));
  expect(language, `${path} marks its own language current`).toBe(
    /<a href="[^"]*" lang="(\w+)" hrefLang="\w+" aria-current="true"/.exec(html)?.[1],
  );
}

/** Loads one page in a tab of `context` and checks it; returns the in-site link targets on it. */
async function crawlPage(context: BrowserContext, path: string, origin: string) {
  const page = await context.newPage();
  const notFound = NOT_FOUNDS.includes(path);
  const { t } = messagesOf(languageOfPath(path));
  try {
    const response = await page.goto(path, { waitUntil: "networkidle" });
    expect(response?.status(), `${path} status`).toBe(notFound ? 404 : 200);
    expect(new URL(page.url()).pathname, `${path} not redirected`).toBe(path);
    const html = await response!.text();
    expect(criticalPathProblems(path, html)).toEqual([]);

    if (!notFound) {
      // The route's own page inside the shell.
      await expect(page.locator("h1").first(), `${path} heading`).toBeVisible();
      for (const heading of NOT_FOUND_HEADINGS) {
        await expect(page.getByRole("heading", { name: heading }), `${path} is not the 404 page`).toHaveCount(
          0,
        );
      }
      await expect(page.getByRole("navigation", { name: t("menu.main") }).first(), path).toBeAttached();
      await expect(page.getByText(/© 2025 /), path).toBeVisible();
      expectLanguageLinks(html, path, origin);
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
    if (PHONE_WIDTH_PAGES.has(sitePathOf(path))) {
      await page.setViewportSize({ width: 375, height: 800 });
      await test.step(`axe ${path} at phone width`, () => expectNoAxeViolations(page));
    }
    // A not-found page's links are the shell's (on every page) and its language switch, which leads to the same
    // missing address in the other language.
    return notFound ? [] : linkTargets(html, page.url());
  } finally {
    await page.close();
  }
}

/**
 * A link target is a page: 200 (after redirects) with a heading, not the 404 page. Returns its HTML. Fetched
 * without a cookie jar, so a Hindi page's language cookie never sends an English address to its Hindi page.
 */
async function expectLinkTarget(baseURL: string, path: string) {
  const response = await fetch(new URL(path, baseURL), {
    headers: { Cookie: `${ADMISSION_POPUP_COOKIE}=closed` },
  });
  expect(response.status, `link target ${path} status`).toBe(200);
  const html = await response.text();
  expect(html, `link target ${path} heading`).toMatch(/<h1\b/);
  for (const heading of NOT_FOUND_HEADINGS) {
    expect(html, `link target ${path} is not the 404 page`).not.toContain(heading);
  }
  return html;
}

/** The visitor of one language: a browser context of its own, so one language's cookie never redirects the other. */
async function prepare(context: BrowserContext, baseURL: string) {
  // About pages, not the admission pop-up: the visitor has closed it this session.
  await context.addCookies([{ name: ADMISSION_POPUP_COOKIE, value: "closed", url: baseURL }]);
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return context;
}

for (let shard = 0; shard < SHARDS; shard++) {
  test(`crawl ${shard + 1}/${SHARDS}: each public page in both languages, loaded once: route, heading, shell, languages, critical path, scripts, axe; every in-site link leads to a page`, async ({
    browser,
    context,
    request,
    baseURL,
  }) => {
    test.setTimeout(480_000);
    const origin = new URL(baseURL!).origin;
    const pages = [...(await publicPaths(request)), ...NOT_FOUNDS];
    const contexts: Record<Language, BrowserContext> = {
      en: await prepare(context, baseURL!),
      hi: await prepare(await browser.newContext({ baseURL }), baseURL!),
    };

    const queue = pages.filter((_, index) => index % SHARDS === shard);
    const crawled = [...queue];
    const targets = new Set<string>();
    const misdirected: string[] = [];
    await Promise.all(
      Array.from({ length: TABS }, async () => {
        for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
          for (const target of await crawlPage(contexts[languageOfPath(path)], path, origin)) {
            // A Hindi page's links to files and the back-office keep their own addresses.
            const bare = target.replace(/^\/hi(?=\/|$)/, "") || "/";
            if (bare !== target && NOT_A_PAGE.test(bare)) misdirected.push(`${path} → ${target}`);
            else if (!NOT_A_PAGE.test(target)) targets.add(target);
          }
        }
      }),
    );
    await contexts.hi.close();
    expect(misdirected).toEqual([]);
    // The links reach the whole menu in each language crawled here (the header's links are on every page).
    for (const language of new Set(crawled.map(languageOfPath))) {
      for (const path of menuPaths()) expect(targets, path).toContain(pathInLanguage(path, language));
    }

    // Each distinct link target once per run, in parallel; a target outside the sitemap is followed for its
    // links too.
    const inSitemap = new Set(pages);
    const seen = new Set<string>();
    let round = [...targets];
    while (round.length) {
      for (const target of round) seen.add(target);
      round = round.filter(claim);
      const htmls = await Promise.all(round.map((target) => expectLinkTarget(baseURL!, target)));
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

import { expect, test, type APIRequestContext } from "@playwright/test";
import { WEB_BENCH_PAGES } from "../../scripts/bench/web-pages";

// Issue 13 / ADR 013: no public page requests JavaScript before its first paint, and none hydrates.

const benchPages = WEB_BENCH_PAGES;

/** Every public page, from the sitemap. */
async function publicPaths(request: APIRequestContext) {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  expect(paths.length).toBeGreaterThan(20);
  // The pages with forms, the directory and careers must be among them.
  expect(paths).toEqual(expect.arrayContaining(benchPages));
  return paths;
}

test("no public page has a modulepreload link, a script file in its HTML, a blocking script in its head, or React Router's scripts", async ({
  request,
}) => {
  const problems: string[] = [];
  for (const path of [...(await publicPaths(request)), "/no-such-page"]) {
    const response = await request.get(path, { headers: { Cookie: "admission_popup=closed" } });
    expect(response.status(), path).toBe(path === "/no-such-page" ? 404 : 200);
    const html = await response.text();
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
  }
  expect(problems).toEqual([]);
});

test("the benchmark's pages request their scripts only after the first contentful paint", async ({
  page,
}) => {
  for (const path of benchPages) {
    await page.goto(path, { waitUntil: "networkidle" });
    await expect(page.locator("html")).toHaveAttribute("data-enhanced", "");
    const timing = await page.evaluate(() => ({
      fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
      scripts: performance
        .getEntriesByType("resource")
        .filter(
          (entry) =>
            (entry as PerformanceResourceTiming).initiatorType === "script" || /\.js$/.test(entry.name),
        )
        .map((entry) => ({ name: entry.name, start: entry.startTime })),
    }));
    expect(timing.fcp, path).not.toBeNull();
    expect(timing.scripts.length, `${path}: the enhancement script loads`).toBeGreaterThan(0);
    for (const script of timing.scripts) {
      expect(script.start, `${path}: ${script.name}`).toBeGreaterThan(timing.fcp!);
    }
  }
});

test("scripts and styles are served precompressed with immutable caching; pages travel compressed", async ({
  request,
}) => {
  const html = await (
    await request.get("/about/whoweare", { headers: { "Accept-Encoding": "identity" } })
  ).text();
  const script = /e\.src=\\?"([^"\\]+\.js)/.exec(html)?.[1];
  const style = /<link\b[^>]*rel="stylesheet"[^>]*href="([^"]+\.css)"/.exec(html)?.[1];
  expect(script, "the enhancement script's address").toMatch(/^\/assets\/site-enhance-.+\.js$/);
  expect(style).toMatch(/^\/assets\//);
  for (const asset of [script!, style!]) {
    for (const encoding of ["br", "gzip"]) {
      const response = await request.get(asset, { headers: { "Accept-Encoding": encoding } });
      expect(response.status(), asset).toBe(200);
      expect(response.headers()["content-encoding"], `${asset} ${encoding}`).toBe(encoding);
      expect(response.headers()["vary"], asset).toMatch(/Accept-Encoding/i);
      expect(response.headers()["cache-control"], asset).toBe("public, max-age=31536000, immutable");
    }
  }
  for (const encoding of ["br", "gzip"]) {
    const page = await request.get("/about/whoweare", { headers: { "Accept-Encoding": encoding } });
    expect(page.headers()["content-encoding"], `page ${encoding}`).toBe(encoding);
    expect((await page.body()).length).toBeGreaterThan(0);
  }
});

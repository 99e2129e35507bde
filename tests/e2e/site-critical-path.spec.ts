import { expect, test } from "@playwright/test";

// Issue 13 / ADR 013: assets travel precompressed and cached. (No JavaScript before the first paint and no
// hydration, on every public page: site-crawl.spec.ts.)

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

import { expect, test } from "@playwright/test";
import routeConfig from "../../app/routes";

// Issue 19, finding 13: a NUL byte in a page's address or query is refused (404/400) before any loader runs,
// on the built app with React Router rendering the pages. The API's routes: server/http/request-text.test.ts.
type PageRoute = { path?: string; children?: PageRoute[] };
function pagePaths(routes: PageRoute[], prefix = ""): string[] {
  return routes.flatMap((route) => {
    const path = route.path === undefined ? prefix : `${prefix}/${route.path}`.replace(/\/+/g, "/");
    return [...(route.path !== undefined ? [path] : []), ...pagePaths(route.children ?? [], path)];
  });
}
const withNul = (path: string) => {
  const replaced = path.replace(/:[A-Za-z0-9_]+\??/g, "%00").replace(/\*/g, "%00");
  return replaced === path ? `${path.replace(/\/$/, "")}/%00` : replaced;
};

test("every page route answers a NUL in its address or query with 4xx, never 500", async ({ request }) => {
  const paths = [...new Set(pagePaths(routeConfig as PageRoute[]))];
  expect(paths.length).toBeGreaterThan(20);
  const failures: string[] = [];
  for (const path of paths) {
    for (const url of [withNul(path), `${path}?search=%00&page=%00&category=%00`, `${path}?preview=%00`]) {
      const response = await request.get(url, { maxRedirects: 0 });
      if (response.status() < 400 || response.status() >= 500) failures.push(`${url} → ${response.status()}`);
    }
  }
  expect(failures).toEqual([]);
});

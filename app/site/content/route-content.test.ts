import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { publishedDocuments } from "~/content/documents";
import { siteRoutes } from "~/routes/site/site-routes";
import { HOSPITAL_SERVICE_PATHS } from "../../../contract/collections/hospital-services";
import { LEADER_PAGES } from "../../../contract/collections/leaders";
import { universityPage } from "../../../contract/collections/universities";

interface RouteLike {
  id?: string;
  file: string;
  children?: RouteLike[];
}

const flatten = (routes: RouteLike[]): RouteLike[] =>
  routes.flatMap((r) => [r, ...flatten(r.children ?? [])]);
const routesOf = (file: string) =>
  flatten(siteRoutes as RouteLike[]).filter((route) => route.file.endsWith(file));

describe("the hospital's service pages", () => {
  it("one route per record address of the hospital-services collection", () => {
    const paths = routesOf("hospitals/hospital-service.tsx").map(
      (route) => `/${(route as { path?: string }).path}`,
    );
    expect(paths.sort()).toEqual([...HOSPITAL_SERVICE_PATHS].sort());
  });
});

describe("the universities' pages", () => {
  it("one route per university the menu links, each at the address the universities collection links", () => {
    const paths = routesOf("about/university.tsx").map((route) => `/${(route as { path?: string }).path}`);
    expect(paths.sort()).toEqual([universityPage("aktu"), universityPage("buhs")]);
  });
});

describe("the leaders' pages", () => {
  it("one route per leader's page, at the address the leaders collection links", () => {
    const paths = routesOf("about/leader-message.tsx").map(
      (route) => `/${(route as { path?: string }).path}`,
    );
    expect(paths.sort()).toEqual(Object.values(LEADER_PAGES).sort());
  });
});

describe("published documents", () => {
  it("every linked PDF exists under public/ (run `npm run documents` after adding one)", () => {
    const hrefs = publishedDocuments().map((document) => document.href);
    const missing = hrefs.filter((href) => !existsSync(path.join("public", href)));
    expect(missing).toEqual([]);
  });
});

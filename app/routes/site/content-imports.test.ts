import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/** What may stay in code (issue 20): the navigation skeleton and the college's identity constants. */
const ALLOWED = new Set(["navigation", "site-config"]);

const root = path.join("app", "routes", "site");
const routeFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? routeFiles(path.join(dir, entry.name))
      : /\.tsx?$/.test(entry.name) && !entry.name.includes(".test.")
        ? [path.join(dir, entry.name)]
        : [],
  );

/** The app/content modules a file imports (by `~/content/x` or a relative path into app/content). */
function contentImports(file: string): string[] {
  const source = readFileSync(file, "utf8");
  const found = new Set<string>();
  for (const match of source.matchAll(/from\s+["']([^"']+)["']/g)) {
    const specifier = match[1]!;
    const resolved = specifier.startsWith("~/")
      ? path.join("app", specifier.slice(2))
      : specifier.startsWith(".")
        ? path.join(path.dirname(file), specifier)
        : "";
    const content = /^app[\\/]content[\\/]([\w-]+)$/.exec(path.normalize(resolved).replace(/\.tsx?$/, ""));
    if (content) found.add(content[1]!);
  }
  return [...found].sort();
}

describe("public route modules read page content through their loaders (issue 20)", () => {
  it("import nothing from app/content/ but the navigation and identity constants", () => {
    const actual: Record<string, string[]> = {};
    for (const file of routeFiles(root)) {
      const pageContent = contentImports(file).filter((name) => !ALLOWED.has(name));
      if (pageContent.length) actual[path.relative(root, file).split(path.sep).join("/")] = pageContent;
    }
    expect(actual).toEqual({});
  });
});

import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// README's "Where things are" is the newcomer's map: it must name every server domain and every browser
// spec area, so adding one without a line there fails here, saying which line to add.
const readme = readFileSync("README.md", "utf8");
const map = readme.slice(readme.indexOf("## Where things are"));

const domains = [
  ...readFileSync("server/modules.ts", "utf8").matchAll(/from "\.\/([\w-]+)\/[\w-]+\.module"/g),
].map((match) => match[1]!);
const specAreas = [
  ...new Set(
    readdirSync("tests/e2e")
      .filter((file) => file.endsWith(".spec.ts"))
      .map((file) => file.replace(/\.spec\.ts$/, "").split("-")[0]!),
  ),
];

describe("README's map of the code", () => {
  it("has its section", () => {
    expect(readme).toContain("## Where things are");
    expect(domains.length).toBeGreaterThan(10);
    expect(specAreas.length).toBeGreaterThan(5);
  });

  it.each(domains)("names the server domain %s (server/modules.ts)", (domain) => {
    expect(
      map.includes(`\`server/${domain}/\``),
      `README.md, "Where things are", lacks the domain server/${domain}/. Add under "Server domains":\n` +
        `- \`server/${domain}/\` <what it is about, in a few words>`,
    ).toBe(true);
  });

  it.each(specAreas)("names the browser spec area %s (tests/e2e)", (area) => {
    expect(
      map.includes(`\`${area}-*\``),
      `README.md, "Where things are", lacks the spec area of tests/e2e/${area}*.spec.ts. Add under "Browser spec areas":\n` +
        `- \`${area}-*\` <what these specs cover, in a few words>`,
    ).toBe(true);
  });
});

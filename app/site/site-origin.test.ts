import type { AppLoadContext } from "react-router";
import { describe, expect, it } from "vitest";
import { organisationGraph } from "./structured-data";
import { siteOrigin } from "./site-origin";

// Issue 9 item 1: canonical links, JSON-LD and the sitemap take their origin from PUBLIC_URL only.
describe("siteOrigin", () => {
  const context = { services: { config: { PUBLIC_URL: "https://college.example.in" } } } as AppLoadContext;

  it("is the configured public address, whatever Host the request names", () => {
    expect(siteOrigin(context)).toBe("https://college.example.in");
    const graph = JSON.stringify(organisationGraph(siteOrigin(context)));
    expect(graph).toContain("https://college.example.in/#college");
    expect(graph).not.toContain("evil.example");
  });
});

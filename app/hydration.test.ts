import { describe, expect, it } from "vitest";
import { hydrationOf } from "./hydration";

describe("hydrationOf", () => {
  it("is immediate unless a route says otherwise; the deepest declaration wins", () => {
    expect(hydrationOf([undefined, {}])).toBe("immediate");
    expect(hydrationOf([undefined, { hydrate: "none" }, undefined])).toBe("none");
    expect(hydrationOf([{ hydrate: "none" }, { hydrate: "immediate" }])).toBe("immediate");
    expect(hydrationOf([undefined, { hydrate: "after-paint" }, {}])).toBe("after-paint");
  });
});

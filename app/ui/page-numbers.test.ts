import { describe, expect, it } from "vitest";
import { pageItemsWithEllipses, pageWindowNumbers, rangeOf } from "./page-numbers";

describe("page numbers", () => {
  it("centres a window of five on the current page, clamped to the ends", () => {
    expect(pageWindowNumbers(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindowNumbers(6, 10)).toEqual([4, 5, 6, 7, 8]);
    expect(pageWindowNumbers(10, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(pageWindowNumbers(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindowNumbers(1, 0)).toEqual([]);
  });

  it("adds first, last and ellipses around the window", () => {
    expect(pageItemsWithEllipses(6, 12)).toEqual([1, "ellipsis-start", 4, 5, 6, 7, 8, "ellipsis-end", 12]);
    expect(pageItemsWithEllipses(1, 6)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(pageItemsWithEllipses(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it("computes the shown range", () => {
    expect(rangeOf(2, 12, 30)).toEqual({ from: 13, to: 24 });
    expect(rangeOf(3, 12, 30)).toEqual({ from: 25, to: 30 });
    expect(rangeOf(1, 10, 0)).toEqual({ from: 0, to: 0 });
  });
});

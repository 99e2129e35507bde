import { describe, expect, it } from "vitest";
import { splitAtHeadings } from "./split-at-headings";

describe("rendered Markdown cut at its section headings", () => {
  it("gives one part per second-level heading, keeping a lead-in with the first and leaving h3 alone", () => {
    const html =
      '<p>Lead</p>\n<h2>Timings</h2>\n<p>Mon</p>\n<h3>Note</h3>\n<h2 id="r">Register</h2>\n<ul><li>ID</li></ul>';
    expect(splitAtHeadings(html)).toEqual([
      "<p>Lead</p>\n",
      "<h2>Timings</h2>\n<p>Mon</p>\n<h3>Note</h3>\n",
      '<h2 id="r">Register</h2>\n<ul><li>ID</li></ul>',
    ]);
    expect(splitAtHeadings("")).toEqual([""]);
  });
});

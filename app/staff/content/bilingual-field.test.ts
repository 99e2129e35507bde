import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BilingualField, type BilingualSide } from "./bilingual-field";

const side = (value: string, extra: Partial<BilingualSide> = {}): BilingualSide => ({
  value,
  onChange: () => undefined,
  ...extra,
});
const render = (props: Parameters<typeof BilingualField>[0]) =>
  renderToStaticMarkup(createElement(BilingualField, props));
const tags = (html: string, tag: string) =>
  [...html.matchAll(new RegExp(`<${tag}\\b[^>]*>`, "g"))].map(String);

describe("the back-office's English/Hindi field pair (issue 24)", () => {
  it("puts the Hindi text beside the English: labelled (Hindi), named …Hi, lang=hi, never required", () => {
    const html = render({
      label: "Item",
      name: "rows.0.item",
      required: true,
      english: side("Hostel fee"),
      hindi: side("हॉस्टल फीस", { hint: "Optional", error: "Item (Hindi) must be at most 200 characters" }),
    });
    const [english, hindi, ...others] = tags(html, "input");
    expect(others).toEqual([]);
    expect(english).toContain('name="rows.0.item"');
    expect(english).toContain('value="Hostel fee"');
    expect(english).not.toContain("lang=");
    expect(hindi).toContain('name="rows.0.itemHi"');
    expect(hindi).toContain('lang="hi"');
    expect(hindi).toContain('value="हॉस्टल फीस"');
    expect(hindi).toContain('aria-invalid="true"');
    expect(html).toMatch(/<label[^>]*>Item<span[^>]*> \*<\/span><\/label>/);
    expect(html).toMatch(/<label[^>]*>Item \(Hindi\)<\/label>/);
    expect(html).toContain("Item (Hindi) must be at most 200 characters");
    // Two columns from `sm`, across the parent grid.
    expect(tags(html, "div")[0]).toContain("col-span-full grid sm:grid-cols-2");
  });

  it("with rows, edits multi-line texts, the Hindi one lang=hi", () => {
    const html = render({
      label: "Payment rules",
      name: "notes",
      rows: 8,
      english: side("Fees are paid by demand draft."),
      hindi: side(""),
    });
    expect(tags(html, "input")).toEqual([]);
    const [english, hindi] = tags(html, "textarea");
    expect(english).toContain('name="notes"');
    expect(english).toContain('rows="8"');
    expect(hindi).toContain('name="notesHi"');
    expect(hindi).toContain('lang="hi"');
    expect(html).toContain("Payment rules (Hindi)");
  });
});

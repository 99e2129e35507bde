import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { en } from "./messages.en";
import { hi } from "./messages.hi";

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

/** The catalogues themselves: messages.{en,hi}.ts and each area's en/*.ts, hi/*.ts. */
const CATALOGUE = /i18n\/(messages\.(en|hi)|(en|hi)\/[\w-]+)\.ts$/;

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(file) && !/\.test\./.test(file) && !CATALOGUE.test(file) ? [file] : [];
  });

describe("the public site's message catalogues (issue 24)", () => {
  it("have the same keys in English and Hindi, none empty, the same placeholders", () => {
    expect(Object.keys(hi).sort()).toEqual(Object.keys(en).sort());
    for (const [key, text] of Object.entries(en)) {
      const hindi = hi[key as keyof typeof en];
      expect(text.trim(), key).not.toBe("");
      expect(hindi.trim(), key).not.toBe("");
      expect(placeholders(hindi), key).toEqual(placeholders(text));
    }
  });

  it("write every Hindi text in Devanagari", () => {
    for (const [key, text] of Object.entries(hi)) expect(text, key).toMatch(/[\u0900-\u097F]/);
  });

  it("write OPD and IPD one way in Hindi: ओपीडी and आईपीडी (the Latin letters only in a code or official name)", () => {
    for (const [key, text] of Object.entries(hi)) expect(text, key).not.toMatch(/\b(OPD|IPD)\b/);
  });

  it("hold no key the site does not use", () => {
    const source = sourceFiles("app")
      .map((file) => readFileSync(file, "utf8"))
      .join("\n");
    const unused = Object.keys(en).filter((key) => !source.includes(`"${key}"`));
    expect(unused).toEqual([]);
  });
});

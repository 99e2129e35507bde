import { describe, expect, it } from "vitest";
import { COLLEGE_INFORMATION_FIELDS } from "../../../contract/college-information";
import { MSR_GAPS, msrGapText, readMsrGap, type MsrGap } from "../../../contract/msr-hub";
import { messagesOf } from "~/site/i18n/messages";
import { gapText } from "./msr-text";

/** A value for each of the templates' placeholders, as the records service fills them in. */
const SAMPLE: Record<string, string> = {
  post: "Medical Superintendent",
  department: "General Medicine",
  course: "MD General Medicine",
  level: "PG",
  batch: "2025-26",
  since: "2025-11-27",
  university: "BUHS",
  office: "Vice-Chancellor",
  designation: "Registrar",
  month: "November 2025",
};

const hindi = messagesOf("hi");

describe("an MSR item's gaps (issue 24)", () => {
  it("are read back from their words to the template and values the records service filled in", () => {
    for (const gap of Object.keys(MSR_GAPS) as MsrGap[]) {
      const text = msrGapText(gap, SAMPLE);
      const read = readMsrGap(text);
      expect(read?.gap, text).toBe(gap);
      for (const [name, value] of Object.entries(read!.values))
        expect(value, `${gap}.${name}`).toBe(SAMPLE[name]);
    }
    expect(readMsrGap("Something the service never says")).toBeNull();
  });

  it("are said in Hindi on a Hindi page, with the posts, offices, days and months in Hindi too", () => {
    expect(gapText(hindi, msrGapText("noQualification", { post: "Principal" }))).toBe(
      "प्रिंसिपल: योग्यता दर्ज नहीं",
    );
    expect(gapText(hindi, msrGapText("noOfficer", { university: "BUHS", office: "Vice-Chancellor" }))).toBe(
      "BUHS: कुलपति दर्ज नहीं",
    );
    expect(gapText(hindi, msrGapText("noClinical", { month: "November 2025" }))).toBe(
      "नवंबर 2025 की क्लिनिकल सामग्री दर्ज नहीं",
    );
    expect(gapText(hindi, msrGapText("noPublications", { since: "2025-11-27" }))).toBe(
      "27 नवंबर 2025 से कोई शोध प्रकाशन दर्ज नहीं",
    );
    expect(gapText(hindi, COLLEGE_INFORMATION_FIELDS.beds.label)).toBe("कुल बिस्तर");
    // Words no template gives stay English (the page marks them lang="en"); an English page shows them as they are.
    expect(gapText(hindi, "Something the service never says")).toBeNull();
    expect(gapText(messagesOf("en"), "Principal: qualification not recorded")).toBe(
      "Principal: qualification not recorded",
    );
  });
});

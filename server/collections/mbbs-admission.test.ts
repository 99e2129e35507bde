import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mbbsAdmissionCollection } from "../../contract/collections/mbbs-admission";
import { createTestApp, type TestApp } from "../test-support/test-app";

let t: TestApp;
let editor: string;
beforeAll(async () => {
  t = await createTestApp();
  editor = await t.signInAs("editor");
  await t.services.collections.seed();
});
afterAll(() => t.close());

type Row = { category: string; percentile: string; qualifying: string };
type MbbsAdmission = {
  _id: string;
  title: string;
  neetRows: Row[];
  seatRows: { category: string; share: string }[];
  eligibility: { text: string }[];
  status?: string;
};
const list = async (token?: string) =>
  (await (await t.json("GET", "/api/mbbs-admission", undefined, token)).json()).data
    .mbbsAdmissions as MbbsAdmission[];
const shown = async (preview = false) =>
  (await t.services.collections.pages(mbbsAdmissionCollection).records({ preview }))[0];

describe("the MBBS Admission page's text", () => {
  it("starts as the page showed it in code, in one record", async () => {
    const [page, ...more] = await list();
    expect(more).toEqual([]);
    expect(page!.title).toBe("MBBS Admission");
    expect(page!.neetRows.map((row) => row.percentile)).toEqual(["50", "40", "45"]);
    expect(page!.seatRows.map((row) => `${row.category} ${row.share}`)).toEqual([
      "NRI/OCI/PIO 15%",
      "General 35%",
      "Muslim Minority 50%",
    ]);
    expect(page!.eligibility).toHaveLength(5);
    expect(page).not.toHaveProperty("status");
  });

  it("starts with every text the page shows in Hindi too (issue 24), the figures as in English", async () => {
    const [hindi] = await t.services.collections.pages(mbbsAdmissionCollection).records({ language: "hi" });
    expect(hindi!.fallbacks).toEqual([]);
    expect(hindi!.basis).toMatch(/^MBBS पाठ्यक्रम में प्रवेश .*\(NEET-UG\)/);
    expect(hindi!.neetNote).toMatch(/^2024-25 के लिए NEET का न्यूनतम पर्सेंटाइल .*50.*40.*45/);
    expect(hindi!.reservation).toMatch(/आधी सीटें मुस्लिम अल्पसंख्यक उम्मीदवारों के लिए आरक्षित/);
    expect(hindi!.reservation).toMatch(/SC, ST, OBC, EWS/);
  });

  it("lets editors change it (a draft waits for publishing); other roles are refused; a second record is refused", async () => {
    const [page] = await list(editor);
    for (const role of ["admissions", "faculty-records", "hospital-desk"] as const) {
      const token = await t.signInAs(role);
      const refused = await t.json("PATCH", `/api/mbbs-admission/${page!._id}`, { title: "x" }, token);
      expect(refused.status, role).toBe(403);
    }
    const neetRows = page!.neetRows.map((row, index) => (index === 0 ? { ...row, percentile: "45" } : row));
    const draft = await t.json(
      "PATCH",
      `/api/mbbs-admission/${page!._id}`,
      { neetRows, status: "draft" },
      editor,
    );
    expect(draft.status).toBe(200);
    expect((await shown())!.neetRows[0]!.percentile).toBe("50");
    expect((await shown(true))!.neetRows[0]!.percentile).toBe("45");
    await t.json("PATCH", `/api/mbbs-admission/${page!._id}`, { status: "published" }, editor);
    expect((await shown())!.neetRows[0]!.percentile).toBe("45");

    const second = await t.json("POST", "/api/mbbs-admission", { ...page, _id: undefined }, editor);
    expect(second.status).toBe(409);
  });

  it("refuses an empty seat table, a row without its share and an empty criterion, naming the field; nothing changes", async () => {
    const [page] = await list(editor);
    const [first] = page!.seatRows;
    for (const [patch, field] of [
      [{ seatRows: [] }, "seatRows"],
      [{ seatRows: [{ ...first, share: "" }] }, "seatRows.0.share"],
      [{ eligibility: [{ text: "" }] }, "eligibility.0.text"],
    ] as const) {
      const response = await t.json("PATCH", `/api/mbbs-admission/${page!._id}`, patch, editor);
      expect(response.status, JSON.stringify(patch)).toBe(400);
      expect((await response.json()).errors[0].field).toBe(field);
    }
    const [after] = await list(editor);
    expect(after!.seatRows).toEqual(page!.seatRows);
    expect(after!.eligibility).toEqual(page!.eligibility);
  });
});

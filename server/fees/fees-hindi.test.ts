import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { feeTableIn } from "../../contract/fees";
import { createTestApp, type TestApp } from "../test-support/test-app";
import { DEFAULT_FEE_TABLES } from "./fees.defaults";
import { feeTables, feeTableSessions } from "./fees.schema";

let t: TestApp;
let editor: string;
beforeAll(async () => {
  t = await createTestApp();
  editor = await t.signInAs("editor");
});
afterAll(() => t.close());

const read = async (url: string, token?: string) =>
  (await (await t.json("GET", url, undefined, token)).json()).data;
const put = (id: string, body: unknown) => t.json("PUT", `/api/fees/${id}`, body, editor);
const pg = (changes: Record<string, unknown> = {}) => ({
  status: "published",
  ...DEFAULT_FEE_TABLES.pg,
  ...changes,
});

describe("fee tables in Hindi (issue 24)", () => {
  it("saves each row's Hindi item, unit and terms and the Hindi notes; staff and visitors read them back", async () => {
    const [first, ...rest] = DEFAULT_FEE_TABLES.pg.rows;
    const rows = [{ ...first!, itemHi: "छात्रावास शुल्क (AC कमरा)", unitHi: "", termsHi: "  " }, ...rest];
    const notes = ["Fees are paid by demand draft.", "The tuition fee is due each year.", "No cash."];
    const response = await put("pg", pg({ rows, notes, notesHi: ["फीस डिमांड ड्राफ्ट से जमा होती है।", ""] }));
    expect(response.status).toBe(200);
    const saved = (await response.json()).data;
    expect(saved.rows[0]).toMatchObject({ itemHi: "छात्रावास शुल्क (AC कमरा)", unitHi: "", termsHi: "" });
    expect(saved.notesHi).toEqual(["फीस डिमांड ड्राफ्ट से जमा होती है।", ""]);
    expect(await read("/api/fees/pg", editor)).toMatchObject({ rows: saved.rows, notesHi: saved.notesHi });
    expect(await read(`/api/fees/pg/sessions/${saved.session}`, editor)).toMatchObject({
      rows: saved.rows,
      notesHi: saved.notesHi,
    });
    // Visitors read the English alone (the Hindi with ?language=hi, below).
    const visitor = await read("/api/fees/pg");
    expect(visitor).toMatchObject({ notes, fallbacks: [] });
    expect(visitor.rows[0]).toMatchObject({ item: first!.item });
    expect(visitor).not.toHaveProperty("notesHi");
    expect(visitor.rows[0]).not.toHaveProperty("itemHi");

    // A Hindi page: the Hindi texts, the English where there is none, listed in fallbacks.
    const hindi = feeTableIn(await t.services.fees.current("pg"), "hi");
    expect(hindi.rows[0]).toMatchObject({ item: "छात्रावास शुल्क (AC कमरा)", unit: "per year" });
    expect(hindi.notes).toEqual(["फीस डिमांड ड्राफ्ट से जमा होती है।", notes[1], notes[2]]);
    expect(hindi.fallbacks).toEqual(["rows.0.unit", "rows.0.terms", "notes.1", "notes.2"]);
    const english = feeTableIn(await t.services.fees.current("pg"), "en");
    expect(english.rows[0]!.item).toBe("Hostel fee");
    expect(english.fallbacks).toEqual([]);
  });

  it("answers a visitor's ?language=hi in Hindi, English where a Hindi text is empty (in fallbacks), without the Hindi source fields", async () => {
    const stored = await read("/api/fees/pg", editor);
    const hindi = await read("/api/fees/pg?language=hi");
    expect(hindi.rows[0]).toEqual({
      item: "छात्रावास शुल्क (AC कमरा)",
      amount: stored.rows[0].amount,
      currency: stored.rows[0].currency,
      unit: stored.rows[0].unit,
      terms: stored.rows[0].terms,
    });
    expect(hindi.rows[1]).toMatchObject({ item: stored.rows[1].itemHi, unit: stored.rows[1].unitHi });
    expect(hindi.notes).toEqual(["फीस डिमांड ड्राफ्ट से जमा होती है।", stored.notes[1], stored.notes[2]]);
    expect(hindi.fallbacks).toEqual(["rows.0.unit", "rows.0.terms", "notes.1", "notes.2"]);
    expect(hindi).not.toHaveProperty("notesHi");
    expect(hindi).toMatchObject({ _id: "pg", session: stored.session, courses: stored.courses });

    // The list and a session's table take it too; ?language=en is the English without the Hindi.
    const [, listed] = await read("/api/fees?language=hi");
    expect(listed).toEqual(hindi);
    expect(await read(`/api/fees/pg/sessions/${stored.session}?language=hi`)).toEqual(hindi);
    const english = await read("/api/fees/pg?language=en");
    expect(english.rows[0]).toEqual({ ...hindi.rows[0], item: stored.rows[0].item });
    expect(english).toMatchObject({ notes: stored.notes, fallbacks: [] });
    expect(english).not.toHaveProperty("notesHi");

    // Staff read the table as stored for the editor, whatever language they ask.
    expect(await read("/api/fees/pg?language=hi", editor)).toEqual(stored);
    for (const url of [
      "/api/fees?language=fr",
      "/api/fees/pg?language=",
      `/api/fees/pg/sessions/${stored.session}?language=HI`,
    ]) {
      const refused = await t.json("GET", url);
      expect(refused.status, url).toBe(400);
      expect((await refused.json()).errors, url).toEqual([
        { field: "language", message: "language must be one of: en, hi" },
      ]);
    }
  });

  it("answers a visitor who asks no language in English only, without the staff's Hindi source fields, as the pop-up does", async () => {
    const stored = await read("/api/fees/pg", editor);
    expect(stored.rows[1].itemHi).not.toBe("");
    const english = await read("/api/fees/pg?language=en");
    const hindiFields = ["notesHi", "hasDraft"];
    for (const [url, answer] of [
      ["/api/fees/pg", await read("/api/fees/pg")],
      ["/api/fees (pg)", (await read("/api/fees"))[1]],
      [`/api/fees/pg/sessions/${stored.session}`, await read(`/api/fees/pg/sessions/${stored.session}`)],
    ] as const) {
      expect(answer, url).toEqual(english);
      for (const field of hindiFields) expect(answer, url).not.toHaveProperty(field);
      for (const row of answer.rows)
        expect(Object.keys(row).sort(), url).toEqual(["amount", "currency", "item", "terms", "unit"]);
    }
    expect(english).toMatchObject({ notes: stored.notes, fallbacks: [] });
    expect(english.rows[1]).toMatchObject({ item: stored.rows[1].item, unit: stored.rows[1].unit });

    // Staff (content:write) read a session's table as stored too, for the editor; other roles as visitors.
    expect(await read(`/api/fees/pg/sessions/${stored.session}`, editor)).toMatchObject({
      rows: stored.rows.map(({ itemHi }: { itemHi: string }) => ({ itemHi })),
      notesHi: stored.notesHi,
    });
    const reader = await t.signInAs("admissions");
    expect(await read("/api/fees/pg", reader)).toEqual(english);

    // The OpenAPI document describes both shapes: the staff's with the Hindi texts, the visitors' without.
    const doc = await (await t.json("GET", "/api/openapi.json")).json();
    const answer = JSON.stringify(doc.paths["/fees/{id}"].get.responses["200"]);
    expect(answer).toContain('"notesHi"');
    expect(answer).toContain('"fallbacks"');
  });

  it("refuses a Hindi text that is too long, or more Hindi notes than notes, with 400 naming the field; nothing is stored", async () => {
    const before = await read("/api/fees/ug", editor);
    const rows = DEFAULT_FEE_TABLES.ug.rows;
    const ug = (changes: Record<string, unknown>) => ({
      status: "published",
      ...DEFAULT_FEE_TABLES.ug,
      ...changes,
    });
    const cases: [unknown, string, string][] = [
      [
        ug({ rows: [rows[0], { ...rows[1], itemHi: "फ".repeat(201) }] }),
        "rows.1.itemHi",
        "Row 2: Item (Hindi) must be at most 200 characters",
      ],
      [
        ug({ rows: [{ ...rows[0], unitHi: "प्रति वर्ष".repeat(5) }] }),
        "rows.0.unitHi",
        "Row 1: Unit (Hindi) must be at most 40 characters",
      ],
      [
        ug({ notesHi: ["न".repeat(1001)] }),
        "notesHi.0",
        "Hindi note 1: Note (Hindi) must be at most 1000 characters",
      ],
      [
        ug({ notes: ["One rule."], notesHi: ["एक नियम।", "दूसरा नियम।"] }),
        "notesHi",
        "There are more payment rules in Hindi than in English: each Hindi rule is the English rule in its place",
      ],
      [ug({ notesHi: "सभी नियम" }), "notesHi", "Invalid input: expected array, received string"],
    ];
    for (const [body, field, message] of cases) {
      const response = await put("ug", body);
      expect(response.status, field).toBe(400);
      const failure = await response.json();
      expect(failure.errors, field).toEqual([{ field, message }]);
    }
    expect(await read("/api/fees/ug", editor)).toEqual(before);
  });

  it("reads a version stored before the Hindi texts existed: none, and the Hindi page shows the English", async () => {
    const { notesHi: _notesHi, rows, ...old } = DEFAULT_FEE_TABLES.ug;
    const oldContent = {
      ...old,
      session: "2024-25",
      rows: rows.map(({ itemHi: _item, unitHi: _unit, termsHi: _terms, ...row }) => row),
    };
    await t.db.delete(feeTables).where(eq(feeTables.id, "ug"));
    await t.db.insert(feeTables).values({ id: "ug", published: oldContent });
    await t.db.insert(feeTableSessions).values({ tableId: "ug", session: "2024-25", content: oldContent });
    await put("ug", { status: "draft", ...DEFAULT_FEE_TABLES.ug, session: "2024-25" }); // clears the cache

    // Staff read the published version as stored (their working version is the draft just saved).
    const stored = await read("/api/fees/ug/sessions/2024-25", editor);
    expect(stored.rows[0]).toMatchObject({ item: rows[0]!.item, itemHi: "", unitHi: "", termsHi: "" });
    expect(stored.notesHi).toEqual([]);
    const current = await read("/api/fees/ug");
    expect(current.session).toBe("2024-25");
    expect(current.rows[0]).toEqual({
      item: rows[0]!.item,
      amount: rows[0]!.amount,
      currency: rows[0]!.currency,
      unit: rows[0]!.unit,
      terms: rows[0]!.terms,
    });
    const hindi = feeTableIn(await t.services.fees.current("ug"), "hi");
    expect(hindi.rows[0]!.item).toBe(rows[0]!.item);
    expect(hindi.fallbacks).toContain("rows.0.item");
    expect(hindi.fallbacks).toContain(`notes.${old.notes.length - 1}`);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { feePaymentCollection } from "../../contract/collections/fee-payment";
import { createTestApp, type TestApp } from "../test-support/test-app";

let t: TestApp;
let editor: string;
beforeAll(async () => {
  t = await createTestApp();
  editor = await t.signInAs("editor");
  await t.services.collections.seed();
});
afterAll(() => t.close());

type Account = { purpose: string; accountNumber: string; ifsc: string };
type FeePayment = { _id: string; accounts: Account[]; confirmationNote: string; status?: string };
const list = async (token?: string) =>
  (await (await t.json("GET", "/api/fee-payment", undefined, token)).json()).data.feePayments as FeePayment[];
const shown = async (preview = false) =>
  (await t.services.collections.pages(feePaymentCollection).records({ preview }))[0];

describe("bank details and the admission-confirmation note (both fee pages)", () => {
  it("start as the fee pages showed them: two accounts and the note, in one record", async () => {
    const [payment, ...more] = await list();
    expect(more).toEqual([]);
    expect(payment!.accounts.map((account) => account.accountNumber)).toEqual([
      "50200048213376",
      "50200048213390",
    ]);
    expect(payment!.confirmationNote).toBe("Admission is confirmed only if the full first-year fee is paid.");
    expect(payment).not.toHaveProperty("status");
  });

  it("starts with its line, the accounts' purposes and the note in Hindi too (issue 24); the bank details as they are", async () => {
    const [hindi] = await t.services.collections.pages(feePaymentCollection).records({ language: "hi" });
    expect(hindi!.fallbacks).toEqual([]);
    expect(hindi!.intro).toMatch(/डिमांड ड्राफ्ट/);
    expect(hindi!.accounts.map((account) => account.purpose)).toEqual([
      "ट्यूशन फीस का खाता",
      expect.stringMatching(/^अन्य फीस का खाता/),
    ]);
    expect(hindi!.accounts.map((account) => account.accountNumber)).toEqual([
      "50200048213376",
      "50200048213390",
    ]);
    expect(hindi!.confirmationNote).toBe("पहले वर्ष की पूरी फीस जमा होने पर ही प्रवेश पक्का माना जाता है।");
  });

  it("lets editors and admins change it; other roles are refused; a second record is refused", async () => {
    const [payment] = await list(editor);
    expect(payment!.status).toBe("published");
    for (const role of ["admissions", "faculty-records", "hospital-desk"] as const) {
      const token = await t.signInAs(role);
      const refused = await t.json(
        "PATCH",
        `/api/fee-payment/${payment!._id}`,
        { confirmationNote: "x" },
        token,
      );
      expect(refused.status, role).toBe(403);
    }
    const note = "Admission is confirmed only when the first-year fee reaches the college's account.";
    const admin = await t.signInAs("admin");
    expect(
      (await t.json("PATCH", `/api/fee-payment/${payment!._id}`, { confirmationNote: note }, admin)).status,
    ).toBe(200);
    expect((await shown())!.confirmationNote).toBe(note);
    const second = await t.json(
      "POST",
      "/api/fee-payment",
      { intro: "x", accounts: payment!.accounts, confirmationNote: "y", status: "published" },
      editor,
    );
    expect(second.status).toBe(409);
  });

  it("refuses no account, an account without its IFSC and an over-long IFSC, naming the field; nothing changes", async () => {
    const [payment] = await list(editor);
    const [first, second] = payment!.accounts;
    for (const [patch, field] of [
      [{ accounts: [] }, "accounts"],
      [{ accounts: [{ ...first, ifsc: "" }] }, "accounts.0.ifsc"],
      [{ accounts: [first, { ...second, ifsc: "PTCB00014270000" }] }, "accounts.1.ifsc"],
    ] as const) {
      const response = await t.json("PATCH", `/api/fee-payment/${payment!._id}`, patch, editor);
      expect(response.status, JSON.stringify(patch)).toBe(400);
      expect((await response.json()).errors[0].field).toBe(field);
    }
    expect((await list(editor))[0]!.accounts).toEqual(payment!.accounts);
  });

  it("a draft change stays off the fee pages until published; a staff preview shows it", async () => {
    const [payment] = await list(editor);
    const accounts = payment!.accounts.map((account, index) =>
      index === 0 ? { ...account, accountNumber: "50200099990001" } : account,
    );
    const draft = await t.json(
      "PATCH",
      `/api/fee-payment/${payment!._id}`,
      { accounts, status: "draft" },
      editor,
    );
    expect(draft.status).toBe(200);
    expect((await shown())!.accounts[0]!.accountNumber).toBe("50200048213376");
    expect((await list())[0]!.accounts[0]!.accountNumber).toBe("50200048213376");
    expect((await shown(true))!.accounts[0]!.accountNumber).toBe("50200099990001");
    await t.json("PATCH", `/api/fee-payment/${payment!._id}`, { status: "published" }, editor);
    expect((await shown())!.accounts[0]!.accountNumber).toBe("50200099990001");
  });
});

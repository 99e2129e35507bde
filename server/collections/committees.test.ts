import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { committeesCollection, SAFETY_BODY_SLUGS } from "../../contract/collections/committees";
import { createTestApp, type TestApp } from "../test-support/test-app";

let t: TestApp;
let editor: string;
beforeAll(async () => {
  t = await createTestApp();
  editor = await t.signInAs("editor");
  await t.services.collections.seed();
});
afterAll(() => t.close());

type Member = { name: string; role: string; phone: string | null; email: string | null };
type Committee = { _id: string; name: string; safetyRole: string | null; listed: boolean; members: Member[] };
const list = async (token?: string) =>
  (await (await t.json("GET", "/api/committees?limit=100", undefined, token)).json()).data
    .committees as Committee[];
const antiRagging = async () =>
  (await list()).find((committee) => committee.name === "Anti Ragging Committee")!;

describe("committees", () => {
  it("start as the College Committees page's 16 tiles in the spec's order, and an office for every safety role", async () => {
    const committees = await list();
    const listed = committees.filter((committee) => committee.listed).map((committee) => committee.name);
    expect(listed).toHaveLength(16);
    expect(listed.slice(0, 3)).toEqual([
      "Scientific Committee",
      "Medical Education Unit",
      "Anti Ragging Committee",
    ]);
    expect(listed.at(-1)).toBe("House Allotment Committee");
    expect(new Set(committees.map((committee) => committee.safetyRole).filter(Boolean))).toEqual(
      new Set(SAFETY_BODY_SLUGS),
    );
    // No invented people: the college enters its members.
    expect(committees.every((committee) => committee.members.length === 0)).toBe(true);
  });

  it("an editor adds members with tap-to-call phones; /safety's records show them once published", async () => {
    const committee = await antiRagging();
    const members = [
      {
        name: "Dr. Test Chair",
        role: "Chairperson",
        phone: "+91 612 000 0001",
        email: "chair@example.edu.in",
      },
      { name: "Dr. Test Member", role: "Member" },
    ];
    const draft = await t.json(
      "PATCH",
      `/api/committees/${committee._id}`,
      { members, status: "draft" },
      editor,
    );
    expect(draft.status).toBe(200);
    const pages = t.services.collections.pages(committeesCollection);
    const published = async () =>
      (await pages.records()).find((record) => record.safetyRole === "anti-ragging-committee")!;
    expect((await published()).members).toEqual([]);

    const live = await t.json("PATCH", `/api/committees/${committee._id}`, { status: "published" }, editor);
    expect(live.status).toBe(200);
    expect((await published()).members).toEqual([
      {
        name: "Dr. Test Chair",
        role: "Chairperson",
        phone: "+91 612 000 0001",
        email: "chair@example.edu.in",
      },
      { name: "Dr. Test Member", role: "Member", phone: null, email: null },
    ]);
  });

  it("refuses a member without a name, a bad phone or e-mail and an unknown safety role, naming the field, and changes nothing", async () => {
    const committee = await antiRagging();
    for (const [patch, field] of [
      [{ members: [{ name: " ", role: "Member" }] }, "members.0.name"],
      [{ members: [{ name: "A", role: "Member", phone: "call me" }] }, "members.0.phone"],
      [{ members: [{ name: "A", role: "Member", email: "not-an-address" }] }, "members.0.email"],
      [{ safetyRole: "vigilance" }, "safetyRole"],
    ] as const) {
      const response = await t.json("PATCH", `/api/committees/${committee._id}`, patch, editor);
      expect(response.status, JSON.stringify(patch)).toBe(400);
      expect((await response.json()).errors[0].field).toBe(field);
    }
    expect((await antiRagging()).members.map((member) => member.name)).toEqual([
      "Dr. Test Chair",
      "Dr. Test Member",
    ]);
  });

  it("only editors and admins write; other roles, the committee roles among them, get 403", async () => {
    const committee = await antiRagging();
    for (const role of [
      "admissions",
      "faculty-records",
      "grievance",
      "internal-committee",
      "hospital-desk",
    ] as const) {
      const token = await t.signInAs(role);
      const response = await t.json("PATCH", `/api/committees/${committee._id}`, { members: [] }, token);
      expect(response.status, role).toBe(403);
    }
    expect((await antiRagging()).members).toHaveLength(2);
  });
});

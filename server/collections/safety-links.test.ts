import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { safetyLinksCollection, safetyLinkTarget } from "../../contract/collections/safety-links";
import { createTestApp, type TestApp } from "../test-support/test-app";

let t: TestApp;
let editor: string;
beforeAll(async () => {
  t = await createTestApp();
  editor = await t.signInAs("editor");
  await t.services.collections.seed();
});
afterAll(() => t.close());

type SafetyLink = {
  _id: string;
  kind: string;
  label: string;
  phone: string | null;
  email: string | null;
  url: string | null;
  status?: string;
};
const list = async (token?: string) =>
  (await (await t.json("GET", "/api/safety-links?limit=100", undefined, token)).json()).data
    .safetyLinks as SafetyLink[];
const pages = () => t.services.collections.pages(safetyLinksCollection);

describe("helplines, undertaking and regulations (/safety)", () => {
  it("start as the page showed them: three helplines, the undertaking and four regulations, in order", async () => {
    const links = await list();
    expect(links.map((link) => link.kind)).toEqual([
      "helpline",
      "helpline",
      "helpline",
      "undertaking",
      "regulation",
      "regulation",
      "regulation",
      "regulation",
    ]);
    expect(links[0]).toMatchObject({ label: "National Anti-Ragging Helpline", phone: "1800-180-5522" });
    expect(safetyLinkTarget(links[0]!)).toEqual({
      href: "tel:18001805522",
      text: "1800-180-5522",
      kind: "tel",
    });
    expect(safetyLinkTarget(links[1]!)).toMatchObject({
      href: "mailto:helpline@antiragging.in",
      kind: "mail",
    });
    expect(safetyLinkTarget(links[3]!)).toMatchObject({ href: "https://www.antiragging.in", kind: "web" });
  });

  it("lets editors and admins write; other roles are refused and read what visitors read", async () => {
    const [first] = await list();
    for (const role of ["admissions", "faculty-records", "hospital-desk", "grievance"] as const) {
      const token = await t.signInAs(role);
      const refused = await t.json("PATCH", `/api/safety-links/${first!._id}`, { detail: "x" }, token);
      expect(refused.status, role).toBe(403);
      expect((await list(token))[0]).not.toHaveProperty("status");
    }
    expect((await list())[0]).not.toHaveProperty("status");
    expect((await list(editor))[0]).toHaveProperty("status", "published");
    const admin = await t.signInAs("admin");
    const changed = await t.json(
      "PATCH",
      `/api/safety-links/${first!._id}`,
      { detail: "Free, 24 hours, in 12 languages, also by SMS" },
      admin,
    );
    expect(changed.status).toBe(200);
    expect((await pages().records())[0]).toMatchObject({
      detail: "Free, 24 hours, in 12 languages, also by SMS",
    });
  });

  it("refuses a bad phone, e-mail or web address and a missing name or kind, naming the field; nothing is stored", async () => {
    const before = await list(editor);
    for (const [body, field] of [
      [{ kind: "helpline", label: "X", phone: "call me", position: 9 }, "phone"],
      [{ kind: "helpline", label: "X", email: "not-an-address", position: 9 }, "email"],
      [{ kind: "regulation", label: "X", url: "javascript:alert(1)", position: 9 }, "url"],
      [{ kind: "helpline", phone: "1800-180-5522", position: 9 }, "label"],
      [{ kind: "poster", label: "X", position: 9 }, "kind"],
    ] as const) {
      const response = await t.json("POST", "/api/safety-links", body, editor);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await response.json()).errors[0].field).toBe(field);
    }
    expect(await list(editor)).toHaveLength(before.length);
  });

  it("a new helpline saved as a draft stays off the page until published; a staff preview shows it", async () => {
    const valid = await t.json(
      "POST",
      "/api/safety-links",
      {
        kind: "helpline",
        label: "Women helpline (Bihar)",
        detail: "24 hours",
        phone: "+91 612 555 0181",
        position: 4,
        status: "draft",
      },
      editor,
    );
    expect(valid.status).toBe(201);
    const { _id } = (await valid.json()).data;
    expect((await list()).map((link) => link._id)).not.toContain(_id);
    expect((await pages().records()).map((link) => link._id)).not.toContain(_id);
    expect((await pages().records({ preview: true })).find((link) => link._id === _id)).toMatchObject({
      draft: true,
    });
    expect((await t.json("PATCH", `/api/safety-links/${_id}`, { status: "published" }, editor)).status).toBe(
      200,
    );
    expect((await pages().records()).map((link) => link.label)).toContain("Women helpline (Bihar)");
  });
});

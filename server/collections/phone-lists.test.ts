import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLES, can } from "../../contract/permissions";
import { auditLog } from "../audit/audit.schema";
import { siteSettings } from "../site-settings/site-settings.schema";
import { expectStaffOnly } from "../test-support/staff-only";
import { migrationStatements } from "../test-support/migration-statements";
import { createTestApp, type TestApp } from "../test-support/test-app";
import { collectionRecords } from "./collections.schema";

let t: TestApp;
let editor: string;
beforeAll(async () => {
  t = await createTestApp();
  editor = await t.signInAs("editor");
  await t.services.collections.seed();
});
afterAll(() => t.close());

type PhoneListOut = {
  _id: string;
  name: string | { en: string; hi: string | null };
  key: string;
  numbers: { number: string }[];
  onContactPage: boolean;
  status?: string;
};
const lists = async (token?: string) =>
  (await (await t.json("GET", "/api/phone-lists?limit=100", undefined, token)).json()).data
    .phoneLists as PhoneListOut[];
const settings = async () => (await (await t.json("GET", "/api/site-settings")).json()).data;
const listBody = (overrides: Record<string, unknown> = {}) => ({
  name: "Admissions office",
  key: "admissions",
  numbers: [{ number: "+91 612 555 0150" }],
  onContactPage: true,
  position: 6,
  status: "published",
  ...overrides,
});

describe("named phone lists (issue 20)", () => {
  it("start as the contact page, footer and Emergency page showed them, public, in order", async () => {
    const seeded = await lists();
    expect(seeded.map((list) => [list.key, list.name])).toEqual([
      ["principal", "Principal's office"],
      ["hospital-reception", "Hospital reception"],
      ["it-office", "IT office"],
      ["emergency", "Emergency (24x7)"],
      ["ambulance", "Ambulance"],
    ]);
    expect(seeded[4]!.numbers).toEqual([{ number: "+91 612 555 0102" }, { number: "108" }]);
    expect(seeded[0]).not.toHaveProperty("status");
    // The site settings carry them as before: phoneDirectory by camelCase key, and the lists themselves.
    const contact = await settings();
    expect(contact.phoneDirectory).toEqual({
      principal: ["+91 612 555 0101", "+91 98355 50101"],
      hospitalReception: ["+91 612 555 0142", "+91 612 555 0143", "+91 98355 50142"],
      itOffice: ["+91 612 555 0188", "+91 98355 50188"],
      emergency: ["+91 612 555 0100", "+91 98355 50100"],
      ambulance: ["+91 612 555 0102", "108"],
    });
    expect(contact.phoneLists[3]).toEqual({
      key: "emergency",
      name: "Emergency (24x7)",
      numbers: ["+91 612 555 0100", "+91 98355 50100"],
      onContactPage: true,
    });
  });

  it("let editors and admins add and change lists; other roles get 403, visitors 401", async () => {
    await expectStaffOnly(t, "POST", "/api/phone-lists", listBody());
    const [first] = await lists();
    for (const role of ROLES) {
      if (can(role, "content:write")) continue;
      const token = await t.signInAs(role);
      expect((await t.json("POST", "/api/phone-lists", listBody(), token)).status, role).toBe(403);
      expect(
        (await t.json("PATCH", `/api/phone-lists/${first!._id}`, { onContactPage: false }, token)).status,
        role,
      ).toBe(403);
      expect(
        (await t.json("PATCH", "/api/site-settings", { phoneDirectory: { principal: ["108"] } }, token))
          .status,
        role,
      ).toBe(403);
    }
    expect(await lists()).toHaveLength(5);
    expect((await settings()).phoneDirectory.principal).toEqual(["+91 612 555 0101", "+91 98355 50101"]);
  });

  it("refuse a bad number, key or name and a list without numbers, naming the field; nothing is stored", async () => {
    const before = await lists(editor);
    for (const [body, field, message] of [
      [
        listBody({ numbers: [{ number: "call the office" }] }),
        "numbers.0.number",
        "Number must be a phone number (digits, +, spaces, dashes)",
      ],
      [
        listBody({ numbers: [{ number: "10" }] }),
        "numbers.0.number",
        "Number must be a phone number (digits, +, spaces, dashes)",
      ],
      [listBody({ numbers: [] }), "numbers", "Phone numbers needs at least one number"],
      [
        listBody({ key: "Admissions Office" }),
        "key",
        "Key may hold lower-case letters, digits and single dashes",
      ],
      [listBody({ name: " " }), "name", "Name is required"],
    ] as const) {
      const response = await t.json("POST", "/api/phone-lists", body, editor);
      expect(response.status, JSON.stringify(body)).toBe(400);
      const error = await response.json();
      expect(error.errors[0]).toMatchObject({ field, message });
    }
    // A key is one list's: a second emergency list is refused.
    const taken = await t.json("POST", "/api/phone-lists", listBody({ key: "emergency" }), editor);
    expect(taken.status).toBe(409);
    expect(await lists(editor)).toHaveLength(before.length);
    // The site settings' own route checks its lists by their names; a key no list has is refused.
    for (const [directory, field, message] of [
      [{ itOffice: [] }, "phoneDirectory.itOffice", "IT office: give at least one phone number"],
      [{ helpDesk: ["+91 612 555 0199"] }, "phoneDirectory.helpDesk", /No phone list has the key helpDesk/],
    ] as const) {
      const refused = await t.json("PATCH", "/api/site-settings", { phoneDirectory: directory }, editor);
      expect(refused.status).toBe(400);
      const error = (await refused.json()).errors[0];
      expect(error.field).toBe(field);
      expect(error.message).toMatch(message);
    }
    expect(await lists(editor)).toEqual(before);
  });

  it("a new list shows in the site settings once published, a draft only to staff; audited", async () => {
    const draft = await t.json("POST", "/api/phone-lists", listBody({ status: "draft" }), editor);
    expect(draft.status).toBe(201);
    const { _id } = (await draft.json()).data;
    expect((await lists()).map((list) => list.key)).not.toContain("admissions");
    expect((await lists(editor)).find((list) => list._id === _id)).toMatchObject({ status: "draft" });
    expect((await settings()).phoneDirectory).not.toHaveProperty("admissions");

    const published = await t.json("PATCH", `/api/phone-lists/${_id}`, { status: "published" }, editor);
    expect(published.status).toBe(200);
    const contact = await settings();
    expect(contact.phoneDirectory.admissions).toEqual(["+91 612 555 0150"]);
    expect(contact.phoneLists.map((list: { key: string }) => list.key)).toEqual([
      "principal",
      "hospital-reception",
      "it-office",
      "emergency",
      "ambulance",
      "admissions",
    ]);
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "phone-list"), eq(auditLog.entityId, _id)))
      .orderBy(auditLog.at);
    expect(entries.map((entry) => entry.action)).toEqual(["phone-list.create", "phone-list.update"]);
  });

  it("a change of the emergency numbers, by the list or by the settings' phoneDirectory, is audited from/to", async () => {
    const emergency = (await lists(editor)).find((list) => list.key === "emergency")!;
    const changed = await t.json(
      "PATCH",
      `/api/phone-lists/${emergency._id}`,
      { numbers: [{ number: "+91 612 555 0911" }, { number: "112" }] },
      editor,
    );
    expect(changed.status).toBe(200);
    expect((await settings()).phoneDirectory.emergency).toEqual(["+91 612 555 0911", "112"]);

    const viaSettings = await t.json(
      "PATCH",
      "/api/site-settings",
      { phoneDirectory: { emergency: ["+91 612 555 0100"] } },
      editor,
    );
    expect(viaSettings.status).toBe(200);
    expect((await viaSettings.json()).data.phoneDirectory.emergency).toEqual(["+91 612 555 0100"]);
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "phone-list"), eq(auditLog.entityId, emergency._id)))
      .orderBy(auditLog.at);
    expect(entries.map((entry) => entry.action)).toEqual(["phone-list.update", "phone-list.update"]);
    expect(entries[1]!.changes).toMatchObject({
      numbers: {
        from: [{ number: "+91 612 555 0911" }, { number: "112" }],
        to: [{ number: "+91 612 555 0100" }],
      },
    });
    // Only the lists changed: the site settings' own facts are not written by a phoneDirectory-only change.
    expect(await t.db.select().from(auditLog).where(eq(auditLog.entity, "site-settings"))).toHaveLength(0);
  });
});

describe("migration 0043 (the site settings' phone lists into the phone-lists collection)", () => {
  it("moves an install's edited lists over with their numbers; lists it never stored start as seeded", async () => {
    const m = await createTestApp();
    try {
      // Settings saved before issue 23: no emergency or ambulance lists; the principal's numbers edited.
      await m.db.insert(siteSettings).values({
        id: "site",
        data: {
          ...(await (await m.json("GET", "/api/site-settings")).json()).data,
          phoneDirectory: {
            principal: ["+91 612 555 0111"],
            hospitalReception: ["+91 612 555 0142"],
            itOffice: ["+91 612 555 0188", "+91 98355 50188"],
          },
        } as never,
      });
      for (const statement of await migrationStatements("0043_phone_lists_to_collection.sql"))
        await m.db.execute(sql.raw(statement));
      await m.services.collections.seed();

      const contact = (await (await m.json("GET", "/api/site-settings")).json()).data;
      expect(contact.phoneDirectory).toEqual({
        principal: ["+91 612 555 0111"],
        hospitalReception: ["+91 612 555 0142"],
        itOffice: ["+91 612 555 0188", "+91 98355 50188"],
        emergency: ["+91 612 555 0100", "+91 98355 50100"],
        ambulance: ["+91 612 555 0102", "108"],
      });
      expect(contact.phoneLists.map((list: { name: string }) => list.name)).toEqual([
        "Principal's office",
        "Hospital reception",
        "IT office",
        "Emergency (24x7)",
        "Ambulance",
      ]);
      const [stored] = await m.db.select().from(siteSettings).where(eq(siteSettings.id, "site"));
      expect(stored!.data).not.toHaveProperty("phoneDirectory");
      // A moved list is an ordinary record: its history has revision 1, and it takes a change.
      const [principal] = await m.db
        .select()
        .from(collectionRecords)
        .where(and(eq(collectionRecords.collection, "phone-lists"), eq(collectionRecords.slug, "principal")));
      const admin = await m.signInAs("admin");
      const history = await m.json("GET", `/api/phone-lists/${principal!.id}/revisions`, undefined, admin);
      expect((await history.json()).data.revisions).toHaveLength(1);
      const changed = await m.json(
        "PATCH",
        `/api/phone-lists/${principal!.id}`,
        { numbers: [{ number: "+91 612 555 0112" }] },
        admin,
      );
      expect(changed.status).toBe(200);
      // Starting again seeds nothing more.
      await m.services.collections.seed();
      expect(
        await m.db.select().from(collectionRecords).where(eq(collectionRecords.collection, "phone-lists")),
      ).toHaveLength(5);
    } finally {
      await m.close();
    }
    // A second app on its own database: under a loaded machine this takes longer than one request.
  }, 120_000);
});

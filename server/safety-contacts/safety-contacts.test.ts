import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test-support/test-app";

let t: TestApp;
let editor: string;
beforeAll(async () => {
  t = await createTestApp();
  editor = await t.signInAs("editor");
});
afterAll(() => t.close());

const officer = {
  body: "nodal-officer",
  name: "Dr. Kavita Sinha",
  role: "Professor, Community Medicine",
  phone: "+91 94310 00000",
  email: "nodal.antiragging@example.edu.in",
};

describe("/api/safety-contacts", () => {
  it("lets an editor add, change and remove a contact, which the public list shows at once", async () => {
    const created = await t.json("POST", "/api/safety-contacts", officer, editor);
    expect(created.status).toBe(201);
    const { data } = await created.json();
    expect(data).toMatchObject({ ...officer, note: null, order: 100 });
    const list = await (await t.json("GET", "/api/safety-contacts")).json();
    expect(list.data).toContainEqual(data);
    const changed = await t.json("PATCH", `/api/safety-contacts/${data._id}`, { phone: "" }, editor);
    expect((await changed.json()).data).toMatchObject({ name: officer.name, phone: null });
    expect((await t.json("DELETE", `/api/safety-contacts/${data._id}`, undefined, editor)).status).toBe(200);
    const after = await (await t.json("GET", "/api/safety-contacts")).json();
    expect(after.data.find((contact: { _id: string }) => contact._id === data._id)).toBeUndefined();
  });

  it.each([
    ["body", { body: "canteen" }, "Choose the committee or office"],
    ["name", { name: " " }, "Name is required"],
    ["phone", { phone: "ring me" }, "Enter a valid phone number"],
    ["email", { email: "nodal@" }, "Enter a valid email address"],
  ])("answers 400 naming %s", async (field, override, message) => {
    const response = await t.json("POST", "/api/safety-contacts", { ...officer, ...override }, editor);
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toContainEqual({ field, message });
  });

  it("refuses roles without content:write", async () => {
    const clerk = await t.signInAs("grievance");
    expect((await t.json("POST", "/api/safety-contacts", officer, clerk)).status).toBe(403);
  });
});

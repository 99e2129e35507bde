import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { universitiesCollection } from "../../contract/collections/universities";
import { createTestApp, type TestApp } from "../test-support/test-app";

let t: TestApp;
let editor: string;
beforeAll(async () => {
  t = await createTestApp();
  editor = await t.signInAs("editor");
  await t.services.collections.seed();
});
afterAll(() => t.close());

type Officer = {
  designation: string;
  name: string;
  phone: string | null;
  mobile: string | null;
  email: string;
};
type University = { _id: string; slug: string; shortName: string; officers: Officer[] };
const list = async (token?: string) =>
  (await (await t.json("GET", "/api/universities", undefined, token)).json()).data
    .universities as University[];

describe("universities", () => {
  it("starts with BUHS and AKTU as the About pages showed them, each with its three officers and contacts", async () => {
    const universities = await list();
    expect(universities.map((university) => university.slug)).toEqual(["buhs", "aktu"]);
    expect(universities[0]!.officers.map((officer) => officer.designation)).toEqual([
      "Chancellor",
      "Vice-Chancellor",
      "Registrar",
    ]);
    expect(universities[0]!.officers[1]).toMatchObject({
      name: "Prof. (Dr.) Sunita Kumari",
      phone: "+91 612 555 0302",
      mobile: "+91 94311 50302",
      email: "vc@buhs.example.in",
    });
    const page = await t.services.collections.pages(universitiesCollection).record("aktu");
    expect(page?.html.about).toContain("<p>");
  });

  it("lets editors and admins write; other roles are refused", async () => {
    const [buhs] = await list();
    for (const role of ["faculty-records", "hospital-desk"] as const) {
      const token = await t.signInAs(role);
      expect(
        (await t.json("PATCH", `/api/universities/${buhs!._id}`, { address: "Patna" }, token)).status,
      ).toBe(403);
    }
    const changed = await t.json(
      "PATCH",
      `/api/universities/${buhs!._id}`,
      { address: "Bihar University of Health Sciences, Patna 800001" },
      await t.signInAs("admin"),
    );
    expect(changed.status).toBe(200);
  });

  it("refuses an officer's bad e-mail or phone and a taken address name, naming the field", async () => {
    const [buhs, aktu] = await list();
    const officers = buhs!.officers.map((officer, index) =>
      index === 1 ? { ...officer, email: "not-an-address" } : officer,
    );
    const response = await t.json("PATCH", `/api/universities/${buhs!._id}`, { officers }, editor);
    expect(response.status).toBe(400);
    expect((await response.json()).errors[0].field).toBe("officers.1.email");
    const phone = await t.json(
      "PATCH",
      `/api/universities/${buhs!._id}`,
      { officers: [{ designation: "Registrar", name: "X", phone: "call me" }] },
      editor,
    );
    expect((await phone.json()).errors[0].field).toBe("officers.0.phone");
    const taken = await t.json("PATCH", `/api/universities/${aktu!._id}`, { slug: "buhs" }, editor);
    expect(taken.status).toBe(409);
    expect((await list())[1]!.slug).toBe("aktu");
  });
});

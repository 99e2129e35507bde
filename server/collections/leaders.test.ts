import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadersCollection } from "../../contract/collections/leaders";
import { createTestApp, type TestApp } from "../test-support/test-app";

let t: TestApp;
let editor: string;
beforeAll(async () => {
  t = await createTestApp();
  editor = await t.signInAs("editor");
  await t.services.collections.seed();
});
afterAll(() => t.close());

type Leader = { _id: string; post: string; name: string; message: string; phones: { number: string }[] };
const publicLeaders = async () =>
  (await (await t.json("GET", "/api/leaders")).json()).data.leaders as Leader[];

describe("leaders' messages", () => {
  it("starts with the four messages the site showed, published, in English", async () => {
    const leaders = await publicLeaders();
    expect(leaders.map((leader) => leader.post)).toEqual([
      "director",
      "managing-director",
      "principal",
      "medical-superintendent",
    ]);
    const principal = leaders.find((leader) => leader.post === "principal")!;
    expect(principal).toMatchObject({ name: "Prof. (Dr.) Meera Jha", title: "Principal's Message" });
    expect(principal.message.startsWith("Dear students,\n\nWelcome to a profession")).toBe(true);
    expect(principal.phones).toEqual([{ number: "+91 612 555 0101" }, { number: "+91 98355 50101" }]);
    // Seeding again (every start) changes nothing, even after staff deleted one.
    await t.json("DELETE", `/api/leaders/${principal._id}`, undefined, editor);
    await t.services.collections.seed();
    expect((await publicLeaders()).map((leader) => leader.post)).not.toContain("principal");
  });

  it("lets the editor change a message, shown on the page once published", async () => {
    const [director] = await publicLeaders();
    const pages = t.services.collections.pages(leadersCollection);
    const draft = await t.json(
      "PATCH",
      `/api/leaders/${director!._id}`,
      { message: "A **new** message.", status: "draft" },
      editor,
    );
    expect(draft.status).toBe(200);
    expect((await pages.record("director"))!.html.message).not.toContain("<strong>new</strong>");
    expect((await pages.record("director", { preview: true }))!).toMatchObject({ draft: true });
    expect((await pages.record("director", { preview: true }))!.html.message).toContain(
      "<strong>new</strong>",
    );
    await t.json("PATCH", `/api/leaders/${director!._id}`, { status: "published" }, editor);
    expect((await pages.record("director"))!.html.message).toBe("<p>A <strong>new</strong> message.</p>\n");
  });

  it("refuses a bad e-mail or phone and a second message for the same page", async () => {
    const [first] = await publicLeaders();
    const bad = await t.json(
      "PATCH",
      `/api/leaders/${first!._id}`,
      { email: "not-an-email", phones: [{ number: "x" }] },
      editor,
    );
    expect(bad.status).toBe(400);
    const fields = (await bad.json()).errors.map((error: { field: string }) => error.field);
    expect(fields).toEqual(expect.arrayContaining(["email", "phones.0.number"]));
    const twin = await t.json(
      "POST",
      "/api/leaders",
      {
        post: first!.post,
        title: "Twin",
        lead: "Twin",
        description: "Twin",
        name: "Twin",
        designation: "Twin",
        portrait: "pages/leader-director",
        message: "Twin",
      },
      editor,
    );
    expect(twin.status).toBe(409);
  });
});

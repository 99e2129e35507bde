import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testimonialsCollection } from "../../contract/collections/testimonials";
import { createTestApp, type TestApp } from "../test-support/test-app";

let t: TestApp;
let editor: string;
beforeAll(async () => {
  t = await createTestApp();
  editor = await t.signInAs("editor");
  await t.services.collections.seed();
});
afterAll(() => t.close());

type Testimonial = { _id: string; name: string; rating: number; message: string; position: number };
const list = async (token?: string) =>
  (await (await t.json("GET", "/api/testimonials", undefined, token)).json()).data
    .testimonials as Testimonial[];

describe("testimonials", () => {
  it("starts with the home page's four testimonials, in their order", async () => {
    const testimonials = await list();
    expect(testimonials.map((testimonial) => testimonial.name)).toEqual([
      "Dr. Ananya Sinha",
      "Dr. Mohammad Faizan",
      "Dr. Priya Kumari",
      "Dr. Rohan Verma",
    ]);
    const home = await t.services.collections.pages(testimonialsCollection).records();
    expect(home[0]).toMatchObject({ rating: 5, photo: "home/alumni-1", draft: false });
  });

  it("lets editors and admins write; other roles read what visitors read and are refused writes", async () => {
    const [first] = await list();
    for (const role of ["admissions", "faculty-records"] as const) {
      const token = await t.signInAs(role);
      expect((await t.json("PATCH", `/api/testimonials/${first!._id}`, { rating: 3 }, token)).status).toBe(
        403,
      );
      expect((await list(token))[0]).not.toHaveProperty("status");
    }
    const admin = await t.signInAs("admin");
    const changed = await t.json("PATCH", `/api/testimonials/${first!._id}`, { rating: 4 }, admin);
    expect((await changed.json()).data).toMatchObject({ rating: 4, status: "published" });
  });

  it("refuses a rating outside 1 to 5 and an empty message, naming the field", async () => {
    const [first] = await list();
    for (const [patch, field] of [
      [{ rating: 6 }, "rating"],
      [{ rating: 0 }, "rating"],
      [{ message: " " }, "message"],
      [{ message: "x".repeat(601) }, "message.en"],
    ] as const) {
      const response = await t.json("PATCH", `/api/testimonials/${first!._id}`, patch, editor);
      expect(response.status, JSON.stringify(patch)).toBe(400);
      expect((await response.json()).errors[0].field).toBe(field);
    }
  });

  it("a new draft testimonial stays off the home page until published", async () => {
    const created = await t.json(
      "POST",
      "/api/testimonials",
      {
        name: "Dr. New",
        batch: "MBBS, batch 2021",
        rating: 5,
        message: "Great years.",
        photo: "home/alumni-1",
        position: 9,
      },
      editor,
    );
    expect(created.status).toBe(201);
    const { _id } = (await created.json()).data;
    const pages = t.services.collections.pages(testimonialsCollection);
    expect((await pages.records()).map((record) => record._id)).not.toContain(_id);
    expect((await pages.records({ preview: true })).find((record) => record._id === _id)).toMatchObject({
      draft: true,
    });
    await t.json("PATCH", `/api/testimonials/${_id}`, { status: "published" }, editor);
    expect((await pages.records()).at(-1)?._id).toBe(_id);
  });
});

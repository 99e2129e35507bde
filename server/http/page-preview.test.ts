import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { createTestApp, type TestApp } from "../test-support/test-app";
import { enrolTwoFactor } from "../test-support/two-factor";

// Issue 19: a page's draft preview (`?preview`) obeys the same two-factor enrolment gate as the API
// (finding 12), and its answer is private to the signed-in editor (finding 16). The page here stands in for
// every public page: they all ask `context.canPreviewContent()` (app/site/staff-preview.server.ts).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const pageApp = (app: TestApp) =>
  createApp({
    services: app.services,
    ssr: async (request, context) => {
      const preview = new URL(request.url).searchParams.has("preview") && (await context.canPreviewContent());
      return new Response(`<p>${preview ? "draft" : "public"}</p>`, {
        headers: { "Content-Type": "text/html; charset=utf-8" },
      });
    },
  });

const page = async (app: TestApp, token?: string, url = "/gallery?preview") => {
  const response = await pageApp(app).request(`http://localhost${url}`, {
    headers: token ? { Cookie: `session=${token}` } : {},
  });
  return { response, body: await response.text() };
};

describe("draft previews of public pages", () => {
  it("show drafts to editors with Cache-Control: private, no-store and Vary: Cookie (finding 16)", async () => {
    const editor = await t.signInAs("editor");
    const { response, body } = await page(t, editor);
    expect(body).toBe("<p>draft</p>");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("vary")).toMatch(/\bCookie\b/);
    // The same editor without ?preview, and everyone else with it, get the public page, not made private.
    const plain = await page(t, editor, "/gallery");
    expect(plain.body).toBe("<p>public</p>");
    expect(plain.response.headers.get("cache-control")).toBeNull();
    for (const token of [undefined, await t.signInAs("admissions"), "not-a-session"]) {
      const other = await page(t, token);
      expect(other.body).toBe("<p>public</p>");
      expect(other.response.headers.get("cache-control")).toBeNull();
    }
  });

  it("are refused to an editor who has not enrolled while two-factor sign-in is required (finding 12)", async () => {
    const own = await createTestApp();
    try {
      const admin = await own.signInAs("admin");
      const editor = await own.signInAs("editor");
      expect((await page(own, editor)).body).toBe("<p>draft</p>");
      // The administrator who requires it has it on (the server refuses otherwise).
      await enrolTwoFactor(own, admin);
      const required = await own.json("PUT", "/api/security-settings", { requireTwoFactor: true }, admin);
      expect(required.status).toBe(200);
      const { response, body } = await page(own, editor);
      expect(body).toBe("<p>public</p>");
      expect(response.headers.get("cache-control")).toBeNull();
    } finally {
      await own.close();
    }
  });
});

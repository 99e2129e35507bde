import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { createTestApp, TEST_PASSWORD, type TestApp } from "../test-support/test-app";

// Public pages get the staff session token from the server (for draft previews), read with the cookie
// name the API itself uses: `__Host-session` over https, never a plain `session` cookie there.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: "https://college.example.in" });
});
afterAll(() => t.close());

const pageApp = () =>
  createApp({
    services: t.services,
    ssr: async (_request, context) => Response.json({ token: context.sessionToken ?? null }),
  });

const tokenSeen = async (cookie?: string) => {
  const response = await pageApp().request("https://college.example.in/gallery?preview", {
    headers: cookie ? { Cookie: cookie } : {},
  });
  return ((await response.json()) as { token: string | null }).token;
};

describe("the page context's session token", () => {
  it("is the __Host- session over https, and nothing for a plain-named cookie or none", async () => {
    const email = `page-context-${Date.now()}@example.edu.in`;
    await t.services.users.create({ name: "Page Staff", email, password: TEST_PASSWORD, role: "editor" });
    const login = await t.json("POST", "/api/login", { email, password: TEST_PASSWORD });
    const pair = login.headers
      .getSetCookie()
      .find((c) => c.startsWith("__Host-session="))!
      .split(";")[0]!;
    const value = pair.slice("__Host-session=".length);
    expect(await tokenSeen(pair)).toBe(value);
    expect(await tokenSeen(`session=${value}`)).toBeNull();
    expect(await tokenSeen()).toBeNull();
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { createTestApp, type TestApp } from "../test-support/test-app";

// The public site's language (issue 24, ADR 029): Hindi under /hi, a remembered choice for bare addresses,
// never a redirect for a visitor (or crawler) that made none.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: "https://college.example.in" });
});
afterAll(() => t.close());

const pageApp = () =>
  createApp({
    services: t.services,
    ssr: async (request, context) =>
      Response.json({ language: context.language, path: new URL(request.url).pathname }),
  });

const open = (path: string, cookie?: string) =>
  pageApp().request(`https://college.example.in${path}`, {
    headers: cookie ? { Cookie: cookie } : {},
    redirect: "manual",
  });

const languageCookie = (response: Response) =>
  response.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith("__Host-site-language=") || cookie.startsWith("site-language="));

describe("the public site's language", () => {
  it("renders /hi pages in Hindi and remembers the choice in a year-long cookie", async () => {
    for (const path of ["/hi", "/hi/", "/hi/admission/mbbs"]) {
      const response = await open(path);
      expect(response.status, path).toBe(200);
      expect(await response.json(), path).toEqual({ language: "hi", path });
      expect(languageCookie(response), path).toMatch(/^site-language=hi;.*Max-Age=31536000.*Path=\//);
    }
    // Already remembered: no cookie again.
    expect(languageCookie(await open("/hi/contact", "site-language=hi"))).toBeUndefined();
  });

  it("never redirects a bare address without a choice (a crawler), and says the answer varies by cookie", async () => {
    const response = await open("/admission/mbbs");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ language: "en", path: "/admission/mbbs" });
    expect(response.headers.get("Vary")).toContain("Cookie");
    expect(languageCookie(response)).toBeUndefined();
  });

  it("says pages in both languages vary by the platform hint (their head names fonts by it)", async () => {
    for (const path of ["/admission/mbbs", "/hi/admission/mbbs"])
      expect((await open(path)).headers.get("Vary"), path).toContain("Sec-CH-UA-Platform");
  });

  it("sends a visitor who chose Hindi from a bare address to its Hindi address, query kept", async () => {
    const response = await open("/academics/ug-fee-structure?x=1", "site-language=hi");
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/hi/academics/ug-fee-structure?x=1");
    expect((await open("/", "site-language=hi")).headers.get("Location")).toBe("/hi");
  });

  it("remembers English from the switch's link and goes to the clean address", async () => {
    const response = await open("/admission/mbbs?page=2&lang=en", "site-language=hi");
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/admission/mbbs?page=2");
    expect(languageCookie(response)).toMatch(/^site-language=en;/);
    const after = await open("/admission/mbbs", "site-language=en");
    expect(after.status).toBe(200);
  });

  it("leaves the back-office, files and posts alone", async () => {
    for (const path of ["/dashboard", "/login", "/hi/login", "/hi/dashboard/faculty", "/sitemap.xml"]) {
      const response = await open(path, "site-language=hi");
      expect(response.status, path).toBe(200);
      expect(((await response.json()) as { language: string }).language, path).toBe("en");
    }
    const post = await pageApp().request("https://college.example.in/admission/admission-enquiry", {
      method: "POST",
      headers: { Cookie: "site-language=hi", "Content-Type": "application/x-www-form-urlencoded" },
      body: "name=x",
      redirect: "manual",
    });
    expect(post.status).toBe(200);
  });
});

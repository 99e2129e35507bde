import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POPUP_RETURN_MESSAGE } from "../../contract/popup-close";
import { createTestApp, type TestApp } from "../test-support/test-app";

// Issue 26, item 5: the admission pop-up's Close without JavaScript is a form post to /popup/close.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const close = (body: string, type = "application/x-www-form-urlencoded") =>
  t.request("/popup/close", { method: "POST", headers: { "Content-Type": type }, body, redirect: "manual" });

describe("POST /popup/close", () => {
  it("sets the script's session cookie and returns to the page with 303", async () => {
    const response = await close(`return=${encodeURIComponent("/academics/pg-fee-structure?x=1")}`);
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/academics/pg-fee-structure?x=1");
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const cookies = response.headers.getSetCookie();
    expect(cookies).toHaveLength(1);
    // Path=/, SameSite=Lax, no Expires/Max-Age (the visit only), readable by the script (not HttpOnly).
    expect(cookies[0]).toBe("admission_popup=closed; Path=/; SameSite=Lax");
  });

  it("never sends the visitor to another site: 400 and no cookie", async () => {
    for (const target of [
      "//evil.example/",
      "/\\evil.example",
      "https://evil.example/",
      "evil.example",
      "/\t/evil.example",
      "",
      "/".padEnd(2001, "a"),
    ]) {
      const response = await close(`return=${encodeURIComponent(target)}`);
      expect(response.status, target).toBe(400);
      expect(await response.text()).toBe(POPUP_RETURN_MESSAGE);
      expect(response.headers.get("Location")).toBeNull();
      expect(response.headers.getSetCookie()).toEqual([]);
    }
  });

  it("refuses a post without a return path or in another format with 400", async () => {
    for (const response of [await close(""), await close('{"return":"/about"}', "application/json")]) {
      expect(response.status).toBe(400);
      expect(response.headers.getSetCookie()).toEqual([]);
    }
  });

  it("keeps a dot-segment path on this site", async () => {
    const response = await close(`return=${encodeURIComponent("/about/../contact")}`);
    expect(response.headers.get("Location")).toBe("/contact");
  });
});

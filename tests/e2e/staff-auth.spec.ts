import { expect, test } from "@playwright/test";
import { E2E_ADMIN, expectNoAxeViolations } from "./support/fixtures";
import { signIn } from "./staff-helpers";

test.describe("staff sign-in", () => {
  test("signs in with the right password and lands on the dashboard", async ({ page }) => {
    await page.goto("/login");
    await expect(page.getByLabel("Email")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel("Email").fill(E2E_ADMIN.email);
    await page.getByLabel("Password", { exact: true }).fill(E2E_ADMIN.password);
    // Hold the call back until the busy label has been seen.
    let release = () => {};
    const seen = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/login", async (route) => {
      await seen;
      await route.continue();
    });
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("button", { name: "Signing in..." })).toBeDisabled();
    release();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Welcome( back)?, .+!$/);
    // Without remember-me the session cookie ends with the browser session.
    const session = (await page.context().cookies()).find((cookie) => cookie.name === "session");
    expect(session?.httpOnly).toBe(true);
    expect(session?.expires).toBe(-1);
    // The credential is never kept where page scripts can read it.
    const stored = await page.evaluate(() => JSON.stringify(localStorage));
    expect(stored).not.toContain(session!.value);
  });

  test("remember me keeps a long-lived session cookie", async ({ page }) => {
    await page.goto("/login");
    await page.getByLabel("Email").fill(E2E_ADMIN.email);
    await page.getByLabel("Password", { exact: true }).fill(E2E_ADMIN.password);
    await page.getByLabel(/Remember me/).check();
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    const session = (await page.context().cookies()).find((cookie) => cookie.name === "session");
    expect(session!.expires * 1000).toBeGreaterThan(Date.now() + 7 * 24 * 3600 * 1000);
  });

  test("empty fields give 'Please fill in all fields' without calling the server", async ({ page }) => {
    let calls = 0;
    page.on("request", (request) => {
      if (request.url().endsWith("/api/login")) calls++;
    });
    await page.goto("/login");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("alert")).toHaveText("Please fill in all fields");
    await page.getByLabel("Email").fill(E2E_ADMIN.email);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("alert")).toHaveText("Please fill in all fields");
    expect(calls).toBe(0);
    await expect(page.getByLabel("Email")).toHaveAttribute("type", "email");
    await expect(page.getByLabel("Email")).toHaveAttribute("required", "");
    await expect(page.getByLabel("Password", { exact: true })).toHaveAttribute("required", "");
  });

  test("the card stays where it is when its content grows (no layout shift while the page is parsed)", async ({
    page,
  }) => {
    // The browser paints the page before it has parsed all of it: a card centred on the screen moved up each
    // time more of its form arrived (CLS 0.14 on a phone, issue 27). Its top must not depend on its height.
    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto("/login");
    const card = page.getByRole("main");
    const before = (await card.boundingBox())!;
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("alert")).toHaveText("Please fill in all fields");
    const after = (await card.boundingBox())!;
    expect(after.height).toBeGreaterThan(before.height);
    expect(after.y).toBe(before.y);
  });

  test("a wrong password shows the server's message and stays on /login", async ({ page }) => {
    await page.goto("/login");
    await page.getByLabel("Email").fill(E2E_ADMIN.email);
    await page.getByLabel("Password", { exact: true }).fill("not the password");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("alert")).toHaveText(/invalid email or password/i);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("button", { name: "Sign In" })).toBeEnabled();
  });

  test("a failure without a message shows the fallback", async ({ page }) => {
    await page.route("**/api/login", (route) => route.fulfill({ status: 500, body: "" }));
    await page.goto("/login");
    await page.getByLabel("Email").fill(E2E_ADMIN.email);
    await page.getByLabel("Password", { exact: true }).fill(E2E_ADMIN.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("alert")).toHaveText("Login failed. Please try again.");
  });

  test("the password can be shown and hidden", async ({ page }) => {
    await page.goto("/login");
    const password = page.getByLabel("Password", { exact: true });
    await expect(password).toHaveAttribute("type", "password");
    await page.getByRole("button", { name: "Show password" }).click();
    await expect(password).toHaveAttribute("type", "text");
    await page.getByRole("button", { name: "Hide password" }).click();
    await expect(password).toHaveAttribute("type", "password");
  });

  test("staff accounts are not self-created: the page says to ask the administrator", async ({ page }) => {
    await page.goto("/login");
    await expect(page.getByText(/ask your administrator/)).toBeVisible();
    await expect(page.getByRole("link", { name: /sign up/i })).toHaveCount(0);
  });

  test("a signed-in visitor at /login goes on to /dashboard", async ({ page }) => {
    await signIn(page);
    await page.goto("/login");
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test.describe("the signed-in area", () => {
  test("signed-out visitors are sent to /login from every admin address", async ({ page }) => {
    for (const path of [
      "/dashboard",
      "/dashboard/faculty",
      "/dashboard/contact",
      "/dashboard/no-such-page",
    ]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
    }
  });

  test("logout revokes the session on the server and clears local state", async ({
    page,
    playwright,
    baseURL,
  }) => {
    await signIn(page);
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { name: /^Welcome( back)?, / })).toBeVisible();
    const token = (await page.context().cookies()).find((cookie) => cookie.name === "session")!.value;
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    // The old token no longer works on the API.
    const api = await playwright.request.newContext({ baseURL });
    const me = await api.get("/api/me", { headers: { Authorization: `Bearer ${token}` } });
    expect(me.status()).toBe(401);
    await api.dispose();
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/login$/);
  });

  test("a session ended elsewhere sends the next call back to /login", async ({
    page,
    playwright,
    baseURL,
  }) => {
    await signIn(page);
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { name: /^Welcome( back)?, / })).toBeVisible();
    const token = (await page.context().cookies()).find((cookie) => cookie.name === "session")!.value;
    const api = await playwright.request.newContext({ baseURL });
    expect((await api.post("/api/logout", { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(
      200,
    );
    await api.dispose();
    await page.getByRole("link", { name: "Faculty", exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem("staff-user"))).toBeNull();
  });

  test("unknown inner paths show the dashboard", async ({ page }) => {
    await signIn(page);
    await page.goto("/dashboard/no-such-page");
    await expect(page.getByRole("heading", { name: /^Welcome( back)?, / })).toBeVisible();
  });
});

test.describe("password reset", () => {
  test("forgot password requests the e-mail", async ({ page }) => {
    await page.goto("/login");
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expectNoAxeViolations(page);
    await page.getByLabel("Email").fill("nobody@example.com");
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByRole("status")).toHaveText(/If an account exists for that address/);
  });

  test("the reset page needs the e-mailed token and reports an invalid one", async ({ page }) => {
    await page.goto("/reset-password");
    await expect(page.getByText(/needs the link from your password-reset e-mail/)).toBeVisible();
    await page.goto("/reset-password?token=not-a-real-token");
    await expectNoAxeViolations(page);
    await page.getByRole("textbox", { name: "New password", exact: true }).fill("a new long password");
    await page.getByLabel("Repeat the new password").fill("a new long password");
    await page.getByRole("button", { name: "Set new password" }).click();
    await expect(page.getByRole("alert")).toHaveText(/invalid or has expired/);
    await expect(page.getByRole("link", { name: "Request a new reset link" })).toBeVisible();
  });
});

import { expect, test } from "@playwright/test";

test("the built app serves the API and server-renders pages", async ({ page, request }) => {
  const health = await request.get("/api/health");
  expect(health.status()).toBe(200);
  expect((await health.json()).data.database.up).toBe(true);
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  expect(response?.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
});

test("the API reference is readable", async ({ page }) => {
  await page.goto("/api/docs");
  await expect(page.getByRole("heading", { name: "Medical College API" })).toBeVisible();
  await expect(page.getByText("/api/enquiry/export")).toBeVisible();
});

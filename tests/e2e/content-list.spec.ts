import { expect, test } from "@playwright/test";
import { bearer, signIn, uniqueTag } from "./staff-helpers";

// The list frame every content kind shares (app/staff/content/content-list.tsx), driven through notices.
test("staff find content by search and status, and delete it only after confirming", async ({ page }) => {
  const tag = uniqueTag();
  const headers = await bearer(page.request);
  for (const status of ["draft", "published"]) {
    const created = await page.request.post("/api/notices", {
      headers,
      data: { title: `Ward rota ${status} ${tag}`, body: "Rota.", category: "general", status },
    });
    expect(created.status()).toBe(201);
  }
  await signIn(page);
  await page.goto("/dashboard/notices");
  const list = page.getByRole("region", { name: "Notice list" });

  await page.getByLabel("Search titles").fill(tag);
  await expect(list.getByRole("row").filter({ hasText: tag })).toHaveCount(2);
  await page.getByLabel("Status").selectOption("draft");
  await expect(list.getByRole("row").filter({ hasText: tag })).toHaveCount(1);
  const draft = list.getByRole("row").filter({ hasText: `Ward rota draft ${tag}` });
  await expect(draft).toContainText("Draft");

  await draft.getByRole("button", { name: /^Delete/ }).click();
  const confirm = page.getByRole("dialog", { name: "Delete this notice?" });
  await expect(confirm).toContainText(`Ward rota draft ${tag}`);
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(draft).toBeVisible();

  await draft.getByRole("button", { name: /^Delete/ }).click();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Notice deleted")).toBeVisible();
  await expect(list.getByText("No notices found")).toBeVisible();
  await page.getByLabel("Status").selectOption("");
  await expect(list.getByRole("row").filter({ hasText: tag })).toHaveCount(1);
});

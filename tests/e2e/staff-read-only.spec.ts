import { expect, test } from "@playwright/test";
import { signInAsColleague } from "./accounts-support";
import { bearer, createMessage, uniqueTag } from "./staff-helpers";

// A role that may read records but not change them is offered no action it would be refused.

test("the web editor reads faculty records with no add, import, edit or delete", async ({ page }) => {
  await signInAsColleague(page, "editor", uniqueTag());
  await page.goto("/dashboard/faculty");
  await expect(page.getByRole("heading", { name: "Faculty Management", level: 1 })).toBeVisible();
  const list = page.getByRole("region", { name: "Faculty list" });
  await expect(list.getByRole("button", { name: /^View / }).first()).toBeVisible();
  for (const name of ["Add Faculty", "Import CSV", "CSV Template"]) {
    await expect(page.getByRole("button", { name })).toHaveCount(0);
  }
  await expect(page.getByRole("button", { name: /^(Edit|Delete) / })).toHaveCount(0);
  await list
    .getByRole("button", { name: /^View / })
    .first()
    .click();
  const details = page.getByRole("dialog", { name: "Faculty Details" });
  await expect(details.getByRole("button", { name: "Close" }).first()).toBeVisible();
  await expect(details.getByRole("button", { name: "Edit Faculty" })).toHaveCount(0);
});

test("the faculty-records clerk reads a careers message without marking or deleting it", async ({
  page,
  request,
}) => {
  const tag = uniqueTag();
  const message = await createMessage(request, { category: "careers", subject: `Staff nurse post ${tag}` });
  await signInAsColleague(page, "faculty-records", tag);
  await page.goto("/dashboard/contact");
  await page.getByRole("button", { name: `Open message from ${message.name}` }).click();
  const dialog = page.getByRole("dialog", { name: message.subject });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Close" }).first()).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Delete" })).toHaveCount(0);
  await expect(dialog.getByRole("button", { name: "Mark as handled" })).toHaveCount(0);
  // Reading it did not try to change it: it is still new for the admissions office.
  const found = await request.get(`/api/contact-us?search=${encodeURIComponent(tag)}`, {
    headers: await bearer(request),
  });
  const rows = (await found.json()).data as { subject: string; status: string }[];
  expect(rows.find((row) => row.subject === message.subject)?.status).toBe("new");
});

import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { signInAsColleague } from "./accounts-support";
import { withoutPopup } from "./content-support";
import { uniqueTag } from "./staff-helpers";
import { expectNoAxeViolations } from "./support/fixtures";

const samplePhoto = () => readFileSync(path.resolve("public/images/gallery/photo-05-1200.webp"));

test("an editor adds a gallery photo with alt text, orders it, and visitors see it on /gallery", async ({
  page,
  browser,
  baseURL,
}) => {
  const tag = uniqueTag();
  const alt = `Students at the anatomy museum's new display ${tag}`;
  const caption = `Anatomy museum ${tag}`;
  await signInAsColleague(page, "editor", tag);
  await page.goto("/dashboard");
  await page.getByRole("navigation").getByRole("link", { name: "Gallery" }).click();
  await expect(page).toHaveURL(/\/dashboard\/gallery$/);
  await expect(page.getByRole("heading", { name: "Gallery", level: 1 })).toBeVisible();
  await expect(page.getByRole("row").nth(1)).toBeVisible();
  await expectNoAxeViolations(page);

  // Alt text is required: refused in the dialog until it is given.
  await page.getByRole("button", { name: "Add Photo" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Photo" });
  await dialog
    .getByLabel(/^Photo/)
    .setInputFiles({ name: "museum.webp", mimeType: "image/webp", buffer: samplePhoto() });
  await expect(dialog.getByRole("img", { name: "The chosen photo" })).toBeVisible();
  await dialog.getByLabel("Caption").fill(caption);
  await dialog.getByRole("button", { name: "Add photo" }).click();
  await expect(dialog.getByText("Alt text is required")).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByLabel("Alt text").fill(alt);
  await expect(dialog.getByLabel("Album")).toHaveValue("gallery");
  await dialog.getByRole("button", { name: "Add photo" }).click();
  await expect(dialog).toBeHidden();

  await page.getByLabel("Search alt text and captions").fill(tag);
  const row = page.getByRole("row").filter({ hasText: alt });
  await expect(page.getByRole("row")).toHaveCount(2);
  await expect(row).toContainText("Published");
  const place = row.getByRole("cell").nth(3);
  await expect(place).toHaveText(/^1 of \d+$/);
  await expect(row.locator("img")).toHaveAttribute("src", /^\/media\/gallery\/.+-400\.webp$/);

  // Ordered from the keyboard: down, then back up; focus stays on the photo's buttons.
  const down = row.getByRole("button", { name: `Move ${caption} down` });
  const up = row.getByRole("button", { name: `Move ${caption} up` });
  await expect(up).toBeDisabled();
  await down.focus();
  await page.keyboard.press("Enter");
  await expect(place).toHaveText(/^2 of \d+$/);
  await expect(down).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await expect(up).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(place).toHaveText(/^1 of \d+$/);
  await expect(down).toBeFocused();
  // Once the toasts have gone (axe would catch one fading in or out, at half its contrast).
  await expect(page.getByText(/^Moved (up|down): now/)).toHaveCount(0);
  await expectNoAxeViolations(page);

  // A new visitor sees it first on /gallery, sized, and in the full-screen view with its alt text.
  const visitor = await browser.newContext({ baseURL });
  await withoutPopup(visitor, baseURL!);
  const reader = await visitor.newPage();
  await reader.goto("/gallery");
  const first = reader.getByTestId("photo-grid").getByRole("button").first();
  await expect(first).toContainText(caption);
  await expect(first.locator("img")).toHaveAttribute("width", "400");
  await expect(first.locator("img")).toHaveAttribute("height", "300");
  // The full-screen view comes with the enhancement script, after the first paint.
  await expect(reader.locator("html")).toHaveAttribute("data-js", "");
  await first.click();
  const overlay = reader.getByRole("dialog", { name: new RegExp(`^Photo 1 of \\d+: ${caption}`) });
  await expect(overlay.getByRole("img", { name: alt })).toBeVisible();
  await expect(overlay.getByRole("img")).toHaveAttribute("width", "1200");
  await expect(overlay.getByRole("img")).toHaveAttribute("height", "900");

  // Captioned anew and published again, its History names the change; the first revision is restored as a draft.
  const recaption = `Anatomy museum, new display case ${tag}`;
  await row.getByRole("button", { name: `Edit photo ${caption}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit Photo" });
  await edit.getByLabel("Caption").fill(recaption);
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText(`Caption: ${recaption}`);
  // A published photo is on its page already: only a draft has a staff preview.
  await expect(row.getByRole("link", { name: /^Preview/ })).toHaveCount(0);
  await row.getByRole("button", { name: `History of ${recaption}` }).click();
  const history = page.getByRole("dialog", { name: "History" });
  const revisions = history.getByRole("listitem");
  await expect(revisions).toHaveCount(2);
  await expect(revisions.first()).toContainText("Revision 2");
  await expect(revisions.first()).toContainText(`colleague.${tag}@example.edu.in`);
  await expect(revisions.first()).toContainText("Changed: Caption");
  await expect(page.getByText("Photo updated")).toHaveCount(0);
  await expectNoAxeViolations(page);
  await history.getByRole("button", { name: "Restore revision 1" }).click();
  await expect(history).toBeHidden();
  await expect(row).toContainText(`Caption: ${caption}`);
  await expect(row).toContainText("Draft");
  await expect(place).toHaveText(/^1 of \d+$/);
  // The draft's preview opens its album at its place in the full-screen view.
  await expect(row.getByRole("link", { name: `Preview ${caption} (opens in a new tab)` })).toHaveAttribute(
    "href",
    "/gallery?preview&show=1#photo-1",
  );
  // A draft is withdrawn from the page until it is published again.
  await reader.goto("/gallery");
  await expect(reader.getByTestId("photo-grid")).not.toContainText(caption);
  await expect(page.getByText("Revision 1 restored as a draft")).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Deleted (with confirmation), it leaves the page: the sample album is as it was.
  await row.getByRole("button", { name: `Delete photo ${caption}` }).click();
  const confirm = page.getByRole("dialog", { name: "Delete this photo?" });
  await expect(confirm).toContainText(caption);
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(row).toHaveCount(0);
  await reader.goto("/gallery");
  await expect(reader.getByTestId("photo-grid")).not.toContainText(caption);
  await visitor.close();
});

import { expect, test, type Page } from "@playwright/test";
import { CONTACT_CATEGORIES } from "../../contract/contact";
import { emptyServerUrl, expectNoAxeViolations } from "./support/fixtures";
import { createMessage, signIn, uniqueTag } from "./staff-helpers";

const cards = (page: Page) => page.getByRole("list", { name: "Contact messages" }).getByRole("listitem");

async function openMessages(page: Page) {
  await signIn(page);
  await page.goto("/dashboard/contact");
  await expect(page.getByRole("heading", { name: "Contact Messages", level: 1 })).toBeVisible();
  await expect(page.getByText("Manage and respond to contact form submissions")).toBeVisible();
  await expect(page.getByText(/^Showing \d+ of \d+ results \(Page 1 of \d+\)$/)).toBeVisible();
}

test.describe("contact messages", () => {
  test("filters by category, including every category the public forms send", async ({ page, request }) => {
    const tag = uniqueTag();
    await createMessage(request, { category: "careers", subject: `Job ${tag}` });
    await openMessages(page);
    await expectNoAxeViolations(page);
    const category = page.getByLabel("Category");
    await expect(category.locator("option")).toHaveText([
      "All Categories",
      ...Object.values(CONTACT_CATEGORIES),
    ]);
    await category.selectOption({ label: "Careers" });
    // The previous page stays on screen until the answer arrives: wait for the filtered one.
    await expect
      .poll(async () => {
        const texts = await cards(page).allTextContents();
        return texts.length > 0 && texts.every((text) => text.includes("Careers"));
      })
      .toBe(true);
    await expect(cards(page).filter({ hasText: `Job ${tag}` })).toBeVisible();
  });

  test("items per page and the pager", async ({ page }) => {
    await openMessages(page);
    await expect(page.getByLabel("Items per page").locator("option")).toHaveText(["5", "10", "20", "50"]);
    await page.getByLabel("Items per page").selectOption("5");
    await expect(page.getByText(/^Showing 5 of \d+ results \(Page 1 of \d+\)$/)).toBeVisible();
    await expect(cards(page)).toHaveCount(5);
    const pager = page.getByRole("navigation", { name: "Message pages" });
    await expect(pager.getByRole("button", { name: "Previous" })).toBeDisabled();
    await pager.getByRole("button", { name: "Next" }).click();
    await expect(page.getByText(/^Showing 5 of \d+ results \(Page 2 of \d+\)$/)).toBeVisible();
    await pager.getByRole("button", { name: "Page 3" }).click();
    await expect(page.getByText(/\(Page 3 of \d+\)$/)).toBeVisible();
    // At most five page buttons.
    expect(await pager.getByRole("button", { name: /^Page \d+$/ }).count()).toBeLessThanOrEqual(5);
    // Changing the page size goes back to page 1.
    await page.getByLabel("Items per page").selectOption("20");
    await expect(page.getByText(/^Showing \d+ of \d+ results \(Page 1 of \d+\)$/)).toBeVisible();
  });

  test("opens a message, marks it handled and deletes it after confirmation", async ({ page, request }) => {
    const tag = uniqueTag();
    const sent = await createMessage(request, { category: "admissions", subject: `Hostel ${tag}` });
    await openMessages(page);
    const card = cards(page).filter({ hasText: `Hostel ${tag}` });
    await expect(card.getByText("New", { exact: true })).toBeVisible();
    await card.getByRole("button", { name: `Open message from ${sent.name}` }).click();
    const dialog = page.getByRole("dialog", { name: `Hostel ${tag}` });
    await expect(dialog).toContainText("I would like to know about hostel facilities.");
    await expect(dialog).toContainText("Admissions");
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Mark as handled" }).click();
    await expect(page.getByText("Message marked as handled")).toBeVisible();
    await expect(dialog.getByText("Handled", { exact: true })).toBeVisible();
    // The footer's Close (the header has a Close icon too).
    await dialog.getByRole("button", { name: "Close" }).last().click();
    await expect(card.getByText("Handled", { exact: true })).toBeVisible();

    await card.getByRole("button", { name: /Open message/ }).click();
    await dialog.getByRole("button", { name: "Delete" }).click();
    const confirm = page.getByRole("dialog", { name: "Delete this message?" });
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Message deleted successfully")).toBeVisible();
    await expect(cards(page).filter({ hasText: `Hostel ${tag}` })).toHaveCount(0);
  });

  test("an empty inbox says so", async ({ page }) => {
    await signIn(page, emptyServerUrl());
    await page.goto(`${emptyServerUrl()}/dashboard/contact`);
    await expect(page.getByText("No messages found")).toBeVisible();
    await expect(
      page.getByText("There are no contact messages matching your current filters."),
    ).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Message pages" })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test("loading text while the list is on its way", async ({ page, request }) => {
    const message = await createMessage(request, { category: "general" });
    // Hold the list back until the loading text has been seen.
    let release = () => {};
    const seen = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/contact-us?*", async (route) => {
      await seen;
      await route.continue();
    });
    await signIn(page);
    // The first page comes in the server's HTML (ADR 028): a category without messages, then one with some.
    await page.goto("/dashboard/contact?category=none-such");
    await expect(page.getByText("No messages found")).toBeVisible();
    await page.getByLabel("Category").selectOption("general");
    await expect(page.getByText("Loading contact messages...")).toBeVisible();
    release();
    await expect(cards(page).filter({ hasText: message.subject })).toBeVisible();
  });
});

import { expect, test, type BrowserContext } from "@playwright/test";
import { signInAsColleague } from "./accounts-support";
import { withoutPopup } from "./content-support";
import { uniqueTag } from "./staff-helpers";
import { emptyServerUrl, expectNoAxeViolations } from "./support/fixtures";

// The phone lists are site-wide (every page's footer): this test changes them on the empty-database server, where
// no other test reads them, and puts the emergency numbers back and removes the list it adds.

const xsrfHeader = async (context: BrowserContext) => ({
  "X-XSRF-TOKEN": (await context.cookies(emptyServerUrl())).find((c) => c.name === "XSRF-TOKEN")!.value,
});

type PhoneListOut = { _id: string; key: string; numbers: { number: string }[] };

test("an editor changes the emergency number and adds an admissions office list; visitors see both within 5 s", async ({
  browser,
}) => {
  test.setTimeout(360_000);
  const tag = uniqueTag();
  const context = await browser.newContext({ baseURL: emptyServerUrl() });
  const page = await context.newPage();
  await signInAsColleague(page, "editor", tag);
  const listsBefore = (await (await page.request.get("/api/phone-lists?limit=100")).json()).data
    .phoneLists as PhoneListOut[];
  const emergency = listsBefore.find((list) => list.key === "emergency")!;
  const visitor = await browser.newContext({ baseURL: emptyServerUrl() });
  await withoutPopup(visitor, emptyServerUrl());
  const publicPage = await visitor.newPage();
  try {
    await page.goto("/dashboard");
    await page.getByRole("link", { name: "Phone lists" }).click();
    await expect(page.getByRole("heading", { name: "Phone lists", level: 1 })).toBeVisible();
    const row = page.getByRole("row").filter({ hasText: "Emergency (24x7)" });
    await expect(row).toContainText("Published");
    await expectNoAxeViolations(page);

    // The emergency list: a bad number is refused at its field, then the new one is published.
    await row.getByRole("button", { name: /^Edit/ }).click();
    const dialog = page.getByRole("dialog", { name: "Edit phone list" });
    const first = dialog.getByLabel("Number 1");
    await expect(first).toHaveValue("+91 612 555 0100");
    await first.fill("call us");
    await dialog.getByRole("button", { name: "Save and publish" }).click();
    await expect(dialog.getByText("Number must be a phone number (digits, +, spaces, dashes)")).toBeVisible();
    await first.fill("+91 612 555 0911");
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Save and publish" }).click();
    await expect(dialog).toBeHidden();

    const started = Date.now();
    await publicPage.goto("/hospitals/emergency");
    const call = publicPage
      .getByRole("region", { name: "Call now" })
      .getByRole("link", { name: "Call Emergency (24x7): +91 612 555 0911" });
    await expect(call).toHaveAttribute("href", "tel:+916125550911", { timeout: 5000 });
    expect(Date.now() - started).toBeLessThan(5000);
    // Every page's footer carries the first emergency number.
    await publicPage.goto("/about");
    await expect(
      publicPage.getByRole("contentinfo").getByRole("link", { name: "+91 612 555 0911" }),
    ).toHaveAttribute("href", "tel:+916125550911");

    // A new named list: on the contact page, and (keyed admissions) the enquiry page's line to call.
    await page.getByRole("button", { name: "Add phone list" }).click();
    const add = page.getByRole("dialog", { name: "Add phone list" });
    await add.getByLabel("Name (English)").fill(`Admissions office ${tag}`);
    await add.getByLabel("Key").fill("admissions");
    // The key says where else the list shows.
    await expect(
      add.getByText("Also shown on: the admission enquiry page (instead of the main phone)"),
    ).toBeVisible();
    await add.getByRole("button", { name: "Add number" }).click();
    await add.getByLabel("Number 1").fill("+91 612 555 0150");
    await add.getByLabel("Show on the contact page").check();
    await add.getByLabel("Order").fill("6");
    await add.getByLabel("Status").selectOption("draft");
    await expectNoAxeViolations(page);
    await add.getByRole("button", { name: "Save draft" }).click();
    await expect(add).toBeHidden();
    const added = page.getByRole("row").filter({ hasText: `Admissions office ${tag}` });
    await expect(added).toContainText("Draft");

    // A draft list: the editor's preview shows it in its place, visitors do not see it yet.
    await page.goto("/contact?preview");
    await expect(page.getByRole("heading", { name: `Admissions office ${tag}`, level: 3 })).toBeVisible();
    await publicPage.goto("/contact");
    await expect(publicPage.getByRole("heading", { name: "IT office", level: 3 })).toBeVisible();
    await expect(publicPage.getByRole("heading", { name: `Admissions office ${tag}`, level: 3 })).toHaveCount(
      0,
    );

    await page.goto("/dashboard/collections/phone-lists");
    await added.getByRole("button", { name: /^Edit/ }).click();
    const publish = page.getByRole("dialog", { name: "Edit phone list" });
    await publish.getByLabel("Status").selectOption("published");
    await publish.getByRole("button", { name: "Save and publish" }).click();
    await expect(publish).toBeHidden();
    await expect(added).toContainText("Published");

    const addedAt = Date.now();
    await publicPage.goto("/contact");
    await expect(publicPage.getByRole("heading", { name: `Admissions office ${tag}`, level: 3 })).toBeVisible(
      {
        timeout: 5000,
      },
    );
    expect(Date.now() - addedAt).toBeLessThan(5000);
    await expect(publicPage.getByRole("link", { name: "+91 612 555 0150" })).toHaveAttribute(
      "href",
      "tel:+916125550150",
    );
    await expectNoAxeViolations(publicPage);
    await publicPage.goto("/admission/admission-enquiry");
    await expect(
      publicPage.getByRole("main").getByRole("link", { name: "+91 612 555 0150" }),
    ).toHaveAttribute("href", "tel:+916125550150");
  } finally {
    const headers = await xsrfHeader(context);
    await page.request.patch(`/api/phone-lists/${emergency._id}`, {
      data: { numbers: emergency.numbers },
      headers,
    });
    const lists = (await (await page.request.get("/api/phone-lists?limit=100")).json()).data
      .phoneLists as PhoneListOut[];
    const added = lists.find((list) => list.key === "admissions");
    if (added) await page.request.delete(`/api/phone-lists/${added._id}`, { headers });
    await visitor.close();
    await context.close();
  }
});

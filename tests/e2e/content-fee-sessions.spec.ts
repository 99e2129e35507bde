import { expect, test } from "@playwright/test";
import { signInAsColleague } from "./accounts-support";
import { withoutPopup } from "./content-support";
import { uniqueTag } from "./staff-helpers";
import { emptyServerUrl, expectNoAxeViolations } from "./support/fixtures";

// Fee tables are site-wide and a published session cannot be taken back: this test runs on the empty-database
// server, where no other test reads the fee pages' figures, and publishes the session after whichever is current.

const nextSession = (session: string) => {
  const start = Number(session.slice(0, 4)) + 1;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
};

test("an editor publishes the next fee session with its stipends; the earlier session stays at its own address", async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: emptyServerUrl() });
  const page = await context.newPage();
  await signInAsColleague(page, "editor", uniqueTag());
  const before = (await (await page.request.get("/api/fees/ug")).json()).data;
  const earlier = before.session as string;
  const session = nextSession(earlier);

  await page.goto("/dashboard/fees");
  await expect(page.getByRole("heading", { name: "Fee tables", level: 1 })).toBeVisible();
  const stipends = page.getByRole("group", { name: /Monthly stipends \(INR\)/ });
  const interns = stipends.getByRole("textbox", { name: "Interns, per month" });
  await expect(interns).toHaveValue(String(before.stipends[0].monthlyAmount));
  // The starting figures say plainly that no one has confirmed them.
  await expect(stipends.getByText("Starting figures, to be confirmed.")).toBeVisible({
    visible: !before.stipendsConfirmed,
  });
  await expect(page.getByRole("link", { name: `Session ${earlier} (current)` })).toBeVisible();

  // A bad stipend is refused beside its field, and nothing is published.
  await page.getByRole("textbox", { name: "Session", exact: true }).fill(session);
  await interns.fill("-100");
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(stipends.getByText("Monthly stipend (INR) must be 0 or more")).toBeVisible();
  await expectNoAxeViolations(page);
  expect((await (await page.request.get("/api/fees/ug")).json()).data.session).toBe(earlier);

  await interns.fill("26,500");
  await expect(stipends.getByText("Shown as 26,500 INR a month")).toBeVisible();
  const row1 = page.getByRole("group", { name: "Row 1", exact: true });
  await row1.getByRole("textbox", { name: "Amount", exact: true }).fill("15,75,000");
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByText("Fee table published")).toBeVisible();
  await expect(stipends.getByText("Starting figures, to be confirmed.")).toBeHidden();
  await expect(page.getByRole("link", { name: `Session ${session} (current)` })).toBeVisible();
  await expect(
    page.getByRole("link", { name: `Session ${earlier} (opens in a new tab)`, exact: true }),
  ).toHaveAttribute("href", `/academics/ug-fee-structure/${earlier}`);
  await expectNoAxeViolations(page);
  await context.close();

  // A visitor on a phone reads the new session with its stipends, and follows the link to the earlier one.
  const visitor = await browser.newContext({
    baseURL: emptyServerUrl(),
    viewport: { width: 390, height: 844 },
  });
  await withoutPopup(visitor, emptyServerUrl());
  const phone = await visitor.newPage();
  await phone.goto("/academics/ug-fee-structure");
  await expect(phone.getByText(`MBBS fees for the session ${session}.`)).toBeVisible();
  const stipendTable = phone.getByRole("table", { name: `Monthly stipends, session ${session}` });
  await expect(stipendTable.getByRole("row", { name: /Interns/ })).toContainText("26,500");
  await stipendTable.scrollIntoViewIfNeeded();
  await expect(stipendTable).toBeInViewport();
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(phone);

  await phone.getByRole("link", { name: `Fees for the session ${earlier}` }).click();
  await expect(phone).toHaveURL(new RegExp(`/academics/ug-fee-structure/${earlier}$`));
  await expect(phone.getByText(`Session ${earlier}: an earlier session`)).toBeVisible();
  const earlierTable = phone.getByRole("table", { name: `MBBS fee structure, session ${earlier}` });
  await expect(earlierTable.locator("tbody tr").first()).toContainText(
    `${new Intl.NumberFormat("en-IN").format(before.rows[0].amount)} INR per year`,
  );
  await expectNoAxeViolations(phone);
  await phone.getByRole("link", { name: `Fees for the current session, ${session}` }).click();
  await expect(phone).toHaveURL(/\/academics\/ug-fee-structure$/);

  // The MBBS admission page states the same figures: the UG fee table is their one source.
  await phone.goto("/admission/mbbs");
  await expect(
    phone
      .getByRole("table", { name: `MBBS fees, session ${session}` })
      .locator("tbody tr")
      .first(),
  ).toContainText("15,75,000 INR per year");

  expect((await phone.request.get("/academics/ug-fee-structure/1999-00")).status()).toBe(404);
  await visitor.close();
});

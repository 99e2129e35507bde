import { expect, test, type Browser, type BrowserContext } from "@playwright/test";
import { signInAsColleague } from "./accounts-support";
import { withoutPopup } from "./content-support";
import { uniqueTag } from "./staff-helpers";
import { emptyServerUrl, expectNoAxeViolations } from "./support/fixtures";

// Fee tables and contact facts are site-wide: this test changes them on the empty-database server, where no
// other test reads them, so the sample server's fee-page and shell tests are not disturbed; it puts the phone
// and the fee rows back. A published session cannot be taken back (an earlier session stays as published), so
// it moves the table on from whichever session is current. Both tests of this file move the UG fee table to a
// new session on that server, so they are in one file: Playwright runs a file's tests one after the other.

const nextSession = (session: string) => {
  const start = Number(session.slice(0, 4)) + 1;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
};

async function visit(browser: Browser, path: string) {
  const context = await browser.newContext({ baseURL: emptyServerUrl() });
  const page = await context.newPage();
  const response = await page.goto(path);
  return { context, page, html: await response!.text() };
}

const xsrfHeader = async (context: BrowserContext) => ({
  "X-XSRF-TOKEN": (await context.cookies(emptyServerUrl())).find((c) => c.name === "XSRF-TOKEN")!.value,
});

test("an editor changes a fee amount, the session, the phone number, the admission session and office hours (English and Hindi), and visitors see them", async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: emptyServerUrl() });
  const page = await context.newPage();
  await signInAsColleague(page, "editor", uniqueTag());
  const ugBefore = (await (await page.request.get("/api/fees/ug")).json()).data;
  const settingsBefore = (await (await page.request.get("/api/site-settings")).json()).data;
  const next = nextSession(ugBefore.session);
  try {
    await page.goto("/dashboard/fees");
    await expect(page.getByRole("heading", { name: "Fee tables", level: 1 })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Session", exact: true })).toHaveValue(ugBefore.session);
    await expectNoAxeViolations(page);

    // Bad input is refused next to its field, and nothing is saved.
    await page.getByRole("textbox", { name: "Session", exact: true }).fill("2026");
    const row = (n: number) => page.getByRole("group", { name: `Row ${n}`, exact: true });
    await row(3).getByRole("textbox", { name: "Amount", exact: true }).fill("-5");
    await page.getByRole("button", { name: "Publish" }).click();
    await expect(page.getByText("Session must be an academic year like 2026-27")).toBeVisible();
    await expect(row(3).getByText("Amount must be 0 or more")).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole("textbox", { name: "Session", exact: true }).fill(next);
    await row(3).getByRole("textbox", { name: "Amount", exact: true }).fill("315000");
    await row(1).getByRole("textbox", { name: "Amount", exact: true }).fill("14,50,000");
    await expect(row(1).getByText("Shown as 14,50,000 INR per year")).toBeVisible();
    await page.getByRole("button", { name: "Publish" }).click();
    await expect(page.getByText("Fee table published")).toBeVisible();

    const ug = await visit(browser, "/academics/ug-fee-structure");
    expect(ug.html).toContain("14,50,000 INR per year");
    await expect(ug.page.getByRole("heading", { level: 1, name: "UG Fee Structure" })).toBeVisible();
    const table = ug.page.getByRole("table", { name: `MBBS fee structure, session ${next}` });
    await expect(table.locator("tbody tr").first()).toContainText("14,50,000 INR per year");
    await expect(ug.page.getByText(`MBBS fees for the session ${next}.`)).toBeVisible();
    await ug.context.close();

    await page.goto("/dashboard/site-settings");
    await expect(page.getByRole("heading", { name: "Site settings", level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel("Main phone").fill("+91 612 555 0199");
    // One setting names the session in the header's banner, the home page and the enquiry page.
    await page.getByLabel("Admission session").fill("2026");
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect(page.getByText("Admission session must look like 2025-26")).toBeVisible();
    await page.getByLabel("Admission session").fill(next);
    await page
      .getByRole("textbox", { name: "Office hours", exact: true })
      .fill("Monday to Friday, 10:00 am to 4:00 pm");
    // Issue 24: the Hindi office hours beside the English; emptied, the Hindi contact page shows the English.
    const hoursHi = page.getByRole("textbox", { name: "Office hours (Hindi)" });
    await expect(hoursHi).toHaveAttribute("lang", "hi");
    await expect(hoursHi).toHaveValue(settingsBefore.officeHoursHi);
    await hoursHi.fill("");
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect(page.getByText("Site settings saved")).toBeVisible();

    const hindiContact = await visit(browser, "/hi/contact");
    await expect(
      hindiContact.page.getByRole("main").locator('span[lang="en"]', {
        hasText: "Monday to Friday, 10:00 am to 4:00 pm",
      }),
    ).toBeVisible();
    await hindiContact.context.close();

    const home = await visit(browser, "/about");
    await expect(
      home.page.getByRole("banner").getByRole("link", { name: /\+91 612 555 0199/ }),
    ).toBeVisible();
    await expect(
      home.page.getByRole("contentinfo").getByRole("link", { name: "+91 612 555 0199" }),
    ).toBeVisible();
    await expect(
      home.page.getByRole("contentinfo").getByRole("link", { name: "+91 612 555 0199" }),
    ).toHaveAttribute("href", "tel:+916125550199");
    await expect(
      home.page.getByRole("banner").getByRole("link", { name: `Admission Enquiry for MD/MS & MBBS-${next}` }),
    ).toBeVisible();
    await home.page.goto("/");
    await expect(home.page.getByText(`Admissions open · MBBS & MD/MS ${next}`)).toBeVisible();
    await home.page.goto("/contact");
    await expect(
      home.page.getByText("Offices: Monday to Friday, 10:00 am to 4:00 pm. Emergency: 24x7."),
    ).toBeVisible();
    // The admission menu, the admission section's cards and the UG/PG pages name the session's year (issue 20).
    const year = next.slice(0, 4);
    await home.page.goto("/admission");
    await expect(home.page.locator("header a[href='/admission/ug-admission-2025']").first()).toHaveText(
      `UG Admission ${year}`,
    );
    await expect(
      home.page.getByRole("main").getByRole("link", { name: `PG Admission ${year}` }),
    ).toBeVisible();
    await home.page.goto("/admission/ug-admission-2025");
    await expect(home.page.getByRole("heading", { level: 1, name: `UG Admission ${year}` })).toBeVisible();
    await expect(home.page.getByText(`MBBS admission for the ${next} session.`)).toBeVisible();
    await home.context.close();
  } finally {
    const headers = await xsrfHeader(context);
    const { rows, notes } = ugBefore;
    await page.request.put("/api/fees/ug", {
      data: { session: next, rows, notes, status: "published" },
      headers,
    });
    const { phone, admissionSession, officeHours, officeHoursHi } = settingsBefore;
    await page.request.patch("/api/site-settings", {
      data: { phone, admissionSession, officeHours, officeHoursHi },
      headers,
    });
    await context.close();
  }
});

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

test("an editor types a row's Hindi label beside the English; the Hindi fee page shows it, an empty one in English marked lang=en", async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: emptyServerUrl() });
  const page = await context.newPage();
  await signInAsColleague(page, "editor", uniqueTag());
  const before = (await (await page.request.get("/api/fees/ug")).json()).data;
  const hindiLabel = `ट्यूशन फीस ${uniqueTag()}`;
  try {
    await page.goto("/dashboard/fees");
    const row = (n: number) => page.getByRole("group", { name: `Row ${n}`, exact: true });
    const hindiItem = (n: number) => row(n).getByRole("textbox", { name: "Item (Hindi)" });
    await expect(hindiItem(1)).toHaveAttribute("lang", "hi");
    await expect(page.getByRole("textbox", { name: "Payment rules (Hindi)" })).toHaveAttribute("lang", "hi");
    await hindiItem(1).fill(hindiLabel);
    await hindiItem(2).fill("");
    await page.getByRole("button", { name: "Publish" }).click();
    await expect(page.getByText("Fee table published")).toBeVisible();
    await expectNoAxeViolations(page);

    const hindi = await visit(browser, "/hi/academics/ug-fee-structure");
    const rows = hindi.page.getByRole("table").first().locator("tbody tr");
    await expect(rows.nth(0)).toContainText(hindiLabel);
    await expect(rows.nth(0).locator('[lang="en"]')).toHaveCount(0);
    await expect(rows.nth(1).locator('[lang="en"]', { hasText: before.rows[1].item })).toBeVisible();
    await expect(hindi.page.getByText("इस पृष्ठ के कुछ अंश का हिन्दी अनुवाद अभी उपलब्ध नहीं है")).toBeVisible();
    await expectNoAxeViolations(hindi.page);
    await hindi.context.close();

    const english = await visit(browser, "/academics/ug-fee-structure");
    await expect(english.page.getByRole("table").first().locator("tbody tr").first()).toContainText(
      before.rows[0].item,
    );
    expect(english.html).not.toContain(hindiLabel);
    await english.context.close();
  } finally {
    await page.request.put("/api/fees/ug", {
      data: { ...before, status: "published" },
      headers: await xsrfHeader(context),
    });
    await context.close();
  }
});

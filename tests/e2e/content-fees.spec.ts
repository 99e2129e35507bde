import { expect, test, type Browser, type BrowserContext } from "@playwright/test";
import { signInAsColleague } from "./accounts-support";
import { uniqueTag } from "./staff-helpers";
import { emptyServerUrl, expectNoAxeViolations } from "./support/fixtures";

// Fee tables and contact facts are site-wide: this test changes them on the empty-database server, where no
// other test reads them, so the sample server's fee-page and shell tests are not disturbed; it puts the phone
// and the fee rows back. A published session cannot be taken back (an earlier session stays as published), so
// it moves the table on from whichever session is current (content-fee-sessions.spec.ts may have moved it).

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

test("an editor changes a fee amount, the session, the phone number, the admission session and office hours, and visitors see them", async ({
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
    await page.getByLabel("Office hours").fill("Monday to Friday, 10:00 am to 4:00 pm");
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect(page.getByText("Site settings saved")).toBeVisible();

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
    await home.context.close();
  } finally {
    const headers = await xsrfHeader(context);
    const { rows, notes } = ugBefore;
    await page.request.put("/api/fees/ug", {
      data: { session: next, rows, notes, status: "published" },
      headers,
    });
    const { phone, admissionSession, officeHours } = settingsBefore;
    await page.request.patch("/api/site-settings", {
      data: { phone, admissionSession, officeHours },
      headers,
    });
    await context.close();
  }
});

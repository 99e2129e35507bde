import { expect, test, type Page } from "@playwright/test";
import { CLINICAL_FIGURES } from "../../contract/clinical-material";
import { collegeDate } from "../../contract/college-time";
import { MSR_ITEM_LETTERS } from "../../contract/disclosures";
import { addMonths, formatMonth } from "../../contract/nmc";
import { hi } from "../../app/site/i18n/messages.hi";
import { closeAdmissionPopupForSession } from "./site-shell-support";
import { bearer } from "./staff-helpers";
import { expectNoAxeViolations } from "./support/fixtures";

// Issue 24: the MSR Clause B.1.11 pages (the hub, its items, the pro-forma) in Hindi at /hi/…, read on a phone.
test.use({ viewport: { width: 390, height: 844 } });

test.beforeEach(async ({ page, baseURL }) => closeAdmissionPopupForSession(page, baseURL));

const HUB = "/hi/msr-clause-b-1-11";

/**
 * A translated Hindi page: `<html lang="hi">`, no "not yet translated" note, its Hindi main heading, and
 * nothing in the body marked English (these pages show no staff text that falls back).
 */
async function expectHindiPage(page: Page, heading: string) {
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(page.getByText(hi["shell.notTranslated"])).toHaveCount(0);
  await expect(page.locator("#main-content")).not.toHaveAttribute("lang", "en");
  await expect(page.locator("main [lang='en']")).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
}

/** The hub, item (a) and the pro-forma in Hindi, followed by their links (axe needs the page's script). */
async function readHubItemAndProforma(page: Page, { axe }: { axe: boolean }) {
  await page.goto(HUB);
  await expectHindiPage(page, hi["nav.msrHub"]);
  await expect(page.getByRole("heading", { name: hi["msr.hub.monthly"] })).toBeVisible();
  const items = page.getByRole("navigation", { name: hi["msr.itemsLabel"] }).getByRole("link");
  await expect(items).toHaveCount(12);
  for (const [index, letter] of MSR_ITEM_LETTERS.entries()) {
    await expect(items.nth(index)).toHaveAttribute("href", `${HUB}/${letter}`);
    await expect(items.nth(index)).toContainText(hi[`msr.item.${letter}`]);
  }
  // Each item's date in Hindi ("28 नवंबर 2026 को अद्यतन") or that nothing is recorded yet.
  await expect(items.first()).toContainText(/\d{1,2} [\u0900-\u097F]+ \d{4} को अद्यतन|अभी कुछ दर्ज नहीं/);
  if (axe) await expectNoAxeViolations(page);

  // Item (a): the heads, what is not yet recorded said in Hindi, and the contact lines' labels.
  await items.first().click();
  await expect(page).toHaveURL(new RegExp(`${HUB}/a$`));
  await expectHindiPage(page, `(a) ${hi["msr.item.a"]}`);
  await expect(page.getByText(hi["msr.missing.title"])).toBeVisible();
  // The sample records have no qualification for the Principal (the records service's gap, in Hindi).
  await expect(page.getByText("प्रिंसिपल: योग्यता दर्ज नहीं")).toBeVisible();
  await expect(
    page.getByRole("heading", { level: 2, name: hi["msr.post.principal"], exact: true }),
  ).toBeVisible();
  await expect(page.getByText(hi["content.phone"]).first()).toBeVisible();
  await expect(page.getByText(hi["content.email"]).first()).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: hi["msr.itemPage.otherItems"] }).getByRole("link", {
      name: `(b) ${hi["msr.item.b"]} →`,
    }),
  ).toHaveAttribute("href", `${HUB}/b`);
  if (axe) await expectNoAxeViolations(page);

  // The breadcrumb goes back to the Hindi hub, whose pro-forma link goes to the Hindi pro-forma.
  await page
    .getByRole("navigation", { name: hi["applicants.breadcrumb"] })
    .getByRole("link", { name: hi["msr.crumb"] })
    .click();
  await expect(page).toHaveURL(new RegExp(`${HUB}$`));
  await page.getByRole("link", { name: hi["msr.collegeInformation"], exact: true }).click();
  await expect(page).toHaveURL(/\/hi\/college-information$/);
  await expectHindiPage(page, hi["msr.collegeInformation"]);
  await expect(page.getByRole("term").filter({ hasText: hi["msr.fact.beds"] })).toHaveCount(1);
  await expect(page.getByRole("term").filter({ hasText: "Total beds" })).toHaveCount(0);
  if (axe) await expectNoAxeViolations(page);
}

test("the Hindi hub lists the twelve items in Hindi and leads to an item and the pro-forma, all in Hindi", async ({
  page,
}) => {
  await readHubItemAndProforma(page, { axe: true });
});

test.describe("without a script", () => {
  test.use({ javaScriptEnabled: false });

  test("the Hindi hub, an item and the pro-forma render and link in Hindi", async ({ page }) => {
    await readHubItemAndProforma(page, { axe: false });
  });
});

test("the Hindi item (k) draws its chart with Hindi labels and heads its table in Hindi", async ({
  page,
  request,
}) => {
  // The month msr-hub.spec enters too; it is enough that some figures are there (the same month's record is
  // never replaced here, so that spec's figures stay its own).
  const month = addMonths(collegeDate(new Date()).slice(0, 7), -2);
  const figures = Object.fromEntries(CLINICAL_FIGURES.map((name) => [name, 7]));
  const created = await request.post("/api/clinical-material", {
    headers: await bearer(request),
    data: { month, ...figures },
  });
  expect([201, 409]).toContain(created.status());

  await page.goto(`${HUB}/k`);
  await expectHindiPage(page, `(k) ${hi["msr.item.k"]}`);
  const chart = page.getByRole("img", {
    name: hi["msr.chart.title"].replace("{table}", hi["msr.clinical.table"]),
  });
  await expect(chart).toBeVisible();
  await expect(chart).toContainText(hi["msr.chart.opd"]);
  const table = page.locator("table", {
    has: page.locator("caption", { hasText: hi["msr.clinical.table"] }),
  });
  await expect(table.locator("thead th").first()).toHaveText(hi["msr.column.month"]);
  await expect(table.locator("tbody").getByText(formatMonth(month, "hi"), { exact: true })).toHaveCount(1);
  await expectNoAxeViolations(page);
});

test("Hindi contact lines say फ़ोन on the OPD page too", async ({ page }) => {
  await page.goto("/hi/hospitals/opd");
  await expect(page.locator("main").getByText(hi["content.phone"]).first()).toBeVisible();
  await expect(page.locator("main").getByText("Phone:")).toHaveCount(0);
});

test("the Hindi item (l) names the starting committees and their remits in Hindi; only staff texts without Hindi are marked English", async ({
  page,
}) => {
  await page.goto(`${HUB}/l`);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`(l) ${hi["msr.item.l"]}`);
  await expect(page.getByRole("heading", { level: 2, name: hi["msr.ragging.orders"] })).toBeVisible();
  // The starting committees have their Hindi name and remit (issue 24): shown unmarked.
  const committee = page.getByRole("heading", { level: 2, name: "एंटी-रैगिंग समिति", exact: true });
  await expect(committee).toBeVisible();
  await expect(committee).not.toHaveAttribute("lang");
  await expect(
    page.getByText("रैगिंग रोकती है, जागरूकता अभियान चलाती है", { exact: false }).first(),
  ).not.toHaveAttribute("lang");
  await expect(page.getByRole("heading", { level: 2, name: "Anti Ragging Committee" })).toHaveCount(0);
  // Only staff texts are marked English (a committee another test adds without Hindi), never the page's own
  // (Hindi) words.
  for (const text of await page.locator("main [lang='en']").allInnerTexts())
    expect(text).not.toMatch(/[\u0900-\u097F]/);
  await expectNoAxeViolations(page);
});

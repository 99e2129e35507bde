import { expect, test, type Browser } from "@playwright/test";
import { signInAsColleague } from "./accounts-support";
import { withoutPopup } from "./content-support";
import { uniqueTag } from "./staff-helpers";
import { emptyServerUrl, expectNoAxeViolations } from "./support/fixtures";

test("an invited editor changes the principal's message, sees it on the public page within 5 s, and restores the earlier revision", async ({
  page,
  browser,
  baseURL,
}) => {
  // Several axe runs over a long form on a shared machine.
  test.setTimeout(360_000);
  const tag = uniqueTag();
  await signInAsColleague(page, "editor", tag);
  await page.goto("/dashboard");
  await page.getByRole("link", { name: "Leaders' messages" }).click();
  await expect(page.getByRole("heading", { name: "Leaders' messages", level: 1 })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: "Prof. (Dr.) Meera Jha" });
  await expect(row).toContainText("Published");
  await expectNoAxeViolations(page);

  await row.getByRole("button", { name: /^Edit/ }).click();
  const dialog = page.getByRole("dialog", { name: "Edit leader's message" });
  const message = dialog.getByLabel("Message (English)");
  await expect(message).toHaveValue(/^Dear students,/);
  const original = await message.inputValue();
  await message.fill(`Dear students,\n\nOur new term begins on **Monday** (${tag}).`);
  await dialog.getByLabel("Status").selectOption("published");
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Save and publish" }).click();
  await expect(dialog).toBeHidden();

  const visitor = await browser.newContext();
  await withoutPopup(visitor, baseURL!);
  const publicPage = await visitor.newPage();
  const started = Date.now();
  await publicPage.goto("/about/principal");
  await expect(
    publicPage.getByRole("article").getByText(`Our new term begins on Monday (${tag}).`),
  ).toBeVisible({
    timeout: 5000,
  });
  expect(Date.now() - started).toBeLessThan(5000);
  await expect(publicPage.getByRole("article").locator("strong", { hasText: "Monday" })).toBeVisible();
  await expect(publicPage.getByText(/^Last updated: \d{1,2} \w{3} \d{4}$/)).toBeVisible();
  await expectNoAxeViolations(publicPage);

  // History: two revisions (the first install's, and this one naming the message); restore the first.
  await row.getByRole("button", { name: "History of Prof. (Dr.) Meera Jha" }).click();
  const history = page.getByRole("dialog", { name: "History" });
  await expect(history.getByRole("listitem")).toHaveCount(2);
  await expect(history.getByRole("listitem").first()).toContainText("Revision 2");
  await expect(history.getByRole("listitem").first()).toContainText(`colleague.${tag}@example.edu.in`);
  await expect(history.getByRole("listitem").first()).toContainText("Changed: Message");
  await expectNoAxeViolations(page);
  await history.getByRole("button", { name: "Restore revision 1" }).click();
  await expect(history).toBeHidden();
  await expect(row).toContainText("Draft · published version live");

  // Restored as a draft: visitors still see the published change; the editor's preview shows the restored text.
  await publicPage.reload();
  await expect(publicPage.getByRole("article")).toContainText(`(${tag})`);
  await page.goto("/about/principal?preview");
  await expect(page.getByText(/^Preview: this message is a draft/)).toBeVisible();
  await expect(page.getByRole("article")).toContainText("Welcome to a profession");

  // Publishing the restored draft puts the original text back for everyone.
  await page.goto("/dashboard/collections/leaders");
  await page
    .getByRole("row")
    .filter({ hasText: "Prof. (Dr.) Meera Jha" })
    .getByRole("button", { name: /^Edit/ })
    .click();
  const again = page.getByRole("dialog", { name: "Edit leader's message" });
  await expect(again.getByLabel("Message (English)")).toHaveValue(original);
  await again.getByLabel("Status").selectOption("published");
  await again.getByRole("button", { name: "Save and publish" }).click();
  await expect(again).toBeHidden();
  await publicPage.reload();
  await expect(publicPage.getByRole("article")).toContainText("Welcome to a profession");
  await visitor.close();
});

test("an invited editor changes a testimonial and visitors see it on the home page within 5 s", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const tag = uniqueTag();
  await signInAsColleague(page, "editor", tag);
  await page.goto("/dashboard/collections/testimonials");
  await expect(page.getByRole("heading", { name: "Testimonials", level: 1 })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: "Dr. Rohan Verma" });
  await row.getByRole("button", { name: /^Edit/ }).click();
  const dialog = page.getByRole("dialog", { name: "Edit testimonial" });
  const message = dialog.getByLabel("Message (English)");
  const original = await message.inputValue();
  await message.fill(`A campus I would choose again (${tag}).`);
  await dialog.getByLabel("Rating").fill("9");
  await dialog.getByLabel("Status").selectOption("published");
  await dialog.getByRole("button", { name: "Save and publish" }).click();
  // Checked before sending, with the API's own rule.
  await expect(dialog.getByText("Rating must be at most 5")).toBeVisible();
  await dialog.getByLabel("Rating").fill("5");
  await dialog.getByRole("button", { name: "Save and publish" }).click();
  await expect(dialog).toBeHidden();

  const visitor = await browser.newContext();
  await withoutPopup(visitor, baseURL!);
  const home = await visitor.newPage();
  const started = Date.now();
  await home.goto("/");
  const alumni = home.getByRole("region", { name: "Alumni testimonials" });
  await expect(alumni.getByText(`A campus I would choose again (${tag}).`).first()).toBeAttached({
    timeout: 5000,
  });
  expect(Date.now() - started).toBeLessThan(5000);
  await visitor.close();

  // Put the text back for the other journeys.
  await row.getByRole("button", { name: /^Edit/ }).click();
  await dialog.getByLabel("Message (English)").fill(original);
  await dialog.getByRole("button", { name: "Save and publish" }).click();
  await expect(dialog).toBeHidden();
});

test("an invited editor changes a department's description and a page's text; visitors see both within 5 s", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const tag = uniqueTag();
  await signInAsColleague(page, "editor", tag);
  // The page texts' screen, checked before any save (a fading toast is not a contrast failure of the screen).
  await page.goto("/dashboard/collections/site-pages");
  await expect(page.getByRole("heading", { name: "Page texts", level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
  await page
    .getByRole("navigation", { name: "Back-office" })
    .getByRole("link", { name: "Departments" })
    .click();
  await expect(page.getByRole("heading", { name: "Departments", level: 1 })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: "Psychiatry" });
  await row.getByRole("button", { name: /^Edit/ }).click();
  const dialog = page.getByRole("dialog", { name: "Edit department" });
  const description = dialog.getByLabel("Description (English)");
  const original = await description.inputValue();
  const changed = `Mental health care for every age, with a new de-addiction clinic (${tag}).`;
  await description.fill(changed);
  await dialog.getByLabel("Status").selectOption("published");
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Save and publish" }).click();
  await expect(dialog).toBeHidden();

  const visitor = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await withoutPopup(visitor, baseURL!);
  const publicPage = await visitor.newPage();
  const started = Date.now();
  await publicPage.goto("/academics/departments");
  const card = publicPage
    .getByRole("listitem")
    .filter({ has: publicPage.getByRole("heading", { name: "Psychiatry" }) });
  await expect(card.getByText(changed)).toBeVisible({ timeout: 5000 });
  expect(Date.now() - started).toBeLessThan(5000);
  await expect(publicPage.getByText(/^Last updated: \d{1,2} \w{3} \d{4}$/)).toBeVisible();

  // The College Rules page's text: a new rule, as Markdown, on the page at once.
  await page
    .getByRole("navigation", { name: "Back-office" })
    .getByRole("link", { name: "Page texts" })
    .click();
  await expect(page.getByRole("heading", { name: "Page texts", level: 1 })).toBeVisible();
  const rules = page.getByRole("row").filter({ hasText: "College Rules & Regulations" });
  await rules.getByRole("button", { name: /^Edit/ }).click();
  const form = page.getByRole("dialog", { name: "Edit page text" });
  const text = form.getByLabel("Text (English)");
  const rulesBefore = await text.inputValue();
  await text.fill(`${rulesBefore}\n14. Library books are returned within 14 days (${tag}).`);
  await form.getByLabel("Status").selectOption("published");
  await form.getByRole("button", { name: "Save and publish" }).click();
  await expect(form).toBeHidden();
  await publicPage.goto("/academics/college-rules-regulations");
  const list = publicPage.getByRole("region", { name: "College rules" }).getByRole("listitem");
  await expect(list.last()).toHaveText(`Library books are returned within 14 days (${tag}).`);
  await expect(list).toHaveCount(14);
  await expectNoAxeViolations(publicPage);

  // Put both back for the specs that read these pages.
  await rules.getByRole("button", { name: /^Edit/ }).click();
  await form.getByLabel("Text (English)").fill(rulesBefore);
  await form.getByRole("button", { name: "Save and publish" }).click();
  await expect(form).toBeHidden();
  await page
    .getByRole("navigation", { name: "Back-office" })
    .getByRole("link", { name: "Departments" })
    .click();
  await row.getByRole("button", { name: /^Edit/ }).click();
  await dialog.getByLabel("Description (English)").fill(original);
  await dialog.getByRole("button", { name: "Save and publish" }).click();
  await expect(dialog).toBeHidden();
  await visitor.close();
});

// The bed count is site-wide: this test changes it on the empty-database server, where no other test reads it.
test("an editor changes a hospital page's key fact and a bed-table row; the page, the total and the home page follow", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const context = await browser.newContext({ baseURL: emptyServerUrl() });
  const page = await context.newPage();
  await signInAsColleague(page, "editor", uniqueTag());
  await page.goto("/dashboard/collections/hospital-services");
  await expect(page.getByRole("heading", { name: "Hospital services", level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
  const emergency = page.getByRole("row").filter({ hasText: "Emergency & Casualty" });
  await emergency.getByRole("button", { name: /^Edit/ }).click();
  const dialog = page.getByRole("dialog", { name: "Edit hospital service" });
  const beds = dialog.getByRole("textbox", { name: /^Figure/ }).nth(1);
  await expect(beds).toHaveValue("30");
  await beds.fill("32");
  await dialog.getByLabel("Status").selectOption("published");
  await dialog.getByRole("button", { name: "Save and publish" }).click();
  await expect(dialog).toBeHidden();

  const visitor = await browser.newContext({
    baseURL: emptyServerUrl(),
    viewport: { width: 390, height: 844 },
  });
  await withoutPopup(visitor, emptyServerUrl());
  const publicPage = await visitor.newPage();
  await publicPage.goto("/hospitals/emergency");
  await expect(publicPage.getByRole("definition").filter({ hasText: /^32$/ })).toBeVisible({ timeout: 5000 });
  await expectNoAxeViolations(publicPage);

  await page.goto("/dashboard/collections/hospital-beds");
  const medicine = page.getByRole("row").filter({ hasText: "General Medicine" });
  await medicine.getByRole("button", { name: /^Edit/ }).click();
  const row = page.getByRole("dialog", { name: "Edit bed-table row" });
  await row.getByLabel(/^Beds/).fill("-4");
  await row.getByRole("button", { name: /^Save/ }).click();
  await expect(row.getByText("Beds must be 0 or more")).toBeVisible();
  await row.getByLabel(/^Beds/).fill("160");
  await row.getByLabel("Status").selectOption("published");
  await row.getByRole("button", { name: "Save and publish" }).click();
  await expect(row).toBeHidden();

  await publicPage.goto("/hospitals/about-hospitals");
  const table = publicPage.getByRole("table", { name: "Department-wise distribution of beds and units" });
  await expect(table.locator("tfoot tr > *")).toHaveText([/^Total teaching beds/, "730", "21"]);
  await publicPage.goto("/");
  await expect(
    publicPage
      .getByRole("region", { name: "The college in figures" })
      .getByRole("listitem")
      .filter({ hasText: "bed super-speciality hospital" }),
  ).toContainText("730");
  await publicPage.goto("/hospitals");
  await expect(publicPage.getByText("Teaching beds in 21 units")).toBeVisible();

  // Put both back.
  await medicine.getByRole("button", { name: /^Edit/ }).click();
  await row.getByLabel(/^Beds/).fill("150");
  await row.getByRole("button", { name: "Save and publish" }).click();
  await expect(row).toBeHidden();
  await page.goto("/dashboard/collections/hospital-services");
  await emergency.getByRole("button", { name: /^Edit/ }).click();
  await dialog
    .getByRole("textbox", { name: /^Figure/ })
    .nth(1)
    .fill("30");
  await dialog.getByRole("button", { name: "Save and publish" }).click();
  await expect(dialog).toBeHidden();
  await visitor.close();
  await context.close();
});

/** One text of a collection record an editor changes on the empty-database server (where no other spec reads it). */
interface TextEdit {
  /** The collection's back-office screen and its heading. */
  path: string;
  heading: string;
  /** The row's text, and the edit dialog's name. */
  row: string;
  dialog: string;
  /** The field's label, and what it holds as installed. */
  field: string;
  installed: string | RegExp;
  change: (before: string) => string;
  /** axe on the screen before editing, on the filled-in form. */
  axe?: { screen?: boolean; form?: boolean };
}

/**
 * An editor's journey: signs in on the empty-database server, opens the collection's screen, changes one text
 * of a row and publishes it; a visitor on a phone is ready to look. `putBack` restores the text and closes both.
 */
async function publishTextEdit(browser: Browser, edit: TextEdit) {
  const context = await browser.newContext({ baseURL: emptyServerUrl() });
  const page = await context.newPage();
  await signInAsColleague(page, "editor", uniqueTag());
  await page.goto(edit.path);
  await expect(page.getByRole("heading", { name: edit.heading, level: 1 })).toBeVisible();
  if (edit.axe?.screen) await expectNoAxeViolations(page);
  const row = page.getByRole("row").filter({ hasText: edit.row });
  await row.getByRole("button", { name: /^Edit/ }).click();
  const dialog = page.getByRole("dialog", { name: edit.dialog });
  const field = dialog.getByLabel(edit.field);
  await expect(field).toHaveValue(edit.installed);
  const before = await field.inputValue();
  await field.fill(edit.change(before));
  await dialog.getByLabel("Status").selectOption("published");
  if (edit.axe?.form) await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Save and publish" }).click();
  await expect(dialog).toBeHidden();

  const visitor = await browser.newContext({
    baseURL: emptyServerUrl(),
    viewport: { width: 390, height: 844 },
  });
  await withoutPopup(visitor, emptyServerUrl());
  const publicPage = await visitor.newPage();
  return {
    publicPage,
    putBack: async () => {
      await row.getByRole("button", { name: /^Edit/ }).click();
      await dialog.getByLabel(edit.field).fill(before);
      await dialog.getByRole("button", { name: "Save and publish" }).click();
      await expect(dialog).toBeHidden();
      await context.close();
      await visitor.close();
    },
  };
}

test("an editor changes the apps page's text (moved out of code) and visitors see it within 5 s", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const { publicPage, putBack } = await publishTextEdit(browser, {
    path: "/dashboard/collections/site-pages",
    heading: "Page texts",
    row: "Download Our Apps",
    dialog: "Edit page text",
    field: "Text (English)",
    installed: /^The GVIMS Campus app/,
    change: (before) => `${before}\n- Hostel mess menu, week by week`,
  });
  const started = Date.now();
  await publicPage.goto("/student/downloads");
  const app = publicPage
    .locator("section")
    .filter({ has: publicPage.getByRole("heading", { name: "The GVIMS Campus app", exact: true }) });
  await expect(app.getByRole("listitem").last()).toHaveText("Hostel mess menu, week by week", {
    timeout: 5000,
  });
  expect(Date.now() - started).toBeLessThan(5000);
  await expect(app.getByRole("listitem")).toHaveCount(6);
  await expect(publicPage.getByText(/^Last updated: \d{1,2} \w{3} \d{4}$/)).toBeVisible();
  await expectNoAxeViolations(publicPage);
  await putBack();
});

test("an editor changes the UG admission page's text (moved out of code) and visitors see it within 5 s", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const added = "Document verification for the second round starts on 4 August 2025.";
  const { publicPage, putBack } = await publishTextEdit(browser, {
    path: "/dashboard/collections/site-pages",
    heading: "Page texts",
    // The title names the admission session's year, {year} (content-fees.spec.ts checks its value).
    row: "UG Admission {year}",
    dialog: "Edit page text",
    field: "Text (English)",
    installed: /^Welcome to the MBBS admissions/,
    change: (before) => `${before}\n\n${added}`,
  });
  const started = Date.now();
  await publicPage.goto("/admission/ug-admission-2025");
  await expect(publicPage.getByText(added, { exact: true })).toBeVisible({ timeout: 5000 });
  expect(Date.now() - started).toBeLessThan(5000);
  // Another test of this server may have moved the admission session on meanwhile.
  await expect(publicPage.getByRole("heading", { name: /^UG Admission \d{4}$/, level: 1 })).toBeVisible();
  await expect(publicPage.getByText(/^Last updated: \d{1,2} \w{3} \d{4}$/)).toBeVisible();
  // The PG page has its own text.
  await publicPage.goto("/admission/pg-admission-2025");
  await expect(publicPage.getByText(/^Welcome to the postgraduate \(MD\/MS\) admissions/)).toBeVisible();
  await expect(publicPage.getByText(added, { exact: true })).toHaveCount(0);
  await expectNoAxeViolations(publicPage);
  await putBack();
});

// On the empty-database server: the sample server's fee pages are read by the academics specs.
test("an editor changes the fee pages' confirmation note once and both fee pages show it within 5 s", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const changed = "Admission is confirmed only when the full first-year fee reaches the college.";
  const { publicPage, putBack } = await publishTextEdit(browser, {
    path: "/dashboard/collections/fee-payment",
    heading: "Bank details",
    row: "Demand drafts",
    dialog: "Edit bank details",
    field: "Please note (English)",
    installed: "Admission is confirmed only if the full first-year fee is paid.",
    change: () => changed,
    axe: { screen: true, form: true },
  });
  const started = Date.now();
  for (const path of ["/academics/ug-fee-structure", "/academics/pg-fee-structure"]) {
    await publicPage.goto(path);
    await expect(publicPage.getByRole("main").getByText(changed)).toBeVisible({ timeout: 5000 });
  }
  expect(Date.now() - started).toBeLessThan(5000);
  await putBack();
});

// On the empty-database server: the sample server's MBBS page is read by the admission specs.
test("an editor changes the MBBS Admission page's reservation text and visitors see it within 5 s", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const changed =
    "Half of the seats are reserved for Muslim Minority candidates (minority certificate required).";
  const { publicPage, putBack } = await publishTextEdit(browser, {
    path: "/dashboard/collections/mbbs-admission",
    heading: "MBBS admission page",
    row: "MBBS Admission",
    dialog: "Edit MBBS admission page",
    field: "Reservation (English)",
    installed: /^Half of the seats are reserved for Muslim Minority candidates/,
    change: () => changed,
    axe: { form: true },
  });
  const started = Date.now();
  await publicPage.goto("/admission/mbbs");
  await expect(publicPage.getByRole("main").getByText(changed, { exact: true })).toBeVisible({
    timeout: 5000,
  });
  expect(Date.now() - started).toBeLessThan(5000);
  await expect(publicPage.getByText(/^Last updated: \d{1,2} \w{3} \d{4}$/)).toBeVisible();
  await expectNoAxeViolations(publicPage);
  await putBack();
});

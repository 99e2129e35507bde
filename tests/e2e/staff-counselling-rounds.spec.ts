import { addDays, collegeDate } from "../../contract/college-time";
import { expect, test, type Page } from "@playwright/test";
import { mailTo, signInAsColleague } from "./accounts-support";
import { inForm, staffSearch, waitForForm } from "./public-forms-support";
import { closeAdmissionPopupForSession } from "./site-shell-support";
import { uniqueTag } from "./staff-helpers";
import { expectNoAxeViolations } from "./support/fixtures";

const phone = { width: 390, height: 844 };

/** YYYY-MM-DD `days` from the college's today (after 18:30 UTC India is a day ahead of UTC). */
const day = (days: number) => addDays(collegeDate(), days);

interface Consent {
  name: string;
  updatesConsent: boolean;
}

async function fillEnquiry(page: Page, name: string, email: string) {
  const form = inForm(page);
  await form.getByLabel("First Name").fill(name);
  await form.getByLabel("Email Address").fill(email);
  await form.getByLabel("Phone Number").fill(`98${String(Date.now()).slice(-8)}`);
  await form.getByLabel("Course").selectOption("MBBS");
  await form.getByLabel("Neet Score").fill("640");
}

test("an admissions officer publishes a round; a family on a phone reads it, asks for updates, is told once and unsubscribes in one click", async ({
  page,
  browser,
  baseURL,
}) => {
  // A long journey through three browser contexts, with axe on five screens.
  test.setTimeout(480_000);
  const tag = uniqueTag();
  const roundName = `Round ${tag}`;
  await signInAsColleague(page, "admissions", tag);
  await page.goto("/dashboard");
  await page
    .getByRole("navigation", { name: "Back-office" })
    .getByRole("link", { name: "Counselling rounds" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Counselling rounds" })).toBeVisible();
  await expectNoAxeViolations(page);

  // Dates out of order are refused beside the field, before anything is sent.
  await page.getByRole("button", { name: "Add round" }).click();
  const dialog = page.getByRole("dialog", { name: "Add counselling round" });
  await dialog.getByLabel("Counselling authority").fill("UGMAC Bihar");
  await dialog.getByLabel("Course").selectOption("MBBS");
  await dialog.getByRole("textbox", { name: "Round", exact: true }).fill(roundName);
  await dialog.getByLabel("Status").selectOption("published");
  await dialog.getByLabel("Registration from").fill(day(1));
  await dialog.getByLabel("Registration to").fill(day(5));
  await dialog.getByLabel("Reporting by").fill(day(3));
  await dialog.getByLabel("Official link").fill("https://bceceboard.bihar.gov.in/ugmac-2026");
  await dialog.getByRole("button", { name: "Add round" }).click();
  await expect(
    dialog.getByText("Reporting by must be on or after the day registration closes"),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByLabel("Reporting by").fill(day(9));
  await dialog.getByRole("button", { name: "Add round" }).click();
  await expect(page.getByText("Counselling round created")).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: roundName });
  await expect(row.getByTestId("notified-count")).toHaveText("0");

  // A family on a phone: the round on the admission pages, with its official link and the warning.
  const family = await browser.newContext({ viewport: phone });
  const visitor = await family.newPage();
  await closeAdmissionPopupForSession(visitor, baseURL);
  await visitor.goto("/admission/mbbs");
  const rounds = visitor.getByRole("list", { name: "MBBS counselling rounds" });
  const card = rounds.getByRole("listitem").filter({ hasText: roundName });
  await expect(card.getByRole("heading", { name: `UGMAC Bihar: MBBS ${roundName}` })).toBeVisible();
  await expect(card.getByRole("link", { name: /Register on the UGMAC Bihar website/ })).toHaveAttribute(
    "href",
    "https://bceceboard.bihar.gov.in/ugmac-2026",
  );
  await expect(
    visitor.getByText("Nobody from the college will ever ask you for money", { exact: false }).first(),
  ).toBeVisible();
  const steps = visitor.getByRole("list", { name: "How to apply for MBBS" });
  await expect(steps.getByRole("listitem")).toHaveCount(5);
  await expect(steps.getByRole("link", { name: /UGMAC Bihar/ })).toHaveAttribute(
    "href",
    "https://bceceboard.bihar.gov.in/ugmac-2026",
  );
  // Readable at 390 px: nothing wider than the screen.
  expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
  await expectNoAxeViolations(visitor);
  await visitor.goto("/admission/ug-admission-2025");
  await expect(visitor.getByRole("heading", { name: `UGMAC Bihar: MBBS ${roundName}` })).toBeVisible();
  await visitor.goto("/admission/pg-admission-2025");
  await expect(visitor.getByRole("heading", { name: `UGMAC Bihar: MBBS ${roundName}` })).toHaveCount(0);
  await expect(visitor.getByRole("list", { name: "How to apply for MD/MS" })).toBeVisible();

  // The family ticks the (unticked) box on the enquiry form.
  await visitor.goto("/admission/admission-enquiry");
  await expect(visitor.getByRole("heading", { name: `UGMAC Bihar: MBBS ${roundName}` })).toBeVisible();
  await waitForForm(visitor);
  const name = `Anjali ${tag}`;
  const email = `anjali.${tag}@example.com`;
  await fillEnquiry(visitor, name, email);
  const box = inForm(visitor).getByLabel("Send me counselling-round updates by e-mail");
  await expect(box).not.toBeChecked();
  await box.check();
  await expectNoAxeViolations(visitor);
  await inForm(visitor).getByRole("button", { name: "Submit Enquiry" }).click();
  await expect(visitor.getByRole("dialog", { name: "Message Sent Successfully" })).toBeVisible();
  await expect(box).not.toBeChecked();

  // Another family, without JavaScript; a third leaves the box unticked.
  const plain = await browser.newContext({ javaScriptEnabled: false, viewport: phone });
  const noScript = await plain.newPage();
  await closeAdmissionPopupForSession(noScript, baseURL);
  const other = `Bina ${tag}`;
  const otherEmail = `bina.${tag}@example.com`;
  await noScript.goto("/admission/admission-enquiry");
  await fillEnquiry(noScript, other, otherEmail);
  await inForm(noScript).getByLabel("Send me counselling-round updates by e-mail").check();
  await inForm(noScript).getByRole("button", { name: "Submit Enquiry" }).click();
  await expect(noScript.getByRole("status").getByText("Message Sent Successfully")).toBeVisible();
  const unticked = `Chitra ${tag}`;
  await noScript.goto("/admission/admission-enquiry");
  await fillEnquiry(noScript, unticked, `chitra.${tag}@example.com`);
  await inForm(noScript).getByRole("button", { name: "Submit Enquiry" }).click();
  await expect(noScript.getByRole("status").getByText("Message Sent Successfully")).toBeVisible();
  for (const [who, asked] of [
    [name, true],
    [other, true],
    [unticked, false],
  ] as const) {
    const [stored] = await staffSearch<Consent>(page.request, "enquiry", who);
    expect(stored!.updatesConsent).toBe(asked);
  }

  // The officer tells the families: each once, however often clicked; the screen shows how many.
  await page.reload();
  await row.getByRole("button", { name: `Notify families about UGMAC Bihar ${roundName}` }).click();
  const confirm = page.getByRole("dialog", { name: "Notify families?" });
  await expect(confirm).toContainText("Families already told are skipped");
  await confirm.getByRole("button", { name: "Send the e-mails" }).click();
  const told = page.getByText(/^\d+ famil(y|ies) will be e-mailed$/);
  await expect(told).toBeVisible();
  const notified = Number(/^\d+/.exec((await told.textContent())!)![0]);
  expect(notified).toBeGreaterThanOrEqual(2);
  // The list reloads after the toast: the row shows the same count once it has.
  await expect(row.getByTestId("notified-count").locator("span").first()).toHaveText(String(notified));
  await row.getByRole("button", { name: `Notify families about UGMAC Bihar ${roundName}` }).click();
  await confirm.getByRole("button", { name: "Send the e-mails" }).click();
  await expect(page.getByText("Every family who asked has already been told about this round")).toBeVisible();
  await expect(row.getByTestId("notified-count").locator("span").first()).toHaveText(String(notified));
  await expectNoAxeViolations(page);

  // The e-mail carries the round, its official link and the one-click unsubscribe headers.
  const mail = await mailTo(email, "List-Unsubscribe:");
  expect(mail).toContain(`MBBS counselling: UGMAC Bihar ${roundName}`);
  expect(mail).toContain("https://bceceboard.bihar.gov.in/ugmac-2026");
  const link = /List-Unsubscribe: <(\S+)>/.exec(mail)![1]!;
  expect(mail).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
  expect(mail).toContain(`To stop these updates, open this link: ${link}`);
  expect(new URL(link).search).toMatch(/^\?token=[A-Za-z0-9_-]{43}$/);

  // Opening the link only asks; the button withdraws at once.
  await visitor.goto(link);
  await expect(visitor.getByRole("heading", { name: "Stop the updates?" })).toBeVisible();
  await expectNoAxeViolations(visitor);
  const [before] = await staffSearch<Consent>(page.request, "enquiry", name);
  expect(before!.updatesConsent).toBe(true);
  await visitor.getByRole("button", { name: "Stop the updates" }).click();
  await expect(
    visitor.getByRole("heading", { name: "You will not receive these updates any more" }),
  ).toBeVisible();
  const [after] = await staffSearch<Consent>(page.request, "enquiry", name);
  expect(after!.updatesConsent).toBe(false);

  // A mail program's one-click unsubscribe (RFC 8058) for the other family.
  const otherLink = /List-Unsubscribe: <(\S+)>/.exec(await mailTo(otherEmail, "List-Unsubscribe:"))![1]!;
  const oneClick = await page.request.post(otherLink, { form: { "List-Unsubscribe": "One-Click" } });
  expect(oneClick.status()).toBe(200);
  const [otherAfter] = await staffSearch<Consent>(page.request, "enquiry", other);
  expect(otherAfter!.updatesConsent).toBe(false);

  await family.close();
  await plain.close();
});
